// The scheduled notification e-mails (docs/notifications.md): unread message reminders, reminders
// for members who stayed away, and the weekly update. The hourly `notification-digests` job runs
// all three; each e-mail's key makes it once-only, so a run that is repeated sends nothing twice.
import { Prisma, type EmailType } from '../generated/prisma/client.ts'
import { prisma } from '../db.ts'
import { sendToMember, type MemberEmailOutcome } from './member-mail.ts'

/** A message unread this long brings a reminder (once per oldest unread message). */
export const UNREAD_REMINDER_AFTER_MS = 24 * 3600_000
/** Away this long brings one reminder per absence... */
export const INACTIVE_AFTER_MS = 14 * 24 * 3600_000
/** ...unless away longer than this (no mail to members long gone). */
export const INACTIVE_UNTIL_MS = 180 * 24 * 3600_000
const WEEK_MS = 7 * 24 * 3600_000
/** Candidates per kind and run: a large backlog is worked through over several runs. */
export const DIGEST_BATCH = 500

export interface DigestReport {
  unreadReminders: number
  reminders: number
  weeklyUpdates: number
}

/** SQL: the member `u` may get e-mail of this type (same rule as mayEmail, so opted-out members never fill a batch). */
function mailable(type: EmailType) {
  return Prisma.sql`u.status = 'active' AND COALESCE(cardinality(u."notificationsDisabled"), 0) = 0
    AND NOT EXISTS (SELECT 1 FROM "EmailPreference" ep
                     WHERE ep."userId" = u.id AND ep.type = ${type}::"EmailType" AND NOT ep.enabled)`
}

const sent = (outcome: MemberEmailOutcome | 'no_recipient') => (outcome === 'sent' ? 1 : 0)

/** Monday 00:00 UTC of the week of `now`, as YYYY-MM-DD (the weekly update's key). */
export function weekOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day))
  return monday.toISOString().slice(0, 10)
}

export async function sendUnreadReminders(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNREAD_REMINDER_AFTER_MS)
  // Per member: the oldest message they have not read, if it is older than a day and the
  // reminder for it has not gone out.
  const rows = await prisma.$queryRaw<{ userId: number; messageId: number; unread: number }[]>`
    SELECT * FROM (
      SELECT cm."userId", MIN(m.id)::int AS "messageId", COUNT(*)::int AS unread
        FROM "ConversationMember" cm
        JOIN "Message" m ON m."conversationId" = cm."conversationId"
        JOIN "User" u ON u.id = cm."userId"
       WHERE cm."removedAt" IS NULL AND ${mailable('unread_message_reminders')}
         AND m."senderId" <> cm."userId" AND m."createdAt" > COALESCE(cm."lastReadAt", 'epoch'::timestamp)
       GROUP BY cm."userId"
      HAVING MIN(m."createdAt") < ${before}) t
     WHERE NOT EXISTS (SELECT 1 FROM "OutboundEmail" o
                        WHERE o."idempotencyKey" = 'notify:unread-reminder:' || t."userId" || ':' || t."messageId")
     LIMIT ${DIGEST_BATCH}`
  let count = 0
  for (const row of rows) {
    const outcome = await sendToMember(row.userId, {
      type: 'unread_message_reminders',
      kind: 'unread_message_reminders',
      vars: () => ({ url: '/chats', unread: row.unread }),
      idempotencyKey: `notify:unread-reminder:${row.userId}:${row.messageId}`,
      template: 'notify-unread_message_reminders',
    })
    count += sent(outcome)
  }
  return count
}

export async function sendInactiveReminders(now = new Date()): Promise<number> {
  const rows = await prisma.$queryRaw<{ userId: number; lastActiveAt: Date }[]>`
    SELECT p."userId", p."lastActiveAt" FROM "Profile" p JOIN "User" u ON u.id = p."userId"
     WHERE ${mailable('reminders')} AND p.fictional = false
       AND p."lastActiveAt" < ${new Date(now.getTime() - INACTIVE_AFTER_MS)}
       AND p."lastActiveAt" > ${new Date(now.getTime() - INACTIVE_UNTIL_MS)}
       AND NOT EXISTS (SELECT 1 FROM "OutboundEmail" o
                        WHERE o."idempotencyKey" = 'notify:reminder:' || p."userId" || ':' || (EXTRACT(EPOCH FROM p."lastActiveAt") * 1000)::bigint)
     LIMIT ${DIGEST_BATCH}`
  let count = 0
  for (const row of rows) {
    const outcome = await sendToMember(row.userId, {
      type: 'reminders',
      kind: 'reminders',
      vars: () => ({ url: '/members' }),
      idempotencyKey: `notify:reminder:${row.userId}:${row.lastActiveAt.getTime()}`,
      template: 'notify-reminders',
    })
    count += sent(outcome)
  }
  return count
}

export async function sendWeeklyUpdates(now = new Date()): Promise<number> {
  const week = weekOf(now)
  const since = new Date(now.getTime() - WEEK_MS)
  // Members who signed up more than a week ago, with new likes or new members in their country
  // (visible ones: active, searchable, not invisible) during the last seven days.
  const rows = await prisma.$queryRaw<{ userId: number; likes: number; newMembers: number }[]>`
    SELECT * FROM (
    SELECT u.id AS "userId",
           (SELECT COUNT(*)::int FROM "Like" l WHERE l."toUserId" = u.id AND l."createdAt" > ${since}) AS likes,
           (SELECT COUNT(*)::int FROM "Profile" q JOIN "User" v ON v.id = q."userId"
             WHERE q."siteId" = p."siteId" AND q.country = p.country AND q."userId" <> u.id
               AND q.searchable AND NOT q.invisible AND q.status = 'active' AND v.status = 'active'
               AND v."signupDate" > ${since}) AS "newMembers"
      FROM "User" u JOIN "Profile" p ON p."userId" = u.id
     WHERE ${mailable('weekly_updates')} AND p.fictional = false AND u."signupDate" < ${since}
       AND NOT EXISTS (SELECT 1 FROM "OutboundEmail" o WHERE o."idempotencyKey" = 'notify:weekly:' || u.id || ':' || ${week})
    ) t
     WHERE t.likes > 0 OR t."newMembers" > 0
     LIMIT ${DIGEST_BATCH}`
  let count = 0
  for (const row of rows) {
    const outcome = await sendToMember(row.userId, {
      type: 'weekly_updates',
      kind: 'weekly_updates',
      vars: () => ({ url: row.likes > 0 ? '/likes' : '/members', likes: row.likes, newMembers: row.newMembers }),
      idempotencyKey: `notify:weekly:${row.userId}:${week}`,
      template: 'notify-weekly_updates',
    })
    count += sent(outcome)
  }
  return count
}

export async function runDigests(now = new Date()): Promise<DigestReport> {
  return {
    unreadReminders: await sendUnreadReminders(now),
    reminders: await sendInactiveReminders(now),
    weeklyUpdates: await sendWeeklyUpdates(now),
  }
}
