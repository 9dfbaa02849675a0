// /members/{id}/signup (empty layout, SPEC §2: content, entry warning, signup modal): "Sign up to
// chat with {name}" beside the member's photo. On desktop the signup modal opens at once (and
// again from the button); phones and browsers without JavaScript continue on /signup with the
// page's tracking data.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { Route } from './+types/member-signup'
import { siteContext } from '../../context.ts'
import { loadMemberLanderPage } from './+shared/member-lander.server.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { MemberPhoto } from '../../components/landers/member-photo.tsx'
import { FictionalNotice, placeOf } from '../../components/landers/member-facts.tsx'
import { SignupButton } from '../../components/signup/signup-button.tsx'

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadMemberLanderPage(context.get(siteContext), request, params.id)
}

export default function MemberSignup({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
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
        <section className="member-signup__member" aria-labelledby="member-signup-heading">
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
            <h1 className="member-signup__heading h4" id="member-signup-heading">
              {heading}
            </h1>
            <p className="mb-1 fw-semibold">
              {member.name}, {member.age}
            </p>
            {place ? <p className="small text-muted mb-2">{place}</p> : null}
            {member.fictional ? <FictionalNotice /> : null}
            <p className="small mb-3">{t('memberSignup.text', { name: member.name })}</p>
            <SignupButton className="btn btn-primary btn-lg" openOnLoad data-testid="member-signup-cta">
              {heading}
            </SignupButton>
          </div>
        </section>
      </div>
    </main>
  )
}
