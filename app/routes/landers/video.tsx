// /landers/video/{slug?}: a "video chat" look: a member's photo in a call window with a
// pulsing live badge and call controls (no real video), and "Start chatting".
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/video'
import { siteContext } from '../../context.ts'
import { getLanderPage } from '../../../server/landers/lander-page.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { EmptyLander } from '../../components/landers/empty-lander.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'

export async function loader({ context, params }: Route.LoaderArgs) {
  return getLanderPage(context.get(siteContext), params.slug, 7)
}

const controls = [
  { key: 'mic', d: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4' },
  {
    key: 'camera',
    d: 'M3 7.5A1.5 1.5 0 0 1 4.5 6h9A1.5 1.5 0 0 1 15 7.5v9a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 3 16.5zM15 10.5l6-3.5v10l-6-3.5',
  },
  { key: 'hangup', d: 'M3 14.5c5-5 13-5 18 0l-2.5 2.5-3-1.5v-2.5a10 10 0 0 0-7 0v2.5l-3 1.5z' },
]

export default function VideoLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  const [featured, ...others] = loaderData.members
  return (
    <main id="main" className="lander lander--video py-4">
      <LanderHead title={t('video.title', { label })} description={t('video.description')} siteName={loaderData.siteName} />
      <div className="container">
        {!featured ? (
          <>
            <h1 className="lander-title text-center">{t('video.headingNoMember')}</h1>
            <EmptyLander />
          </>
        ) : (
          <div className="video-layout">
            <div className="video-frame">
              <MemberPhoto
                photo={featured.photo}
                name={featured.name}
                alt={t('photoOf', { name: featured.name })}
                width={800}
                height={600}
                sizes="(min-width: 992px) 640px, 100vw"
                className="video-frame__photo"
                priority
              />
              <span className="live-badge">
                <span className="live-badge__dot" aria-hidden="true" />
                {t('video.live')}
              </span>
              <div className="video-frame__self" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
                  <circle cx="12" cy="9" r="4" fill="currentColor" />
                  <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
                </svg>
              </div>
              <div className="video-frame__controls" aria-hidden="true">
                {controls.map((control) => (
                  <span key={control.key} className={`video-control video-control--${control.key}`}>
                    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
                      <path
                        d={control.d}
                        fill={control.key === 'hangup' ? 'currentColor' : 'none'}
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                ))}
              </div>
            </div>
            <div className="video-side">
              <p className="lander-kicker">{label}</p>
              <h1 className="lander-title">{t('video.heading', { name: featured.name })}</h1>
              <p className="video-side__facts">
                {featured.name}, {featured.age}
                {featured.city ? ` · ${featured.city}` : ''}
              </p>
              <p className="lead">{t('video.waiting', { name: featured.name })}</p>
              <SignupButton className="btn btn-primary btn-lg w-100" data-testid="lander-cta">
                {t('video.cta')}
              </SignupButton>
              <p className="lander-note">{t('cta.note')}</p>
              <p className="small text-muted mb-0">{tagline}</p>
            </div>
          </div>
        )}
        {others.length > 0 ? (
          <section className="mt-4" aria-labelledby="video-more">
            <h2 id="video-more" className="h5 mb-3">
              {t('video.moreTitle')}
            </h2>
            <ul className="video-more list-unstyled">
              {others.map((member) => (
                <li key={member.id}>
                  <SignupButton
                    className="video-more__item"
                    aria-label={t('video.chatWith', { name: member.name, age: member.age })}
                  >
                    <MemberPhoto
                      photo={member.photo}
                      name={member.name}
                      alt=""
                      width={96}
                      height={96}
                      sizes="96px"
                      className="video-more__photo"
                    />
                    <span className="video-more__name">
                      {member.name}, {member.age}
                    </span>
                  </SignupButton>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  )
}
