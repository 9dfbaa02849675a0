// The profile screen's sections about the member (SPEC §2 profile view, §3 Profile and
// Interests): the details the site shows, "About me" and the interests, each only when there
// is something to show.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { ProfileView } from '../../../server/members/profile-view.ts'
import { detailFieldLabel, detailValueLabel, interestLabel } from './profile-labels.ts'

export function ProfileDetails({ profile: p }: { profile: Pick<ProfileView, 'name' | 'details' | 'aboutMe' | 'interests'> }) {
  const { t } = useTranslation('members')
  return (
    <>
      {p.details.length ? (
        <section className="mb-3" aria-labelledby="profile-details">
          <h2 id="profile-details" className="h5">
            {t('profile.details', { name: p.name })}
          </h2>
          <dl className="row mb-0">
            {p.details.map(({ field, value }) => (
              <div className="col-sm-6 d-flex gap-2" key={field}>
                <dt className="fw-semibold">{detailFieldLabel(t, field)}:</dt>
                <dd className="mb-1">{detailValueLabel(t, field, value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {p.aboutMe ? (
        <section className="mb-3" aria-labelledby="profile-about">
          <h2 id="profile-about" className="h5">
            {t('profile.aboutMe')}
          </h2>
          <p className="mb-0" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {p.aboutMe}
          </p>
        </section>
      ) : null}

      {p.interests?.length ? (
        <section className="mb-3" aria-labelledby="profile-interests">
          <h2 id="profile-interests" className="h5">
            {t('profile.interests')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {p.interests.map((interest) => (
              <li key={interest.slug} className="badge rounded-pill text-bg-light border fw-normal fs-6">
                <span aria-hidden="true">{interest.icon} </span>
                {interestLabel(t, interest.slug)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
