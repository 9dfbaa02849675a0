// /members/{id}/landing2/{slug?}: one member's photos (the first open, the rest blurred
// until signup) beside their details; the slug picks the wording like on other landers.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/member-landing2'
import { siteContext } from '../../context.ts'
import { loadMemberLanderPage } from './+shared/member-lander.server.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { FictionalNotice, MemberQuote, placeOf } from '../../components/landers/member-facts.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadMemberLanderPage(context.get(siteContext), request, params.id, params.slug)
}

export default function MemberLanding2({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  const { member } = loaderData
  const place = placeOf(member)
  const [main, ...more] = member.photos
  return (
    <main id="main" className="lander lander--member2 container py-4">
      <LanderHead
        title={t('memberLanding2.title', { name: member.name, label })}
        description={t('memberLanding2.description', { name: member.name })}
        siteName={loaderData.siteName}
      />
      <div className="member2-layout">
        <section className="member2-photos" aria-label={t('memberLanding2.photosLabel')}>
          <MemberPhoto
            photo={main ?? member.photo}
            name={member.name}
            alt={t('photoOf', { name: member.name })}
            width={560}
            height={560}
            sizes="(min-width: 992px) 540px, (min-width: 768px) 50vw, 100vw"
            className="member2-photos__main"
            priority
          />
          {more.length > 0 ? (
            <ul className="member2-photos__more list-unstyled">
              {more.map((photo) => (
                <li key={photo.thumb} className="member2-photos__locked">
                  <img
                    src={photo.thumb}
                    width={160}
                    height={160}
                    alt={t('gallery.lockedPhoto')}
                    loading="lazy"
                    decoding="async"
                  />
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                    <path
                      d="M7 10V7a5 5 0 0 1 10 0v3M5.5 10h13a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19.5v-8A1.5 1.5 0 0 1 5.5 10z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinejoin="round"
                    />
                  </svg>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <div className="member2-details">
          <p className="lander-kicker">{label}</p>
          <h1 className="lander-title">
            {member.photos.length > 1
              ? t('memberLanding2.heading', { name: member.name, count: member.photos.length })
              : t('memberLanding2.headingOnePhoto', { name: member.name })}
          </h1>
          {member.fictional ? <FictionalNotice /> : null}
          <dl className="member2-facts">
            <div>
              <dt>{t('member.age')}</dt>
              <dd>{member.age}</dd>
            </div>
            {place ? (
              <div>
                <dt>{t('member.place')}</dt>
                <dd>{place}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('member.status')}</dt>
              <dd>{member.online ? t('online') : t('recentlyActive')}</dd>
            </div>
          </dl>
          <MemberQuote member={member} />
          <p>{more.length > 0 ? t('memberLanding2.photosLocked') : tagline}</p>
          <SignupButton className="btn btn-primary btn-lg w-100" loggedInTo={`/members/${member.id}`} data-testid="lander-cta">
            {more.length > 0 ? t('memberLanding2.ctaPhotos') : t('memberLanding.cta')}
          </SignupButton>
          <p className="lander-note mb-0">{t('cta.note')}</p>
        </div>
      </div>
    </main>
  )
}
