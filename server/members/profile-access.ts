// The one visibility rule for members (docs/security.md): every path that returns another member
// goes through `checkProfileAccess` (one member) or `shownProfilesWhere` / `visibleProfilesWhere`
// (lists). A profile that does not exist, belongs to another site, is disabled, or whose account
// is not active (unconfirmed, pending deletion, deleted) or invisible answers exactly like a
// missing one; members always see their own profile while it is unconfirmed or invisible. When
// the owner blocked the viewer, the viewer only learns the owner's name ("You're blocked by {name}").
import { parseId } from '../http/parse-id.ts'
import { prisma } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'

/** A User filter: no block between this user and `userId`, in either direction. */
export function userNotBlockedWith(userId: number) {
  return {
    blocksMade: { none: { blockedId: userId } },
    blockedBy: { none: { blockerId: userId } },
  } satisfies Prisma.UserWhereInput
}

/** Who blocked whom between members `a` and `b`. */
export async function blockBetween(a: number, b: number): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const rows = await prisma.block.findMany({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { blockerId: true },
  })
  return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) }
}

/**
 * Profiles anyone may be shown on this site, blocks aside: `searchable` is kept true exactly for
 * an active profile of an active, visible account (activation, invisibility, deletion and staff
 * moderation all maintain it).
 */
export function shownProfilesWhere(siteId: number) {
  return { siteId, searchable: true } satisfies Prisma.ProfileWhereInput
}

/** Profiles `viewerId` may be shown in a list: shown ones, not their own, no block either way. */
export function visibleProfilesWhere(siteId: number, viewerId: number | null) {
  if (viewerId === null) return shownProfilesWhere(siteId)
  return {
    ...shownProfilesWhere(siteId),
    userId: { not: viewerId },
    user: userNotBlockedWith(viewerId),
  } satisfies Prisma.ProfileWhereInput
}

/**
 * `visibleProfilesWhere` as SQL, for the few hot queries written by hand (the likes lists, related
 * profiles): the profile row `alias` is shown on the site, not the viewer's own, and no block
 * either way (a visitor, `viewerId` null: shown on the site).
 * Kept here, next to the Prisma filter, so the rule has one home; the likes tests hold both to
 * the same answers. `siteId` may be a subquery (the viewer's own site, read in the same statement).
 */
export function visibleProfileSql(alias: 'p', siteId: number | Prisma.Sql, viewerId: number | null): Prisma.Sql {
  const a = Prisma.raw(`"${alias}"`)
  // A visitor: the profiles shown on the site (shownProfilesWhere).
  if (viewerId === null) return Prisma.sql`${a}."siteId" = ${siteId} AND ${a}.searchable`
  // The viewer's blocks (either way) are read once, as a hashed set, not probed per profile row.
  return Prisma.sql`${a}."siteId" = ${siteId} AND ${a}.searchable AND ${a}."userId" <> ${viewerId}
    AND ${a}."userId" NOT IN (SELECT b."blockedId" FROM "Block" b WHERE b."blockerId" = ${viewerId}
                              UNION ALL
                              SELECT b."blockerId" FROM "Block" b WHERE b."blockedId" = ${viewerId})`
}

export const profileAccessSelect = {
  userId: true,
  siteId: true,
  name: true,
  gender: true,
  sexuality: true,
  birthDate: true,
  country: true,
  city: true,
  signupReason: true,
  tattoos: true,
  hairColor: true,
  eyeColor: true,
  bodyType: true,
  relationshipStatus: true,
  aboutMe: true,
  status: true,
  fictional: true,
  cardType: true,
  invisible: true,
  lastActiveAt: true,
  region: { select: { name: true } },
  interests: { select: { interest: { select: { slug: true, icon: true, sortOrder: true } } } },
  user: { select: { status: true, invisible: true } },
} satisfies Prisma.ProfileSelect

export type ProfileRow = Prisma.ProfileGetPayload<{ select: typeof profileAccessSelect }>

export type ProfileAccess =
  | { kind: 'not_found' }
  | { kind: 'blocked'; name: string }
  | { kind: 'ok'; profile: ProfileRow; own: boolean; blockedByViewer: boolean }

/** A profile id from a URL or a body (parseId: a positive 32-bit integer, else null). */
export const parseProfileId = parseId

/** Whether a profile row may be shown at all (blocks aside). */
export function isShowable(profile: ProfileRow, siteId: number, own: boolean): boolean {
  if (profile.siteId !== siteId || profile.status !== 'active') return false
  const status = profile.user.status
  if (status === 'deleted' || status === 'pending_deletion') return false
  if (own) return true
  return status === 'active' && !profile.invisible && !profile.user.invisible
}

/** The statement's row: the profile's columns, the region's name, the account, interests and blocks. */
type AccessRow = Omit<ProfileRow, 'region' | 'interests' | 'user'> & {
  regionName: string | null
  userStatus: ProfileRow['user']['status']
  userInvisible: boolean
  interests: ProfileRow['interests'][number]['interest'][]
  viewerBlocked: boolean
  ownerBlocked: boolean
}

/**
 * Whether `viewerId` (null: a visitor) may see the profile, with what the profile screen shows of
 * it: one statement (the profile, its region, the account, its interests and the blocks between
 * the two), where Prisma's nested select took six. It reads exactly `profileAccessSelect`
 * (tests/integration/profile-view.test.ts holds the two to the same answer).
 */
export async function checkProfileAccess(viewerId: number | null, siteId: number, profileId: number): Promise<ProfileAccess> {
  const own = viewerId === profileId
  // A visitor has no blocks (ids are positive: 0 matches none).
  const viewer = viewerId ?? 0
  const [row] = await prisma.$queryRaw<AccessRow[]>`
    SELECT p."userId", p."siteId", p."name", p."gender"::text AS "gender", p."sexuality"::text AS "sexuality",
      p."birthDate", p."country", p."city", p."signupReason", p."tattoos", p."hairColor", p."eyeColor", p."bodyType",
      p."relationshipStatus", p."aboutMe", p."status"::text AS "status", p."fictional", p."cardType"::text AS "cardType",
      p."invisible", p."lastActiveAt", r."name" AS "regionName",
      u."status"::text AS "userStatus", u."invisible" AS "userInvisible",
      coalesce((SELECT json_agg(json_build_object('slug', i."slug", 'icon', i."icon", 'sortOrder', i."sortOrder"))
                  FROM "ProfileInterest" pi JOIN "Interest" i ON i."id" = pi."interestId"
                 WHERE pi."profileId" = p."userId"), '[]') AS "interests",
      EXISTS (SELECT 1 FROM "Block" b WHERE b."blockerId" = ${viewer} AND b."blockedId" = p."userId") AS "viewerBlocked",
      EXISTS (SELECT 1 FROM "Block" b WHERE b."blockerId" = p."userId" AND b."blockedId" = ${viewer}) AS "ownerBlocked"
    FROM "Profile" p
    JOIN "User" u ON u."id" = p."userId"
    LEFT JOIN "Region" r ON r."id" = p."regionId"
    WHERE p."userId" = ${profileId}`
  if (!row) return { kind: 'not_found' }
  const { regionName, userStatus, userInvisible, interests, viewerBlocked, ownerBlocked, ...columns } = row
  const profile: ProfileRow = {
    ...columns,
    region: regionName === null ? null : { name: regionName },
    interests: interests.map((interest) => ({ interest })),
    user: { status: userStatus, invisible: userInvisible },
  }
  if (!isShowable(profile, siteId, own)) return { kind: 'not_found' }
  if (viewerId === null || own) return { kind: 'ok', profile, own, blockedByViewer: false }
  if (ownerBlocked) return { kind: 'blocked', name: profile.name }
  return { kind: 'ok', profile, own, blockedByViewer: viewerBlocked }
}
