// /notifications/email?token=…: the e-mail-source variant of the notifications page (SPEC §2),
// opened from the footer of a notification e-mail ("E-mail preferences", and "Unsubscribe", which
// lands on its #unsubscribe button). The signed token stands in for a login: it shows and changes
// only that member's e-mail preferences, nothing else of the account.
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Link, useActionData } from 'react-router'
import type { Route } from './+types/notifications.email'
import { readForm } from '../../server/http/read-body.ts'
import { checkEmailToken } from '../../server/notifications/email-link.ts'
import { getEmailPreferences } from '../../server/notifications/preferences.ts'
import { handlePreferencesIntent } from './+shared/email-preferences.server.ts'
import { EmailPreferencesSection } from '../components/notifications/email-preferences-section.tsx'
import { UnsubscribeSection } from '../components/notifications/unsubscribe-section.tsx'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const check = await checkEmailToken(token)
  if (!check.ok)
    return data(
      { valid: false as const, expired: check.reason === 'expired' },
      { status: check.reason === 'expired' ? 410 : 403 },
    )
  const preferences = await getEmailPreferences(check.userId)
  return { valid: true as const, token, email: preferences.email, preferences }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request)
  const check = await checkEmailToken(formData.get('token'))
  if (!check.ok) return data({ intent: 'email-preferences' as const, ok: false, notice: 'emailSource.invalid' }, { status: 403 })
  const result = await handlePreferencesIntent(check.userId, formData)
  if (!result) return data({ intent: 'email-preferences' as const, ok: false, notice: 'settings.unknownType' }, { status: 400 })
  return data(result, { status: result.ok ? 200 : 400 })
}

export default function EmailSourcePreferences({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('notifications')
  const result = useActionData<typeof action>()
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 720 }}>
      <title>{t('emailSource.title')}</title>
      <h1 className="h3 mb-3">{t('emailSource.title')}</h1>
      {loaderData.valid ? (
        <>
          <p className="text-muted">{t('emailSource.intro', { email: loaderData.email })}</p>
          <EmailPreferencesSection preferences={loaderData.preferences} result={result} token={loaderData.token} />
          {loaderData.preferences.disabled.length === 0 ? <UnsubscribeSection token={loaderData.token} /> : null}
        </>
      ) : (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{t(loaderData.expired ? 'emailSource.expired' : 'emailSource.invalid')}</p>
          <Link className="btn btn-sm btn-outline-dark" to="/login">
            {t('emailSource.login')}
          </Link>
        </div>
      )}
    </main>
  )
}
