// /members/{id}/landing3/{slug?}: "You and {name} could be a match": the visitor and the
// member side by side, how it works in three steps, and the signup.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Route } from './+types/member-landing3'
import { siteContext } from '../../context.ts'
import { loadMemberLanderPage } from './+shared/member-lander.server.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { FictionalNotice, MemberQuote, placeOf } from '../../components/landers/member-facts.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'

const STEPS = ['signup', 'message', 'meet'] as const

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadMemberLanderPage(context.get(siteContext), request, params.id, params.slug)
}

export default function MemberLanding3({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label } = useThemeText(loaderData.theme)
  const { member } = loaderData
  const place = placeOf(member)
  return (
    <main id="main" className="lander lander--member3 py-4">
      <LanderHead
        title={t('memberLanding3.title', { name: member.name, label })}
        description={t('memberLanding3.description', { name: member.name })}
        siteName={loaderData.siteName}
      />
      <div className="container text-center">
        <p className="lander-kicker">{label}</p>
        <div className="match-pair">
          <span className="match-pair__you" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="72" height="72" focusable="false">
              <circle cx="12" cy="9" r="4" fill="currentColor" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
            </svg>
          </span>
          <span className="match-pair__heart" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
              <path
                d="M12 20.5s-8-4.7-8-10.6A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 8 2.5c0 5.9-8 10.6-8 10.6z"
                fill="currentColor"
              />
            </svg>
          </span>
          <MemberPhoto
            photo={member.photo}
            name={member.name}
            alt={t('photoOf', { name: member.name })}
            width={200}
            height={200}
            sizes="(min-width: 576px) 160px, 120px"
            className="match-pair__photo"
            priority
          />
        </div>
        <h1 className="lander-title">{t('memberLanding3.heading', { name: member.name })}</h1>
        <p className="match-facts">
          {member.name}, {member.age}
          {place ? ` · ${place}` : ''}
        </p>
        {member.fictional ? <FictionalNotice /> : null}
        <div className="match-quote mx-auto">
          <MemberQuote member={member} />
        </div>
        <SignupButton
          className="btn btn-primary btn-lg lander-cta-lg"
          loggedInTo={`/members/${member.id}`}
          data-testid="lander-cta"
        >
          {t('memberLanding3.cta')}
        </SignupButton>
        <p className="lander-note">{t('cta.note')}</p>
        <section className="match-steps mx-auto" aria-labelledby="match-steps-title">
          <h2 id="match-steps-title" className="h5">
            {t('memberLanding3.stepsTitle')}
          </h2>
          <ol className="list-unstyled match-steps__list">
            {STEPS.map((step, i) => (
              <li key={step}>
                <span className="match-steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                {t(`memberLanding3.steps.${step}`)}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </main>
  )
}
