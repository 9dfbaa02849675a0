// /landers/transitionsvideolanding/{slug?}: a video-like slideshow of member photos made of
// CSS transitions only (no video files). It can be paused without JavaScript (a checkbox)
// and stands still for visitors who prefer reduced motion.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/transitionsvideolanding'
import { siteContext } from '../../context.ts'
import { getLanderPage } from '../../../server/landers/lander-page.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'

/** The CSS animation (_landers.scss, slide-show) is timed for exactly this many slides. */
const SLIDES = 6
const SECONDS_PER_SLIDE = 4

export async function loader({ context, params }: Route.LoaderArgs) {
  return getLanderPage(context.get(siteContext), params.slug, SLIDES)
}

export default function TransitionsVideoLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  const { members } = loaderData
  // Fewer members than slides: the same members come round again.
  const slides = members.length ? Array.from({ length: SLIDES }, (_, i) => members[i % members.length]!) : []
  return (
    <main id="main" className="lander lander--slides">
      <LanderHead
        title={t('transitionsvideolanding.title', { label })}
        description={t('transitionsvideolanding.description')}
        siteName={loaderData.siteName}
      />
      <div className="container py-4 slides-layout">
        {slides.length > 0 ? (
          <section className="slides-stage-wrap" aria-label={t('transitionsvideolanding.slideshowLabel')}>
            <input type="checkbox" id="slides-pause" className="slides-toggle" />
            <div className="slides-stage">
              {slides.map((member, i) => (
                <figure
                  key={`${member.id}-${i}`}
                  className="slide mb-0"
                  style={{ animationDelay: `${i * SECONDS_PER_SLIDE - 0.7}s` }}
                  aria-hidden={i >= members.length || undefined}
                >
                  <MemberPhoto
                    photo={member.photo}
                    name={member.name}
                    alt={t('photoOf', { name: member.name })}
                    width={480}
                    height={600}
                    sizes="(min-width: 768px) 440px, 92vw"
                    className="slide__photo"
                    priority={i === 0}
                  />
                  <figcaption className="slide__caption">
                    <span className="slide__name">
                      {member.name}, {member.age}
                    </span>
                    {member.city ? <span className="d-block">{member.city}</span> : null}
                  </figcaption>
                </figure>
              ))}
              <span className="slides-stage__progress" aria-hidden="true" />
            </div>
            <label htmlFor="slides-pause" className="slides-toggle-label">
              <svg
                className="slides-toggle-label__pause"
                viewBox="0 0 24 24"
                width="18"
                height="18"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
              <svg
                className="slides-toggle-label__play"
                viewBox="0 0 24 24"
                width="18"
                height="18"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
              </svg>
              {t('transitionsvideolanding.pause')}
            </label>
          </section>
        ) : null}
        <div className="slides-text">
          <p className="lander-kicker">{label}</p>
          <h1 className="lander-title">{t('transitionsvideolanding.heading')}</h1>
          <p className="lead">{tagline}</p>
          <SignupButton className="btn btn-primary btn-lg lander-cta-lg" data-testid="lander-cta">
            {t('transitionsvideolanding.cta')}
          </SignupButton>
          <p className="lander-note">{t('cta.note')}</p>
          {members.length > 0 ? (
            <ul className="slides-thumbs list-unstyled" aria-label={t('transitionsvideolanding.thumbsLabel')}>
              {members.map((member) => (
                <li key={member.id}>
                  <MemberPhoto
                    photo={member.photo}
                    name={member.name}
                    alt={t('photoOf', { name: member.name })}
                    width={64}
                    height={64}
                    sizes="64px"
                    className="slides-thumbs__photo"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </main>
  )
}
