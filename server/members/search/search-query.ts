// The SQL of member search. One WHERE clause serves the count and the page, so the total
// always matches the list. See docs/search-performance.md for the plans and the indexes
// each shape of search uses.
import { CUSTOM_PLAN, replicaPrisma } from '../../db.ts'
import { Prisma } from '../../generated/prisma/client.ts'
import { latestBirthDateForAge } from '../age.ts'
import {
  mainPhotoJoin,
  memberCardColumns,
  memberCardFromRow,
  memberCardView,
  type MemberCard,
  type MemberCardRow,
  type MemberCardView,
} from '../member-card.ts'
import { cachedCount, rememberCount, sharedCount } from './count-cache.ts'
import { isOnline } from '../../../shared/members/online.ts'

const EARTH_RADIUS_KM = 6371.0088

export interface Searcher {
  siteId: number
  /** The logged-in member (left out of the results, with everyone blocked either way), or null for a visitor. */
  userId: number | null
  /** The searcher's own coarse position, the centre of a distance search. */
  position: { latitude: number; longitude: number } | null
}

export interface SearchCriteria {
  gender?: 'male' | 'female'
  country?: string
  regionId?: number
  minAge?: number
  maxAge?: number
  distanceKm?: number
  /** Profiles to leave out, e.g. the exact results when listing similar ones. */
  excludeIds?: readonly number[]
}

export interface SearchProfile extends MemberCard {
  online: boolean
}

/** A search result as a results page shows it (a member card, and whether they are online). */
export type SearchCardView = MemberCardView & { online: boolean }

export function searchCardView(profile: SearchProfile): SearchCardView {
  return { ...memberCardView(profile), online: profile.online }
}

interface LatLonBox {
  latMin: number
  latMax: number
  /** Longitude ranges (two when the box crosses the antimeridian), or null when every longitude is in reach. */
  lon: [number, number][] | null
}

/** The smallest latitude/longitude box around a circle of `km` (the prefilter an index can use). */
export function boundingBox(latitude: number, longitude: number, km: number): LatLonBox {
  const angular = km / EARTH_RADIUS_KM
  const dLat = (angular * 180) / Math.PI
  const latMin = Math.max(-90, latitude - dLat)
  const latMax = Math.min(90, latitude + dLat)
  const sinSpan = Math.sin(angular) / Math.cos((latitude * Math.PI) / 180)
  // A pole lies inside the circle: every longitude is in reach.
  if (latMin <= -90 || latMax >= 90 || sinSpan >= 1) return { latMin, latMax, lon: null }
  const dLon = (Math.asin(sinSpan) * 180) / Math.PI
  const lonMin = longitude - dLon
  const lonMax = longitude + dLon
  if (lonMin < -180)
    return {
      latMin,
      latMax,
      lon: [
        [lonMin + 360, 180],
        [-180, lonMax],
      ],
    }
  if (lonMax > 180)
    return {
      latMin,
      latMax,
      lon: [
        [lonMin, 180],
        [-180, lonMax - 360],
      ],
    }
  return { latMin, latMax, lon: [[lonMin, lonMax]] }
}

/** The great-circle distance between two points in km (haversine), the same formula as the SQL. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10)

function distanceConditions(position: NonNullable<Searcher['position']>, km: number): Prisma.Sql[] {
  const { latitude: lat, longitude: lon } = position
  const box = boundingBox(lat, lon, km)
  // Planned for its own centre and radius on every run (CUSTOM_PLAN): a generic plan cannot see
  // how small the box is, and ran 2.5 times slower.
  const parts = [Prisma.sql`${Prisma.raw(CUSTOM_PLAN)} p."latitude" BETWEEN ${box.latMin}::float8 AND ${box.latMax}::float8`]
  if (box.lon) {
    const ranges = box.lon.map(([from, to]) => Prisma.sql`p."longitude" BETWEEN ${from}::float8 AND ${to}::float8`)
    parts.push(ranges.length === 1 ? ranges[0]! : Prisma.sql`(${Prisma.join(ranges, ' OR ')})`)
  }
  parts.push(Prisma.sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(p."latitude" - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(p."latitude")) * power(sin(radians(p."longitude" - ${lon}::float8) / 2), 2)
    ))) <= ${km}::float8`)
  return parts
}

/**
 * What a profile must be to show at all, plus the filters. Every column here is in the search
 * indexes, so counts are index-only scans.
 */
export function searchConditions(searcher: Searcher, c: SearchCriteria, now: Date): Prisma.Sql {
  // `searchable` already means an active, visible, not deleted account with an active profile;
  // the status and invisible checks keep a stale flag from ever showing such a profile.
  const parts = [
    Prisma.sql`p."siteId" = ${searcher.siteId}`,
    Prisma.sql`p."searchable"`,
    Prisma.sql`p."status" = 'active'`,
    Prisma.sql`NOT p."invisible"`,
  ]
  if (c.gender) parts.push(Prisma.sql`p."gender" = ${c.gender}::"Gender"`)
  if (c.country) parts.push(Prisma.sql`p."country" = ${c.country}`)
  if (c.regionId !== undefined) parts.push(Prisma.sql`p."regionId" = ${c.regionId}`)
  if (c.minAge !== undefined) parts.push(Prisma.sql`p."birthDate" <= ${isoDate(latestBirthDateForAge(c.minAge, now))}::date`)
  if (c.maxAge !== undefined) parts.push(Prisma.sql`p."birthDate" > ${isoDate(latestBirthDateForAge(c.maxAge + 1, now))}::date`)
  if (c.distanceKm !== undefined) {
    if (!searcher.position) throw new Error('a distance search needs the searcher’s position')
    parts.push(...distanceConditions(searcher.position, c.distanceKm))
  }
  return Prisma.join(parts, ' AND ')
}

/** The ids never shown to this searcher: themself, everyone blocked either way, and `excludeIds`; null when none. */
export function excludedIds(searcher: Searcher, c: SearchCriteria): Prisma.Sql | null {
  const parts: Prisma.Sql[] = []
  if (searcher.userId !== null) {
    const me = searcher.userId
    parts.push(
      Prisma.sql`SELECT ${me}::int`,
      Prisma.sql`SELECT b."blockedId" FROM "Block" b WHERE b."blockerId" = ${me}`,
      Prisma.sql`SELECT b."blockerId" FROM "Block" b WHERE b."blockedId" = ${me}`,
    )
  }
  if (c.excludeIds?.length) parts.push(Prisma.sql`SELECT unnest(ARRAY[${Prisma.join([...c.excludeIds])}]::int[])`)
  return parts.length ? Prisma.join(parts, ' UNION ALL ') : null
}

/**
 * Whether the count table holds this search's `matching` part exactly: a search by nothing but
 * site, gender and country (excluded ids only change the `hidden` part). "ProfileSearchCount" counts
 * the members every search may show, per site, gender and country; triggers on "Profile" keep it
 * exact in the same transaction (docs/search-performance.md, "Count table").
 */
export function countTableAnswers(c: SearchCriteria): boolean {
  return (Object.keys(c) as (keyof SearchCriteria)[]).every((key) => c[key] === undefined || COUNT_TABLE_KEYS[key])
}

/** Which criteria the count table can answer; a new criterion must be added here (the type says so). */
const COUNT_TABLE_KEYS = {
  gender: true,
  country: true,
  excludeIds: true,
  regionId: false,
  minAge: false,
  maxAge: false,
  distanceKm: false,
} satisfies Record<keyof SearchCriteria, boolean>

/**
 * The total is everyone matching minus the few matching ones this searcher never sees: the
 * big count has no per-row block checks and is the same for every searcher. For the shapes the
 * count table answers it is a sum of a few of its rows; for the others it counts index entries
 * (and may be cached). `scan` counts "Profile" even when the table could answer (tests, benchmark).
 */
export function countQuery(searcher: Searcher, c: SearchCriteria, now: Date, options: { scan?: boolean } = {}): Prisma.Sql {
  const matching = countTableAnswers(c) && !options.scan ? tableMatchingCount(searcher, c) : matchingCount(searcher, c, now)
  return Prisma.sql`SELECT ${matching}::int AS "matching", ${hiddenCount(searcher, c, now)}::int AS "hidden"`
}

function tableMatchingCount(searcher: Searcher, c: SearchCriteria): Prisma.Sql {
  const parts = [Prisma.sql`c."siteId" = ${searcher.siteId}`]
  if (c.gender) parts.push(Prisma.sql`c."gender" = ${c.gender}::"Gender"`)
  if (c.country) parts.push(Prisma.sql`c."country" = ${c.country}`)
  return Prisma.sql`(SELECT coalesce(sum(c."members"), 0) FROM "ProfileSearchCount" c WHERE ${Prisma.join(parts, ' AND ')})`
}

function matchingCount(searcher: Searcher, c: SearchCriteria, now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT count(*) FROM "Profile" p WHERE ${searchConditions(searcher, c, now)})`
}

function hiddenCount(searcher: Searcher, c: SearchCriteria, now: Date): Prisma.Sql {
  const excluded = excludedIds(searcher, c)
  if (!excluded) return Prisma.sql`0`
  // "= ANY(ARRAY(...))" looks the few ids up by primary key instead of scanning every match.
  return Prisma.sql`(SELECT count(*) FROM "Profile" p WHERE p."userId" = ANY(ARRAY(${excluded})) AND ${searchConditions(searcher, c, now)})`
}

/**
 * Online members first, then the most recent activity: "online" is activity within the last
 * 5 minutes, so both are the order of lastActiveAt (the user id breaks ties, so pages never
 * overlap). The page's ids come from the index alone; only those 24 rows are read and look up
 * their main photo.
 */
export function pageQuery(searcher: Searcher, c: SearchCriteria, page: { offset: number; limit: number }, now: Date) {
  const excluded = excludedIds(searcher, c)
  return Prisma.sql`
    SELECT ${memberCardColumns}, p."lastActiveAt"
    FROM (
      SELECT p."userId", p."lastActiveAt"
      FROM "Profile" p
      WHERE ${searchConditions(searcher, c, now)}${excluded ? Prisma.sql` AND p."userId" NOT IN (${excluded})` : Prisma.empty}
      ORDER BY p."lastActiveAt" DESC, p."userId" DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    ) ids
    JOIN "Profile" p ON p."userId" = ids."userId"
    ${mainPhotoJoin(false)}
    ORDER BY ids."lastActiveAt" DESC, ids."userId" DESC`
}

/** What a total is kept under: the part of the search that is the same for every searcher. */
function totalKey(searcher: Searcher, c: SearchCriteria, now: Date): string {
  const where = searchConditions(searcher, c, now)
  return `${where.text}\u0000${JSON.stringify(where.values)}`
}

/** Everyone matching, before this searcher's own exclusions. */
async function countMatching(searcher: Searcher, c: SearchCriteria, now: Date): Promise<number> {
  const [row] = await replicaPrisma().$queryRaw<{ matching: number }[]>(
    Prisma.sql`SELECT ${matchingCount(searcher, c, now)}::int AS "matching"`,
  )
  return row?.matching ?? 0
}

export async function countProfiles(searcher: Searcher, c: SearchCriteria, now: Date): Promise<number> {
  // A few rows of the count table and the searcher's hidden matches, exact and live: nothing to cache.
  if (countTableAnswers(c)) {
    const [row] = await replicaPrisma().$queryRaw<{ matching: number; hidden: number }[]>(countQuery(searcher, c, now))
    return (row?.matching ?? 0) - (row?.hidden ?? 0)
  }
  const key = totalKey(searcher, c, now)
  const recount = () => countMatching(searcher, c, now)
  // This process's total, else another process's (Redis), else a live count below.
  const cached = cachedCount(key, recount) ?? (await sharedCount(key))
  if (cached !== undefined) {
    if (!excludedIds(searcher, c)) return cached
    const [row] = await replicaPrisma().$queryRaw<{ hidden: number }[]>(
      Prisma.sql`SELECT ${hiddenCount(searcher, c, now)}::int AS "hidden"`,
    )
    return cached - (row?.hidden ?? 0)
  }
  const [row] = await replicaPrisma().$queryRaw<{ matching: number; hidden: number }[]>(countQuery(searcher, c, now))
  rememberCount(key, row?.matching ?? 0)
  return (row?.matching ?? 0) - (row?.hidden ?? 0)
}

export async function findProfiles(
  searcher: Searcher,
  c: SearchCriteria,
  page: { offset: number; limit: number },
  now: Date,
): Promise<SearchProfile[]> {
  // Search reads may run a moment behind: a streaming replica when there is one (docs/capacity.md).
  const rows = await replicaPrisma().$queryRaw<(MemberCardRow & { lastActiveAt: Date })[]>(pageQuery(searcher, c, page, now))
  return rows.map((r) => ({
    ...memberCardFromRow(r, now),
    online: isOnline(r.lastActiveAt, now),
  }))
}
