// SPEC §9's free likes a day (docs/likes.md "Free likes a day"): a free member gives
// FREE_LIKES_PER_DAY new likes per UTC day, whatever the way (profile, likes tabs, match finder,
// swipe game, /api/likes.php with any `source`). One counter row per member (DailyLikes), taken in
// the like's own transaction: the row's lock queues two likes of one member, so both cannot take
// the last one, and a like refused or rolled back takes nothing.
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { FREE_LIKES_PER_DAY } from '../../shared/likes/like-limits.ts'

/** The start of `now`'s day in UTC: the day of the free likes (and of the auto-likes). */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** `now`'s UTC day as PostgreSQL's `date` reads it, whatever the session's time zone. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Takes one of the member's free likes of `now`'s UTC day inside `tx`; false (and nothing taken)
 * when the day's are used up. A new day starts at 1; a request dated before the stored day (a
 * clock behind) counts against the stored day.
 */
export async function takeDailyLike(tx: Prisma.TransactionClient, userId: number, now: Date): Promise<boolean> {
  const rows = await tx.$queryRaw<{ used: number }[]>`
    INSERT INTO "DailyLikes" ("userId", day, used) VALUES (${userId}, ${utcDay(now)}::date, 1)
    ON CONFLICT ("userId") DO UPDATE
       SET used = CASE WHEN excluded.day > "DailyLikes".day THEN 1 ELSE "DailyLikes".used + 1 END,
           day = GREATEST(excluded.day, "DailyLikes".day)
     WHERE excluded.day > "DailyLikes".day OR "DailyLikes".used < ${FREE_LIKES_PER_DAY}
    RETURNING used`
  return rows.length > 0
}

/** Free likes the member has left today; null for a premium member (no limit). */
export async function dailyLikesLeft(user: { id: number; paidUser: boolean }, now = new Date()): Promise<number | null> {
  if (user.paidUser) return null
  const row = await prisma.dailyLikes.findUnique({ where: { userId: user.id }, select: { day: true, used: true } })
  const used = row && utcDay(row.day) >= utcDay(now) ? row.used : 0
  return Math.max(0, FREE_LIKES_PER_DAY - used)
}
