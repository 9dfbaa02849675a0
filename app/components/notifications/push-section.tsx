// The push card of the settings page: this device's push state (SPEC §4: unknown/not capable,
// not subscribed, subscribed, denied) and the switch that subscribes it (public/sw-push.js).
import { useTranslation } from '../../i18n/use-translation.ts'
import { usePushSwitch } from '../../shell/push-client.ts'

export function PushSection({ publicKey, siteName }: { publicKey: string; siteName: string }) {
  const { t } = useTranslation('notifications')
  const { state, busy, failed, change } = usePushSwitch(publicKey)
  if (!publicKey) return null
  const status =
    state === 'subscribed'
      ? 'subscribed'
      : state === 'denied'
        ? 'denied'
        : state === 'unsupported'
          ? 'unsupported'
          : state === 'not_subscribed'
            ? 'notSubscribed'
            : null
  return (
    <section className="card mb-4" aria-labelledby="push-heading" data-push-state={state}>
      <div className="card-body">
        <h2 id="push-heading" className="h5">
          {t('settings.push.heading')}
        </h2>
        <p className="text-muted">{t('settings.push.intro', { siteName })}</p>
        {status ? (
          <p className="mb-2" role="status">
            {t(`settings.push.${status}`)}
          </p>
        ) : null}
        {failed ? (
          <div className="alert alert-warning py-2" role="alert">
            {t('settings.push.failed')}
          </div>
        ) : null}
        {state === 'not_subscribed' ? (
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={busy} onClick={() => void change(true)}>
            {t('settings.push.enable')}
          </button>
        ) : null}
        {state === 'subscribed' ? (
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={busy} onClick={() => void change(false)}>
            {t('settings.push.disable')}
          </button>
        ) : null}
      </div>
    </section>
  )
}
