// The notification e-mail types a member can turn off (SPEC §9 e-mail types), in the order the
// preferences card lists them. The server holds this list to the database's EmailType enum
// (server/notifications/preferences.ts); the browser's card imports it.
export const EMAIL_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const

export type EmailTypeName = (typeof EMAIL_TYPES)[number]
