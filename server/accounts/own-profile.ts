// What /api/user.php says about the member's own profile beyond the profile row (SPEC §3 Profile):
// the region's name, the interests, the main image and the photos, and for the poll the top-bar
// counts. One statement (the poll asks for this every minute, and each round trip to the database
// costs more than the small indexed subqueries it holds).
import { prisma } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'
import { ownPhotosFromJson, ownPhotosJsonSql, type OwnPhoto } from '../photos/photos.ts'
import type { MainImageJson } from '../photos/photo-url.ts'
import { activityCountsSql, countsOf, type ActivityCounts } from '../shell/shell-data.ts'

export interface OwnProfileData {
  mainImage: MainImageJson | null
  photos: OwnPhoto[]
  interests: string[]
  region: { id: number; code: string; name: string } | null
}

type OwnProfileRow = {
  region: OwnProfileData['region']
  interests: string[]
  photos: Parameters<typeof ownPhotosFromJson>[0]
} & Partial<ActivityCounts>

async function readOwnProfile(userId: number, withCounts: boolean): Promise<OwnProfileRow | undefined> {
  const [row] = await prisma.$queryRaw<OwnProfileRow[]>`
    SELECT ${withCounts ? Prisma.sql`${activityCountsSql(userId)},` : Prisma.empty}
           (SELECT json_build_object('id', r.id, 'code', r.code, 'name', r.name) FROM "Region" r WHERE r.id = p."regionId") AS region,
           coalesce((SELECT json_agg(i.slug ORDER BY i."sortOrder", i.id) FROM "ProfileInterest" pi
                       JOIN "Interest" i ON i.id = pi."interestId" WHERE pi."profileId" = p."userId"), '[]'::json) AS interests,
           ${ownPhotosJsonSql(userId)} AS photos
      FROM (SELECT 1) one LEFT JOIN "Profile" p ON p."userId" = ${userId}`
  return row
}

const ownProfileOf = (row: OwnProfileRow | undefined): OwnProfileData => ({
  ...ownPhotosFromJson(row?.photos ?? []),
  interests: row?.interests ?? [],
  region: row?.region ?? null,
})

export async function loadOwnProfileData(userId: number): Promise<OwnProfileData> {
  return ownProfileOf(await readOwnProfile(userId, false))
}

/** The own profile data and the top-bar counts (getActivityCounts) in the same statement: the poll's user call. */
export async function loadOwnProfileAndCounts(userId: number): Promise<{ own: OwnProfileData; counts: ActivityCounts }> {
  const row = await readOwnProfile(userId, true)
  return { own: ownProfileOf(row), counts: countsOf(row) }
}
