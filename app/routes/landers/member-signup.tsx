// /members/{id}/signup (empty layout): "Sign up to chat with {name}": the member's photo
// beside the signup form. The form is the shared signup flow and posts to /signup, so it
// works without JavaScript (continuing on /signup) and, with it, stays on this page.
import { useTranslation } from 'react-i18next'
import { Link, useFetcher } from 'react-router'
import type { Route } from './+types/member-signup'
import { siteContext } from '../../context.ts'
import { loadMemberLanderPage } from '../../../server/landers/lander-page.ts'
import { signupGate } from '../../../server/accounts/signup-page.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { FictionalNotice, placeOf } from '../../components/landers/member-facts.tsx'
import { SignupFlow, type SignupActionData, type SignupLoaderData } from '../../components/signup/signup-flow.tsx'

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const page = await loadMemberLanderPage(site, request, params.id)
  const gate = await signupGate(site, request)
  const signup: SignupLoaderData = { allowed: gate.allowed, mode: gate.mode, invite: gate.invite, minAge: gate.minAge }
  return { ...page, signup }
}

export default function MemberSignup({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const submit = useFetcher<SignupActionData>()
  const { member } = loaderData
  const place = placeOf(member)
  const heading = t('memberSignup.heading', { name: member.name })
  return (
    <main id="main" className="lander lander--member-signup container py-4">
      <LanderHead
        title={heading}
        description={t('memberSignup.description', { name: member.name })}
        siteName={loaderData.siteName}
      />
      <p className="member-signup__brand">
        <Link to="/">{loaderData.siteName}</Link>
      </p>
      <div className="member-signup">
        {/* The signup flow brings the page's one h1 (its step title): this panel names the member. */}
        <aside className="member-signup__member" aria-label={heading}>
          <MemberPhoto
            photo={member.photo}
            name={member.name}
            alt={t('photoOf', { name: member.name })}
            width={400}
            height={400}
            sizes="(min-width: 768px) 320px, 160px"
            className="member-signup__photo"
            priority
          />
          <div>
            <p className="member-signup__heading">{heading}</p>
            <p className="mb-1 fw-semibold">
              {member.name}, {member.age}
            </p>
            {place ? <p className="small text-muted mb-2">{place}</p> : null}
            {member.fictional ? <FictionalNotice warning={loaderData.fictionalWarning} /> : null}
            <p className="small mb-0 d-none d-md-block">{t('memberSignup.text', { name: member.name })}</p>
          </div>
        </aside>
        <div className="member-signup__form">
          <SignupFlow
            loaderData={loaderData.signup}
            actionData={submit.data}
            FormComponent={submit.Form}
            submitting={submit.state !== 'idle'}
          />
        </div>
      </div>
    </main>
  )
}
