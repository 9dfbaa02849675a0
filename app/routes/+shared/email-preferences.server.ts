// The e-mail preference forms of the settings page (notifications.intents.server.ts) and of its
// e-mail-source variant (notifications.email.tsx, where the footer's "Unsubscribe" lands: one
// button stops every notification e-mail, as List-Unsubscribe does). The rules are
// server/notifications/preferences.ts; this reads the forms. Route config names no file here.
import {
  disableNotifications,
  EMAIL_TYPES,
  enableNotifications,
  saveEmailPreferences,
} from '../../../server/notifications/preferences.ts'

export const EMAIL_PREFERENCES_INTENT = 'email-preferences'
export const ENABLE_NOTIFICATIONS_INTENT = 'enable-notifications'
export const UNSUBSCRIBE_INTENT = 'unsubscribe'

export interface PreferencesIntentResult {
  intent: typeof EMAIL_PREFERENCES_INTENT | typeof ENABLE_NOTIFICATIONS_INTENT | typeof UNSUBSCRIBE_INTENT
  ok: boolean
  /** A key in the notifications namespace. */
  notice: string
}

/** Handles the three intents for `userId`; null when the form is about something else. */
export async function handlePreferencesIntent(userId: number, formData: FormData): Promise<PreferencesIntentResult | null> {
  const intent = formData.get('intent')
  if (intent === EMAIL_PREFERENCES_INTENT) {
    const chosen = formData.getAll('types').map(String)
    if (chosen.some((type) => !(EMAIL_TYPES as readonly string[]).includes(type)))
      return { intent, ok: false, notice: 'settings.unknownType' }
    await saveEmailPreferences(
      userId,
      EMAIL_TYPES.filter((type) => chosen.includes(type)),
    )
    return { intent, ok: true, notice: 'settings.saved' }
  }
  if (intent === ENABLE_NOTIFICATIONS_INTENT) {
    await enableNotifications(userId)
    return { intent, ok: true, notice: 'settings.enabled' }
  }
  if (intent === UNSUBSCRIBE_INTENT) {
    await disableNotifications(userId, 'listunsubscribe')
    return { intent, ok: true, notice: 'settings.disabled.listunsubscribe' }
  }
  return null
}
