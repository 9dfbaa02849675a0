// The count table "ProfileSearchCount" (members every search may show, per site, gender and
// country) is kept exact by triggers on "Profile" (migration 20261128200000_profile_search_counts;
// docs/search-performance.md, "Count table"). Nothing in the application writes it. This module
// checks it against a fresh count, for the recurring job and the tests: the triggers make drift
// impossible short of someone disabling them (session_replication_role = replica, ALTER TABLE
// ... DISABLE TRIGGER), and the check repairs that case instead of leaving totals wrong.
import { prisma } from '../../db.ts'
import { Prisma } from '../../generated/prisma/client.ts'

export interface CountDrift {
  siteId: number
  gender: string
  country: string
  slot: number
  /** What the table holds. */
  kept: number
  /** What "Profile" holds. */
  actual: number
}

// The table against a GROUP BY of "Profile", in one statement (one snapshot): a difference is
// real, never a change caught half-way.
/** What the table should hold: the members every search may show, per site, gender, country and slot. */
const freshCounts = Prisma.sql`
  SELECT p."siteId", p."gender", p."country", (p."userId" % 16)::smallint AS "slot", count(*)::int AS "members"
  FROM "Profile" p
  WHERE p."searchable" AND p."status" = 'active' AND NOT p."invisible"
  GROUP BY 1, 2, 3, 4`

const driftQuery = Prisma.sql`
  WITH actual AS (${freshCounts})
  SELECT "siteId", "gender"::text AS "gender", "country", "slot"::int AS "slot",
         coalesce(c."members", 0) AS "kept", coalesce(a."members", 0) AS "actual"
  FROM actual a FULL JOIN "ProfileSearchCount" c USING ("siteId", "gender", "country", "slot")
  WHERE coalesce(c."members", 0) <> coalesce(a."members", 0)
  ORDER BY 1, 2, 3, 4`

/** The groups where the count table differs from a fresh count (none while the triggers run). */
export async function searchCountDrift(): Promise<CountDrift[]> {
  return prisma.$queryRaw<CountDrift[]>(driftQuery)
}

export interface CountCheck {
  drifted: CountDrift[]
  repaired: boolean
}

/**
 * Checks the count table; on a difference, counts it afresh. The rebuild locks the table against
 * the triggers' writes (EXCLUSIVE: reads go on) before it reads "Profile": a change already
 * counted has committed by then, and one not yet counted waits and adds itself to the new rows.
 */
export async function checkSearchCounts(): Promise<CountCheck> {
  const drifted = await searchCountDrift()
  if (!drifted.length) return { drifted, repaired: false }
  await prisma.$transaction(
    async (tx) => {
      // Queued behind a long transaction, the lock request would hold up every later profile
      // change: give up instead (the job fails and the next run tries again).
      await tx.$executeRaw`SET LOCAL lock_timeout = '5s'`
      await tx.$executeRaw`LOCK TABLE "ProfileSearchCount" IN EXCLUSIVE MODE`
      await tx.$executeRaw`DELETE FROM "ProfileSearchCount"`
      await tx.$executeRaw`INSERT INTO "ProfileSearchCount" ("siteId", "gender", "country", "slot", "members") ${freshCounts}`
    },
    // About a second at a million members; Prisma's default would end it at 5 s.
    { timeout: 60_000 },
  )
  return { drifted, repaired: true }
}
