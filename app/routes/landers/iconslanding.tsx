// /landers/iconslanding/{slug?}: interests as icons, each with how many members share it;
// picking one (the slug) shows members who like it. The slug may also be a theme.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link, useLocation } from 'react-router'
import type { Route } from './+types/iconslanding'
import { siteContext } from '../../context.ts'
import { getInterestLanderPage } from '../../../server/landers/lander-page.ts'
import { InterestIcon } from '../../components/landers/interest-icon.tsx'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'
import { interestLabel } from '../../components/members/profile-labels.ts'

export async function loader({ context, params }: Route.LoaderArgs) {
  return getInterestLanderPage(context.get(siteContext), params.slug, 6)
}

export default function IconsLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label } = useThemeText(loaderData.theme)
  const { search } = useLocation()
  const { interests, selected, chosen, members } = loaderData
  const selectedLabel = selected ? interestLabel(t, selected) : ''
  return (
    <main id="main" className="lander lander--icons container py-4">
      <LanderHead
        title={t('iconslanding.title', { label })}
        description={t('iconslanding.description')}
        siteName={loaderData.siteName}
      />
      <header className="text-center mb-4">
        <p className="lander-kicker">{label}</p>
        <h1 className="lander-title">{t('iconslanding.heading')}</h1>
        <p className="lead mb-0">{t('iconslanding.lead')}</p>
      </header>
      <nav aria-label={t('iconslanding.interestsLabel')}>
        <ul className="icon-grid list-unstyled">
          {interests.map((interest) => (
            <li key={interest.slug}>
              <Link
                className="icon-tile"
                to={`/landers/iconslanding/${interest.slug}${search}`}
                aria-current={chosen && interest.slug === selected ? 'true' : undefined}
                preventScrollReset
              >
                <InterestIcon slug={interest.slug} />
                <span className="icon-tile__label">{interestLabel(t, interest.slug)}</span>
                <span className="icon-tile__count">{t('memberCount', { count: interest.members })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {selected ? (
        <section className="icons-members mt-4" aria-labelledby="icons-members-title">
          <div className="d-flex align-items-center gap-2 mb-3">
            <span className="icons-members__icon">
              <InterestIcon slug={selected} size={28} />
            </span>
            <h2 id="icons-members-title" className="h4 mb-0">
              {t('iconslanding.selectedTitle', { interest: selectedLabel })}
            </h2>
          </div>
          {members.length > 0 ? (
            <ul className="icons-members__grid list-unstyled">
              {members.map((member, i) => (
                <li key={member.id} className="icons-member">
                  <MemberPhoto
                    photo={member.photo}
                    name={member.name}
                    alt={t('photoOf', { name: member.name })}
                    width={200}
                    height={200}
                    sizes="(min-width: 992px) 150px, (min-width: 576px) 28vw, 44vw"
                    className="icons-member__photo"
                    priority={i === 0}
                  />
                  <span className="icons-member__name">
                    {member.name}, {member.age}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('empty')}</p>
          )}
        </section>
      ) : null}
      <div className="text-center mt-4">
        <SignupButton className="btn btn-primary btn-lg lander-cta-lg" data-testid="lander-cta">
          {t('iconslanding.cta')}
        </SignupButton>
        <p className="lander-note">{t('cta.note')}</p>
      </div>
    </main>
  )
}
