// Which notification e-mails a member gets (SPEC §9 e-mail types). A type without a row is on;
// a row with enabled=false turns it off. `notifications_disabled` (a bounce, a spam complaint or a
// one-click List-Unsubscribe) stops every type until the member turns notifications on again.
import type { EmailType, NotificationsDisabledReason } from '../generated/prisma/client.ts'
import { prisma } from '../db.ts'
import { EMAIL_TYPES, type EmailTypeName } from '../../shared/notifications/email-types.ts'

export { EMAIL_TYPES }
// The shared list and the database's enum name the same types, both ways (a compile error otherwise).
EMAIL_TYPES satisfies readonly EmailType[]
type UnlistedEmailType = Exclude<EmailType, EmailTypeName>
export const everyEmailTypeListed: [UnlistedEmailType] extends [never] ? true : UnlistedEmailType = true

export function isEmailType(value: unknown): value is EmailType {
  return typeof value === 'string' && (EMAIL_TYPES as readonly string[]).includes(value)
}

export interface EmailPreferences {
  types: Record<EmailType, boolean>
  disabled: NotificationsDisabledReason[]
  /** The address the e-mails go to (the e-mail-source page names it). */
  email: string
}

export async function getEmailPreferences(userId: number): Promise<EmailPreferences> {
  const [user, rows] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { notificationsDisabled: true, email: true } }),
    prisma.emailPreference.findMany({ where: { userId } }),
  ])
  const types = Object.fromEntries(EMAIL_TYPES.map((type) => [type, true])) as Record<EmailType, boolean>
  for (const row of rows) types[row.type] = row.enabled
  return { types, disabled: user.notificationsDisabled, email: user.email }
}

/**
 * Saves the whole set of toggles (types not listed are turned off, like an unticked checkbox).
 * `enableAll` also clears the reasons in notifications_disabled: the member asks for mail again.
 */
export async function saveEmailPreferences(
  userId: number,
  enabled: readonly EmailType[],
  options: { clearDisabled?: boolean } = {},
) {
  await prisma.$transaction([
    ...EMAIL_TYPES.map((type) =>
      prisma.emailPreference.upsert({
        where: { userId_type: { userId, type } },
        create: { userId, type, enabled: enabled.includes(type) },
        update: { enabled: enabled.includes(type) },
      }),
    ),
    ...(options.clearDisabled ? [prisma.user.update({ where: { id: userId }, data: { notificationsDisabled: [] } })] : []),
  ])
}

/** Adds a reason to notifications_disabled once (a repeated bounce or unsubscribe changes nothing). */
export async function disableNotifications(userId: number, reason: NotificationsDisabledReason): Promise<void> {
  await prisma.$executeRaw`
    UPDATE "User"
    SET "notificationsDisabled" = array_append(COALESCE("notificationsDisabled", '{}'), ${reason}::"NotificationsDisabledReason")
    WHERE id = ${userId} AND NOT (${reason}::"NotificationsDisabledReason" = ANY(COALESCE("notificationsDisabled", '{}')))`
}

/** Turns notification e-mails on again (the member's choice, or staff through the support CLI). */
export async function enableNotifications(userId: number): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { notificationsDisabled: [] } })
}

/** True when the member may get an e-mail of this type now. */
export async function mayEmail(userId: number, type: EmailType): Promise<boolean> {
  const [user, row] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { status: true, notificationsDisabled: true } }),
    prisma.emailPreference.findUnique({ where: { userId_type: { userId, type } } }),
  ])
  if (!user || user.status !== 'active' || user.notificationsDisabled.length > 0) return false
  return row?.enabled ?? true
}
