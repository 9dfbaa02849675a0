// "You might also like" under the profile screen (SPEC §2 profile view): up to six members like
// this one, as member cards linking to their profiles.
import { useTranslation } from '../../i18n/use-translation.ts'
import { AppLink } from '../../shell/app-links.tsx'
import type { MemberCardView } from '../../../server/members/member-card.ts'
import { MemberCard } from './member-card.tsx'

export function RelatedProfiles({ members }: { members: MemberCardView[] }) {
  const { t } = useTranslation('members')
  if (!members.length) return null
  return (
    <section aria-labelledby="profile-related">
      <h2 id="profile-related" className="h4 mb-3">
        {t('profile.related')}
      </h2>
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3 list-unstyled" data-testid="profile-related">
        {members.map((m) => (
          <li className="col" key={m.id}>
            <AppLink to={`/members/${m.id}`} className="d-block h-100 text-reset text-decoration-none">
              <MemberCard member={m} />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
