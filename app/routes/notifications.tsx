// /notifications: the settings screen (SPEC §2 lists the notifications route as settings):
// e-mail address, password, invisible mode, e-mail notification preferences, location with the geolocation button, blocked
// members, logout and the delete-account item. Every form posts here with its intent; the
// handlers are in notifications.intents.server.ts.
import { useTranslation } from '../i18n/use-translation.ts'
import { Form, Link, useActionData } from 'react-router'
import type { Route } from './+types/notifications'
import { readForm } from '../../server/http/read-body.ts'
import { clientIp, siteContext, localeContext } from '../context.ts'
import { listBlocked } from '../../server/members/blocking.ts'
import { getLocationSettings } from '../../server/members/location-settings.ts'
import { getEmailPreferences } from '../../server/notifications/preferences.ts'
import { settingsIntent, type SettingsAnswer, type SettingsIntent } from './notifications.intents.server.ts'
import { EmailChangeSection } from '../components/accounts/email-change-section.tsx'
import { InvisibleSection } from '../components/accounts/invisible-section.tsx'
import { PasswordChangeSection } from '../components/accounts/password-change-section.tsx'
import { BlockedMembersSection } from '../components/members/blocked-members-section.tsx'
import { LocationSettingsSection } from '../components/profile/location-settings-section.tsx'
import { EmailPreferencesSection } from '../components/notifications/email-preferences-section.tsx'
import { PushSection } from '../components/notifications/push-section.tsx'
import { requireMember } from '../session.server.ts'
import { dataExportState } from '../../server/privacy/data-export.ts'
import { DataExportSection, type DataExportView } from '../components/accounts/data-export-section.tsx'
import { LogOutForm } from '../components/layout/log-out-form.tsx'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const [blocked, location, emailPreferences, dataExport] = await Promise.all([
    listBlocked(user.id, context.get(siteContext).id),
    getLocationSettings(user.id, context.get(siteContext), context.get(localeContext)),
    getEmailPreferences(user.id),
    dataExportState(user.id),
  ])
  // A download link that did not work comes back here and says why (routes/data-export.$id.ts).
  const linkProblem = new URL(request.url).searchParams.get('export')
  const exportLink: DataExportView['link'] = linkProblem === 'expired' || linkProblem === 'invalid' ? linkProblem : null
  return {
    email: user.email,
    invisible: user.invisible,
    notConfirmed: user.status === 'not_confirmed',
    blocked,
    location,
    emailPreferences,
    push: { publicKey: context.get(siteContext).pushPublicKey, siteName: context.get(siteContext).name },
    dataExport: {
      latest: dataExport.latest
        ? {
            status: dataExport.latest.status,
            requestedAt: dataExport.latest.requestedAt.toISOString(),
            expiresAt: dataExport.latest.expiresAt?.toISOString() ?? null,
          }
        : null,
      nextAt: dataExport.nextAt?.toISOString() ?? null,
      link: exportLink,
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const form = await readForm(request)
  const handle = settingsIntent(form.get('intent'))
  return handle({ user, form, site: context.get(siteContext), ip: clientIp(context) })
}

/** The action's answer when it was for one of `intents`: each form shows only its own. */
function answerTo<I extends SettingsIntent>(answer: SettingsAnswer | undefined, ...intents: I[]) {
  return answer && (intents as string[]).includes(answer.intent) ? (answer as Extract<SettingsAnswer, { intent: I }>) : undefined
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const answer = useActionData<typeof action>()
  const notice = answerTo(answer, 'change-email', 'change-password', 'invisible', 'resend')?.notice
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 720 }}>
      <title>{t('settings.title')}</title>
      <h1 className="h3 mb-3">{t('settings.title')}</h1>
      {notice ? (
        <div className={`alert ${notice.startsWith('errors.') ? 'alert-warning' : 'alert-success'}`} role="status">
          {t(notice)}
        </div>
      ) : null}
      {loaderData.notConfirmed ? (
        <Form method="post" className="alert alert-warning d-flex flex-wrap gap-2 align-items-center">
          <span>{t('members.confirmEmail')}</span>
          <button className="btn btn-sm btn-outline-dark" name="intent" value="resend" type="submit">
            {t('signup.confirm.resend')}
          </button>
        </Form>
      ) : null}

      <EmailChangeSection email={loaderData.email} result={answerTo(answer, 'change-email')?.result} />

      <PasswordChangeSection result={answerTo(answer, 'change-password')?.result} />

      <InvisibleSection invisible={loaderData.invisible} />

      <EmailPreferencesSection
        preferences={loaderData.emailPreferences}
        result={answerTo(answer, 'email-preferences', 'enable-notifications')}
      />

      <PushSection publicKey={loaderData.push.publicKey} siteName={loaderData.push.siteName} />

      <LocationSettingsSection settings={loaderData.location} result={answerTo(answer, 'location')} />

      <BlockedMembersSection members={loaderData.blocked} result={answerTo(answer, 'unblock')?.blocked ?? null} />

      <DataExportSection state={loaderData.dataExport} result={answerTo(answer, 'data-export')} />

      <section className="d-flex flex-wrap gap-2 justify-content-between">
        <LogOutForm className="btn btn-outline-secondary">{t('settings.logout')}</LogOutForm>
        <Link className="btn btn-link text-danger" to="/notifications/delete-account">
          {t('settings.deleteAccount')}
        </Link>
      </section>
    </main>
  )
}
