// /members/{id}/landing: a teaser for one member (photo, name, age, place and a short line
// in their own words) with a signup call to action.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/member-landing'
import { siteContext } from '../../context.ts'
import { loadMemberLanderPage } from './+shared/member-lander.server.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { FictionalNotice, MemberQuote, placeOf } from '../../components/landers/member-facts.tsx'
import { SignupButton } from '../../components/signup/signup-button.tsx'

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadMemberLanderPage(context.get(siteContext), request, params.id)
}

export default function MemberLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { member } = loaderData
  const place = placeOf(member)
  return (
    <main id="main" className="lander lander--member container py-4">
      <LanderHead
        title={t('memberLanding.title', { name: member.name, age: member.age })}
        description={t('memberLanding.description', { name: member.name, site: loaderData.siteName })}
        siteName={loaderData.siteName}
      />
      <article className="member-teaser">
        <div className="member-teaser__photo-wrap">
          <MemberPhoto
            photo={member.photo}
            name={member.name}
            alt={t('photoOf', { name: member.name })}
            width={480}
            height={600}
            sizes="(min-width: 768px) 420px, 100vw"
            className="member-teaser__photo"
            priority
          />
          {member.online ? <span className="presence presence--online presence--on-photo">{t('online')}</span> : null}
        </div>
        <div className="member-teaser__body">
          <h1 className="lander-title mb-1">
            {member.name}, {member.age}
          </h1>
          {place ? (
            <p className="member-teaser__place">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
                <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
              </svg>
              {place}
            </p>
          ) : null}
          {member.fictional ? <FictionalNotice /> : null}
          <MemberQuote member={member} />
          <SignupButton className="btn btn-primary btn-lg w-100" loggedInTo={`/members/${member.id}`} data-testid="lander-cta">
            {t('memberLanding.cta')}
          </SignupButton>
          <p className="lander-note mb-0">{t('cta.note')}</p>
        </div>
      </article>
    </main>
  )
}
