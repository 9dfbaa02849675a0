// The dashboard's daily figures (docs/staff.md "Dashboard"): one SiteDailyStats row per site and
// UTC day plus SiteDailyRevenue rows by currency and payment method, counted from members, orders
// and messages by the dashboard-stats job (jobs/dashboard-stats.ts). Every count is a range on
// an indexed date column (one UTC day), so a day costs about as much as that day's activity,
// whatever the number of members. Counting a day again overwrites its rows (idempotent).
import { Prisma } from '../../generated/prisma/client.ts'
import { prisma } from '../../db.ts'

const DAY_MS = 86_400_000
/** How many missing past days one run counts at most (newest first). */
export const BACKFILL_DAYS_PER_RUN = 31
/** How far back missing days are looked for. */
export const BACKFILL_HORIZON_DAYS = 400

/** The UTC day `date` falls on, as a Date at 00:00 UTC. */
export function utcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS)
}
export const addDays = (day: Date, n: number) => new Date(day.getTime() + n * DAY_MS)
/** YYYY-MM-DD of a UTC day. */
export const dayKey = (day: Date) => day.toISOString().slice(0, 10)

export interface DayFigures {
  siteId: number
  signups: number
  activations: number
  firstPurchases: number
  paidOrders: number
  refunds: number
  /** Null when the count left it out (CountScope). */
  messagesSent: number | null
  /** Only for today (see SiteDailyStats). */
  activeMembers: number | null
  photosWaiting: number | null
  complaintsOpen: number | null
}

export interface RevenueFigures {
  siteId: number
  currency: string
  paymentMethod: string
  paidOrders: number
  paidAmount: number
  refunds: number
  refundedAmount: number
}

const sitesOf = (siteIds: number[] | null) =>
  siteIds ? Prisma.sql`SELECT id FROM "Site" WHERE id = ANY(${siteIds}::int[])` : Prisma.sql`SELECT id FROM "Site"`

/**
 * What one count covers. The job counts everything (the snapshots only while the day is today);
 * a page view counts today's cheap figures live (sign-ups, activations, orders, revenue, the
 * queues: small indexed ranges) and takes the messages and active members, which grow with the
 * members' activity, from the job's row of today (at most one run old).
 */
export interface CountScope {
  messages: boolean
  activeMembers: boolean
  queues: boolean
}
const JOB_TODAY: CountScope = { messages: true, activeMembers: true, queues: true }
const JOB_PAST: CountScope = { messages: true, activeMembers: false, queues: false }
export const PAGE_TODAY: CountScope = { messages: false, activeMembers: false, queues: true }

/**
 * The SELECT of one day's figures per site (columns as DayFigures; what `scope` leaves out is
 * NULL). Fictional profiles are not members: their sign-ups and messages are not counted.
 */
function figuresSql(day: Date, siteIds: number[] | null, scope: CountScope): Prisma.Sql {
  const start = day
  const stop = addDays(day, 1)
  const activeColumn = scope.activeMembers
    ? Prisma.sql`(SELECT count(*) FROM "Profile" p
        WHERE p."siteId" = s.id AND p.searchable IN (true, false) AND p."lastActiveAt" >= ${start} AND p."lastActiveAt" < ${stop}
          AND NOT p.fictional)::int AS "activeMembers"`
    : Prisma.sql`NULL::int AS "activeMembers"`
  const queueColumns = scope.queues
    ? Prisma.sql`
      (SELECT count(*) FROM "Photo" ph JOIN "User" u ON u.id = ph."userId"
        WHERE ph.status = 'pending' AND u."siteId" = s.id)::int AS "photosWaiting",
      (SELECT count(*) FROM "Complaint" c WHERE c."siteId" = s.id AND c.status IN ('open', 'in_review'))::int AS "complaintsOpen"`
    : Prisma.sql`NULL::int AS "photosWaiting", NULL::int AS "complaintsOpen"`
  const messagesJoin = scope.messages
    ? Prisma.sql`LEFT JOIN (
      -- The conversation's site looked up per message (an index lookup each): a join would read
      -- every conversation to hash them.
      SELECT sent."siteId", count(*) AS n
      FROM (
        SELECT (SELECT c."siteId" FROM "Conversation" c WHERE c.id = msg."conversationId") AS "siteId"
        FROM "Message" msg
        WHERE msg."createdAt" >= ${start} AND msg."createdAt" < ${stop}
          AND NOT EXISTS (SELECT 1 FROM "Profile" p WHERE p."userId" = msg."senderId" AND p.fictional)
      ) sent
      GROUP BY sent."siteId"
    ) m ON m."siteId" = s.id`
    : Prisma.sql`LEFT JOIN (SELECT NULL::int AS "siteId", NULL::bigint AS n) m ON false`
  return Prisma.sql`
    SELECT s.id AS "siteId",
      (SELECT count(*) FROM "User" u
        WHERE u."siteId" = s.id AND u."signupDate" >= ${start} AND u."signupDate" < ${stop}
          AND NOT EXISTS (SELECT 1 FROM "Profile" p WHERE p."userId" = u.id AND p.fictional))::int AS signups,
      (SELECT count(*) FROM "User" u
        WHERE u."siteId" = s.id AND u."activatedAt" >= ${start} AND u."activatedAt" < ${stop}
          AND NOT EXISTS (SELECT 1 FROM "Profile" p WHERE p."userId" = u.id AND p.fictional))::int AS activations,
      coalesce(o."firstPurchases", 0)::int AS "firstPurchases",
      coalesce(o."paidOrders", 0)::int AS "paidOrders",
      coalesce(o.refunds, 0)::int AS refunds,
      ${scope.messages ? Prisma.sql`coalesce(m.n, 0)::int` : Prisma.sql`NULL::int`} AS "messagesSent",
      ${activeColumn},
      ${queueColumns}
    FROM (${sitesOf(siteIds)}) s
    LEFT JOIN (
      SELECT u."siteId",
        count(DISTINCT o."userId") FILTER (WHERE o."paidAt" >= ${start} AND o."paidAt" < ${stop}
          AND NOT EXISTS (SELECT 1 FROM "Order" e WHERE e."userId" = o."userId" AND e."paidAt" < ${start})) AS "firstPurchases",
        count(*) FILTER (WHERE o."paidAt" >= ${start} AND o."paidAt" < ${stop}) AS "paidOrders",
        count(*) FILTER (WHERE o."refundedAt" >= ${start} AND o."refundedAt" < ${stop}) AS refunds
      FROM "Order" o JOIN "User" u ON u.id = o."userId"
      WHERE (o."paidAt" >= ${start} AND o."paidAt" < ${stop}) OR (o."refundedAt" >= ${start} AND o."refundedAt" < ${stop})
      GROUP BY u."siteId"
    ) o ON o."siteId" = s.id
    ${messagesJoin}`
}

/** The SELECT of one day's paid and refunded orders per site, currency and payment method. */
function revenueSql(day: Date, siteIds: number[] | null): Prisma.Sql {
  const start = day
  const stop = addDays(day, 1)
  return Prisma.sql`
    SELECT u."siteId", o.currency, o."paymentMethod",
      (count(*) FILTER (WHERE o."paidAt" >= ${start} AND o."paidAt" < ${stop}))::int AS "paidOrders",
      coalesce(sum(o.amount) FILTER (WHERE o."paidAt" >= ${start} AND o."paidAt" < ${stop}), 0)::bigint AS "paidAmount",
      (count(*) FILTER (WHERE o."refundedAt" >= ${start} AND o."refundedAt" < ${stop}))::int AS refunds,
      coalesce(sum(o.amount) FILTER (WHERE o."refundedAt" >= ${start} AND o."refundedAt" < ${stop}), 0)::bigint AS "refundedAmount"
    FROM "Order" o JOIN "User" u ON u.id = o."userId"
    WHERE ((o."paidAt" >= ${start} AND o."paidAt" < ${stop}) OR (o."refundedAt" >= ${start} AND o."refundedAt" < ${stop}))
      AND u."siteId" IN (${sitesOf(siteIds)})
    GROUP BY u."siteId", o.currency, o."paymentMethod"`
}

/** One day's figures counted now, without storing them (the dashboard's "today": PAGE_TODAY). */
export async function countDay(day: Date, siteIds: number[] | null, scope: CountScope = PAGE_TODAY) {
  const [figures, revenue] = await Promise.all([
    prisma.$queryRaw<DayFigures[]>(figuresSql(day, siteIds, scope)),
    prisma.$queryRaw<(Omit<RevenueFigures, 'paidAmount' | 'refundedAmount'> & { paidAmount: bigint; refundedAmount: bigint })[]>(
      revenueSql(day, siteIds),
    ),
  ])
  return {
    figures,
    revenue: revenue.map((r) => ({ ...r, paidAmount: Number(r.paidAmount), refundedAmount: Number(r.refundedAmount) })),
  }
}

/**
 * Counts one UTC day for every site and stores it: the stats row is upserted, the revenue rows
 * replaced, in one transaction under a lock per day (two runs at once wait for each other). The
 * snapshot columns are written only while the day is today; a later count keeps what they had.
 */
export async function recomputeDay(day: Date, now = new Date()): Promise<void> {
  const scope = dayKey(day) === dayKey(now) ? JOB_TODAY : JOB_PAST
  const date = dayKey(day)
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('dashboard-day'), ${Math.floor(day.getTime() / DAY_MS)}::int)`
    await tx.$executeRaw`
      INSERT INTO "SiteDailyStats" ("siteId", day, signups, activations, "firstPurchases", "paidOrders", refunds,
        "messagesSent", "activeMembers", "photosWaiting", "complaintsOpen", "computedAt")
      SELECT f."siteId", ${date}::date, f.signups, f.activations, f."firstPurchases", f."paidOrders", f.refunds,
        f."messagesSent", f."activeMembers", f."photosWaiting", f."complaintsOpen", now()
      FROM (${figuresSql(day, null, scope)}) f
      ON CONFLICT ("siteId", day) DO UPDATE SET
        signups = EXCLUDED.signups, activations = EXCLUDED.activations, "firstPurchases" = EXCLUDED."firstPurchases",
        "paidOrders" = EXCLUDED."paidOrders", refunds = EXCLUDED.refunds, "messagesSent" = EXCLUDED."messagesSent",
        "activeMembers" = coalesce(EXCLUDED."activeMembers", "SiteDailyStats"."activeMembers"),
        "photosWaiting" = coalesce(EXCLUDED."photosWaiting", "SiteDailyStats"."photosWaiting"),
        "complaintsOpen" = coalesce(EXCLUDED."complaintsOpen", "SiteDailyStats"."complaintsOpen"),
        "computedAt" = now()`
    await tx.$executeRaw`DELETE FROM "SiteDailyRevenue" WHERE day = ${date}::date`
    await tx.$executeRaw`
      INSERT INTO "SiteDailyRevenue" ("siteId", day, currency, "paymentMethod", "paidOrders", "paidAmount", refunds, "refundedAmount")
      SELECT r."siteId", ${date}::date, r.currency, r."paymentMethod", r."paidOrders", r."paidAmount", r.refunds, r."refundedAmount"
      FROM (${revenueSql(day, null)}) r`
  })
}

/**
 * Past days (newest first, at most `limit`) that some site has no row for, from the first
 * member's sign-up (at most BACKFILL_HORIZON_DAYS back) to yesterday.
 */
export async function missingDays(now = new Date(), limit = BACKFILL_DAYS_PER_RUN): Promise<Date[]> {
  const today = utcDay(now)
  const horizon = addDays(today, -BACKFILL_HORIZON_DAYS)
  const rows = await prisma.$queryRaw<{ day: Date }[]>`
    WITH first AS (
      SELECT min(f."signupDate") AS at FROM "Site" s
      CROSS JOIN LATERAL (SELECT u."signupDate" FROM "User" u WHERE u."siteId" = s.id ORDER BY u."signupDate" LIMIT 1) f
    )
    SELECT g.day::date AS day
    FROM first, generate_series(greatest(date_trunc('day', first.at), ${horizon}::timestamp), ${addDays(today, -1)}::timestamp, interval '1 day') g(day)
    WHERE EXISTS (
      SELECT 1 FROM "Site" s
      WHERE NOT EXISTS (SELECT 1 FROM "SiteDailyStats" x WHERE x."siteId" = s.id AND x.day = g.day::date)
    )
    ORDER BY g.day DESC
    LIMIT ${limit}`
  return rows.map((r) => utcDay(r.day))
}

/**
 * One run of the job: today and yesterday counted again (yesterday's last hours and late
 * payments settle after midnight), then missing past days filled in.
 */
export async function refreshDashboardStats(now = new Date()): Promise<{ days: string[] }> {
  const today = utcDay(now)
  const days = [today, addDays(today, -1)]
  for (const day of await missingDays(now)) if (!days.some((d) => d.getTime() === day.getTime())) days.push(day)
  for (const day of days) await recomputeDay(day, now)
  return { days: days.map(dayKey) }
}
