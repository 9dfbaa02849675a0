// /landers/gallery/{slug?}: a photo gallery of members; the second half is blurred behind a
// "sign up to see more" panel.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/gallery'
import { siteContext } from '../../context.ts'
import { getLanderPage } from '../../../server/landers/lander-page.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { EmptyLander } from '../../components/landers/empty-lander.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'

const OPEN_PHOTOS = 8

export async function loader({ context, params }: Route.LoaderArgs) {
  return getLanderPage(context.get(siteContext), params.slug, 16)
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  const open = loaderData.members.slice(0, OPEN_PHOTOS)
  const locked = loaderData.members.slice(OPEN_PHOTOS)
  return (
    <main id="main" className="lander lander--gallery container py-4">
      <LanderHead title={t('gallery.title', { label })} description={t('gallery.description')} siteName={loaderData.siteName} />
      <header className="d-md-flex align-items-end justify-content-between gap-3 mb-3">
        <div>
          <p className="lander-kicker">{label}</p>
          <h1 className="lander-title">{t('gallery.heading')}</h1>
          <p className="lead mb-md-0">{tagline}</p>
        </div>
        <SignupButton className="btn btn-primary btn-lg flex-shrink-0" data-testid="lander-cta">
          {t('gallery.cta')}
        </SignupButton>
      </header>
      {open.length === 0 ? (
        <EmptyLander />
      ) : (
        <ul className="gallery-grid list-unstyled mb-0">
          {open.map((member, i) => (
            <li key={member.id}>
              <figure className="gallery-tile mb-0">
                <MemberPhoto
                  photo={member.photo}
                  name={member.name}
                  alt={t('photoOf', { name: member.name })}
                  width={300}
                  height={300}
                  sizes="(min-width: 992px) 240px, (min-width: 576px) 30vw, 46vw"
                  className="gallery-tile__photo"
                  priority={i === 0}
                />
                <figcaption className="gallery-tile__caption">
                  <span className="fw-semibold">
                    {member.name}, {member.age}
                  </span>
                  {member.city ? <span className="d-block small">{member.city}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {locked.length > 0 ? (
        <section className="gallery-locked mt-3" aria-labelledby="gallery-locked-title">
          <ul className="gallery-grid list-unstyled mb-0">
            {locked.map((member) => (
              <li key={member.id} className="gallery-tile gallery-tile--locked">
                {member.photo ? (
                  <img
                    className="gallery-tile__photo"
                    src={member.photo.thumb}
                    width={160}
                    height={160}
                    alt={t('gallery.lockedPhoto')}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </li>
            ))}
          </ul>
          <div className="gallery-locked__panel text-center">
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <path
                d="M7 10V7a5 5 0 0 1 10 0v3M5.5 10h13a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19.5v-8A1.5 1.5 0 0 1 5.5 10z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
            <h2 id="gallery-locked-title" className="h3">
              {t('gallery.lockedTitle')}
            </h2>
            <p>{t('gallery.lockedText')}</p>
            <SignupButton className="btn btn-primary btn-lg">{t('gallery.cta')}</SignupButton>
            <p className="lander-note mb-0">{t('cta.note')}</p>
          </div>
        </section>
      ) : null}
    </main>
  )
}
