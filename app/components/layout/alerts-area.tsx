// The warnings area under the top bar (SPEC §2, §4): profile photo, push notifications and
// disabled e-mail notifications. Each is dismissible; the dismissal is remembered with a
// timestamp and the alert returns after a week. A profile hidden by staff is stated on every
// page until it is shown again (not dismissible).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { dismiss, isDismissed, type DismissalKey } from '../../shell/dismissals.ts'
import { PUSH_SUBSCRIBED_KEY } from '../../shell/activity.ts'
import { useHydrated } from '../../shell/display-mode.ts'

export const ALERT_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000

interface AlertsUser {
  hasPhoto: boolean
  profileHidden: boolean
  notificationsDisabled: string[]
}

function pushCanBeOffered(pushEnabled: boolean) {
  if (!pushEnabled || typeof window === 'undefined') return false
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
  // Dismissals live in the browser: before hydration every alert shows (and cannot be dismissed).
  const ready = useHydrated()
  const [now] = useState(() => Date.now())
  const [closed, setClosed] = useState<Record<string, boolean>>({})
  if (!user) return null
  const dismissed = (key: DismissalKey) => closed[key] || (ready && isDismissed(key, now, ALERT_SNOOZE_MS))

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
  if (ready && pushCanBeOffered(pushEnabled)) {
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
