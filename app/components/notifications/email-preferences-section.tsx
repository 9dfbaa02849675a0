// The e-mail preferences card: a switch per e-mail type (SPEC §9), and, when e-mail stopped after a
// bounce, a spam complaint or a one-click unsubscribe, the alert that turns it on again. Plain
// forms: it works without JavaScript. `token` is set on the e-mail-source variant (no login).
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form } from 'react-router'
import type { EmailPreferences } from '../../../server/notifications/preferences.ts'
import type { PreferencesIntentResult } from '../../routes/+shared/email-preferences.server.ts'
import { EMAIL_TYPES as TYPES } from '../../../shared/notifications/email-types.ts'

export function EmailPreferencesSection({
  preferences,
  result,
  token,
}: {
  preferences: EmailPreferences
  result?: PreferencesIntentResult
  token?: string
}) {
  const { t } = useTranslation('notifications')
  const hidden = token ? <input type="hidden" name="token" value={token} /> : null
  return (
    <section className="card mb-4" aria-labelledby="email-notifications-heading">
      <div className="card-body">
        <h2 id="email-notifications-heading" className="h5">
          {t('settings.heading')}
        </h2>
        {/* After "Turn off all e-mails" the alert below says what happened. */}
        {result && result.intent !== 'unsubscribe' ? (
          <div className={`alert ${result.ok ? 'alert-success' : 'alert-warning'}`} role="status">
            {t(result.notice)}
          </div>
        ) : null}
        {preferences.disabled.length > 0 ? (
          <Form method="post" className="alert alert-warning" role="status" data-testid="notifications-disabled">
            {hidden}
            <p className="mb-2">{t(`settings.disabled.${preferences.disabled[0]}`)}</p>
            <button className="btn btn-sm btn-outline-dark" type="submit" name="intent" value="enable-notifications">
              {t('settings.enable')}
            </button>
          </Form>
        ) : null}
        <p className="text-muted">{t('settings.intro')}</p>
        <Form method="post" key={JSON.stringify(preferences.types)}>
          {hidden}
          <input type="hidden" name="intent" value="email-preferences" />
          {TYPES.map((type) => (
            <div className="form-check form-switch" key={type}>
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id={`email-type-${type}`}
                name="types"
                value={type}
                defaultChecked={preferences.types[type]}
              />
              <label className="form-check-label" htmlFor={`email-type-${type}`}>
                {t(`settings.types.${type}`)}
              </label>
            </div>
          ))}
          <button className="btn btn-outline-primary btn-sm mt-2" type="submit">
            {t('settings.save')}
          </button>
        </Form>
      </div>
    </section>
  )
}
