// /landers/collagelanding/{slug?}: a collage of member photos behind a centred card with
// the headline, three reasons to join and the call to action.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/collagelanding'
import { siteContext } from '../../context.ts'
import { getLanderPage } from '../../../server/landers/lander-page.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'

const BENEFITS = ['free', 'real', 'discreet'] as const

export async function loader({ context, params }: Route.LoaderArgs) {
  return getLanderPage(context.get(siteContext), params.slug, 18)
}

export default function CollageLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  return (
    <main id="main" className="lander lander--collage">
      <LanderHead
        title={t('collagelanding.title', { label })}
        description={t('collagelanding.description')}
        siteName={loaderData.siteName}
      />
      <div className="collage" aria-hidden="true">
        {loaderData.members.map((member, i) => (
          <MemberPhoto
            key={member.id}
            photo={member.photo}
            name={member.name}
            alt=""
            width={200}
            height={200}
            sizes="(min-width: 992px) 17vw, (min-width: 576px) 25vw, 34vw"
            className="collage__tile"
            priority={i === 0}
          />
        ))}
      </div>
      <div className="collage-card-wrap">
        <section className="collage-card text-center">
          <p className="lander-kicker">{label}</p>
          <h1 className="lander-title">{t('collagelanding.heading')}</h1>
          <p className="lead">{tagline}</p>
          <ul className="collage-benefits list-unstyled text-start mx-auto">
            {BENEFITS.map((key) => (
              <li key={key}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="m5 12.5 4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t(`collagelanding.benefits.${key}`)}
              </li>
            ))}
          </ul>
          <SignupButton className="btn btn-primary btn-lg w-100" data-testid="lander-cta">
            {t('collagelanding.cta')}
          </SignupButton>
          <p className="lander-note mb-0">{t('cta.note')}</p>
        </section>
      </div>
    </main>
  )
}
