// The warnings area under the top bar (SPEC §2, §4): profile photo, push notifications and
// disabled e-mail notifications. Each is dismissible; the dismissal is remembered with a
// timestamp (the dismissals cookie) and the alert returns after a week. A profile hidden by staff
// is stated on every page until it is shown again (not dismissible).
// The server renders the area as it will stay: dismissals come from the cookie, and the push
// alert shows when the member has no subscription yet. Only a browser that turns out unable to
// take pushes (or refused them) removes it after hydration, once: that is remembered as a dismissal.
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import { dismiss, type DismissalKey } from '../../shell/dismissals.ts'
import { PUSH_SUBSCRIBED_KEY } from '../../shell/activity.ts'
import { useHydrated } from '../../shell/display-mode.ts'
import { useRootData } from '../../shell/root-data.ts'
import { isDismissedIn } from '../../../shared/dismissals.ts'

export const ALERT_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000

export interface AlertsUser {
  hasPhoto: boolean
  profileHidden: boolean
  notificationsDisabled: string[]
  pushSubscribed: boolean
}

/** Whether this browser can be asked for pushes (and was not asked yet). Browser only. */
function pushCanBeOffered() {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return false
  try {
    if (window.localStorage.getItem(PUSH_SUBSCRIBED_KEY) === '1') return false
  } catch {
    return false
  }
  return Notification.permission === 'default'
}

export function AlertsArea({ user, pushEnabled }: { user: AlertsUser | null; pushEnabled: boolean }) {
  const { t } = useTranslation()
  const root = useRootData()
  // The close buttons need the page's script.
  const ready = useHydrated()
  const [closed, setClosed] = useState<Record<string, boolean>>({})
  const pushOffered = pushEnabled && user !== null && !user.pushSubscribed
  const [pushPossible, setPushPossible] = useState(true)
  useEffect(() => {
    if (!pushOffered || pushCanBeOffered()) return
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPushPossible(false)
    dismiss('alert.push')
  }, [pushOffered])
  if (!user) return null
  const dismissals = root?.dismissals ?? {}
  const renderedAt = root?.renderedAt ?? 0
  const dismissed = (key: DismissalKey) => closed[key] || isDismissedIn(dismissals, key, renderedAt, ALERT_SNOOZE_MS)

  type Alert = { key: DismissalKey | 'alert.profileHidden'; text: string; link: { to: string; label: string } }
  const dismissible = (alert: Alert): alert is Alert & { key: DismissalKey } => alert.key !== 'alert.profileHidden'
  const alerts: Alert[] = []
  if (user.profileHidden) {
    alerts.push({
      key: 'alert.profileHidden',
      text: t('shell.alerts.profileHidden'),
      link: { to: '/pages/service', label: t('shell.alerts.contactService') },
    })
  }
  if (!user.hasPhoto) {
    alerts.push({
      key: 'alert.profilePhoto',
      text: t('shell.alerts.profilePhoto'),
      link: { to: '/profile', label: t('shell.alerts.addPhoto') },
    })
  }
  if (user.notificationsDisabled.length > 0) {
    const reason = user.notificationsDisabled[0]
    alerts.push({
      key: 'alert.notificationsDisabled',
      text: t(`shell.alerts.notificationsDisabled.${reason === 'fbl' || reason === 'bounce' ? reason : 'listunsubscribe'}`),
      link: { to: '/notifications', label: t('shell.alerts.checkSettings') },
    })
  }
  if (pushOffered && pushPossible) {
    alerts.push({
      key: 'alert.push',
      text: t('shell.alerts.push'),
      link: { to: '/notifications', label: t('shell.alerts.checkSettings') },
    })
  }
  const visible = alerts.filter((alert) => !dismissible(alert) || !dismissed(alert.key))
  if (visible.length === 0) return null
  return (
    <section className="alerts-area container pt-3" aria-label={t('shell.alerts.label')}>
      {visible.map((alert) => (
        <div key={alert.key} className="alert alert-warning d-flex align-items-center gap-2 py-2 mb-2" data-alert={alert.key}>
          <span className="me-auto">
            {alert.text}{' '}
            <Link to={alert.link.to} className="alert-link">
              {alert.link.label}
            </Link>
          </span>
          {ready && dismissible(alert) ? (
            <button
              type="button"
              className="btn-close"
              aria-label={t('shell.alerts.dismiss')}
              onClick={() => {
                dismiss(alert.key)
                setClosed((current) => ({ ...current, [alert.key]: true }))
              }}
            />
          ) : null}
        </div>
      ))}
    </section>
  )
}
