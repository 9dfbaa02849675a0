// /landers/alonetonight/{slug?}: "Alone tonight?" over an evening sky, the members who were
// active most recently (online ones marked) and one big call to action.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/alonetonight'
import { siteContext } from '../../context.ts'
import { getLanderPage } from '../../../server/landers/lander-page.ts'
import { countOnlineMembers } from '../../../server/landers/lander-members.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'
import { EmptyLander } from '../../components/landers/empty-lander.tsx'

export async function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const [page, online] = await Promise.all([getLanderPage(site, params.slug, 12), countOnlineMembers(site.id)])
  return { ...page, online }
}

export default function AloneTonight({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  const { members, online } = loaderData
  return (
    <main id="main" className="lander lander--night">
      <LanderHead
        title={t('alonetonight.title', { label })}
        description={t('alonetonight.description')}
        siteName={loaderData.siteName}
      />
      <section className="night-hero text-center">
        <svg className="night-hero__moon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <path d="M40 6a26 26 0 1 0 18 42A22 22 0 0 1 40 6z" fill="currentColor" />
        </svg>
        <div className="container">
          <p className="lander-kicker lander-kicker--light">{label}</p>
          <h1 className="lander-title">{t('alonetonight.heading')}</h1>
          <p className="lead">{online > 0 ? t('alonetonight.online', { count: online }) : tagline}</p>
          <SignupButton className="btn btn-primary btn-lg lander-cta-lg" data-testid="lander-cta">
            {t('alonetonight.cta')}
          </SignupButton>
          <p className="lander-note">{t('cta.note')}</p>
        </div>
      </section>
      <section className="container py-4" aria-labelledby="tonight-members">
        <h2 id="tonight-members" className="h4 mb-3">
          {t('alonetonight.gridTitle')}
        </h2>
        {members.length === 0 ? (
          <EmptyLander />
        ) : (
          <ul className="night-grid list-unstyled">
            {members.map((member, i) => (
              <li key={member.id} className="night-card">
                <MemberPhoto
                  photo={member.photo}
                  name={member.name}
                  alt={t('photoOf', { name: member.name })}
                  width={300}
                  height={300}
                  sizes="(min-width: 992px) 220px, (min-width: 576px) 30vw, 45vw"
                  className="night-card__photo"
                  priority={i === 0}
                />
                <div className="night-card__info">
                  <span className="fw-semibold">
                    {member.name}, {member.age}
                  </span>
                  <span className={`presence presence--${member.online ? 'online' : 'recent'}`}>
                    {member.online ? t('online') : t('recentlyActive')}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="text-center mt-4">
          <SignupButton className="btn btn-primary btn-lg lander-cta-lg">{t('alonetonight.cta')}</SignupButton>
        </div>
      </section>
    </main>
  )
}
