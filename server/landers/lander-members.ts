// Members shown on landers: searchable profiles of the site with an active public main
// photo, most recently active first. Fictional profiles are left out: SPEC §1 wants them
// flagged with a warning label, which photo-first ad layouts have no room for.
import { prisma } from '../db.ts'
import type { Prisma, Sexuality } from '../generated/prisma/client.ts'
import { ageOn, latestBirthDateForAge } from '../members/age.ts'
import { photoUrl } from '../photos/photo-url.ts'
import { createTtlCache } from './ttl-cache.ts'
import { onInvalidation } from '../cache-bus.ts'
import { isOnline, ONLINE_WINDOW_MS } from '../../shared/members/online.ts'

export interface LanderPhoto {
  thumb: string
  match: string
  full: string
  /** The three sizes as an <img srcset>. */
  srcSet: string
  width: number
  height: number
}

export interface LanderMember {
  id: number
  name: string
  age: number
  gender: 'male' | 'female'
  city: string | null
  regionId: number | null
  regionName: string | null
  country: string
  fictional: boolean
  /** The member's own words, in `language`. */
  aboutMe: string | null
  language: string
  lastActiveAt: string
  online: boolean
  photo: LanderPhoto | null
}

/** What a theme or a page narrows the members to; every field is optional. */
export interface MemberFilter {
  gender?: 'male' | 'female'
  sexualities?: Sexuality[]
  minAge?: number
  maxAge?: number
  bodyTypes?: string[]
  interestSlugs?: string[]
  country?: string
  regionId?: number
  city?: string
}

export interface ListLanderMembersOptions extends MemberFilter {
  limit: number
  excludeIds?: number[]
}

const publicMainPhoto = { isMain: true, status: 'active', visibility: 'public' } satisfies Prisma.PhotoWhereInput

export const landerMemberSelect = {
  userId: true,
  name: true,
  gender: true,
  birthDate: true,
  city: true,
  regionId: true,
  region: { select: { name: true } },
  country: true,
  fictional: true,
  aboutMe: true,
  lastActiveAt: true,
  user: {
    select: {
      language: true,
      photos: {
        where: publicMainPhoto,
        take: 1,
        select: { filename: true, thumbFilename: true, matchFilename: true, width: true, height: true },
      },
    },
  },
} satisfies Prisma.ProfileSelect

interface StoredPhoto {
  filename: string
  thumbFilename: string
  matchFilename: string
  width: number
  height: number
}

/**
 * Widths of the stored sizes: member uploads follow server/photos/process-image.ts
 * (thumb 320, match 600, full as stored), the seed's demo avatars are 160/400/800 squares.
 */
function storedWidths(photo: StoredPhoto) {
  return photo.thumbFilename.startsWith('seed/')
    ? { thumb: 160, match: 400, full: 800 }
    : { thumb: 320, match: 600, full: photo.width }
}

export function toLanderPhoto(photo: StoredPhoto): LanderPhoto {
  const urls = { thumb: photoUrl(photo.thumbFilename), match: photoUrl(photo.matchFilename), full: photoUrl(photo.filename) }
  const widths = storedWidths(photo)
  return {
    ...urls,
    srcSet: `${urls.thumb} ${widths.thumb}w, ${urls.match} ${widths.match}w, ${urls.full} ${widths.full}w`,
    width: photo.width,
    height: photo.height,
  }
}

export function toLanderMember(p: Prisma.ProfileGetPayload<{ select: typeof landerMemberSelect }>, now: Date): LanderMember {
  const photo = p.user.photos[0]
  return {
    id: p.userId,
    name: p.name,
    age: ageOn(p.birthDate, now),
    gender: p.gender,
    city: p.city,
    regionId: p.regionId,
    regionName: p.region?.name ?? null,
    country: p.country,
    fictional: p.fictional,
    aboutMe: p.aboutMe,
    language: p.user.language,
    lastActiveAt: p.lastActiveAt.toISOString(),
    online: isOnline(p.lastActiveAt, now),
    photo: photo ? toLanderPhoto(photo) : null,
  }
}

export function landerMemberWhere(siteId: number, filter: MemberFilter, now: Date): Prisma.ProfileWhereInput {
  return {
    siteId,
    searchable: true,
    fictional: false,
    user: { photos: { some: publicMainPhoto } },
    gender: filter.gender,
    sexuality: filter.sexualities ? { in: filter.sexualities } : undefined,
    bodyType: filter.bodyTypes ? { in: filter.bodyTypes } : undefined,
    birthDate:
      filter.minAge || filter.maxAge
        ? {
            ...(filter.minAge ? { lte: latestBirthDateForAge(filter.minAge, now) } : {}),
            ...(filter.maxAge ? { gt: latestBirthDateForAge(filter.maxAge + 1, now) } : {}),
          }
        : undefined,
    interests: filter.interestSlugs ? { some: { interest: { slug: { in: filter.interestSlugs } } } } : undefined,
    country: filter.country,
    regionId: filter.regionId,
    city: filter.city ? { equals: filter.city, mode: 'insensitive' } : undefined,
  }
}

const cache = createTtlCache<LanderMember[]>(60_000)

export function listLanderMembers(siteId: number, options: ListLanderMembersOptions): Promise<LanderMember[]> {
  const { limit, excludeIds, ...filter } = options
  const key = JSON.stringify([siteId, limit, excludeIds ?? [], filter])
  return cache.get(key, async () => {
    const now = new Date()
    const where = landerMemberWhere(siteId, filter, now)
    if (excludeIds?.length) where.userId = { notIn: excludeIds }
    const profiles = await prisma.profile.findMany({
      where,
      orderBy: [{ lastActiveAt: 'desc' }, { userId: 'desc' }],
      take: limit,
      select: landerMemberSelect,
    })
    return profiles.map((p) => toLanderMember(p, now))
  })
}

/**
 * Up to `limit` members that match `filter`; when too few match, the list is topped up
 * first with members of the same gender, then with anyone, so a lander is never empty.
 */
export async function listThemedMembers(siteId: number, filter: MemberFilter, limit: number): Promise<LanderMember[]> {
  // A copy: the cached list itself must not grow.
  const members = [...(await listLanderMembers(siteId, { ...filter, limit }))]
  const fallbacks: MemberFilter[] = []
  if (filter.gender && Object.keys(filter).length > 1) fallbacks.push({ gender: filter.gender })
  if (Object.keys(filter).length > 0) fallbacks.push({})
  for (const fallback of fallbacks) {
    if (members.length >= limit) break
    const more = await listLanderMembers(siteId, {
      ...fallback,
      limit: limit - members.length,
      excludeIds: members.map((m) => m.id),
    })
    members.push(...more)
  }
  return members
}

const onlineCache = createTtlCache<number>(60_000)

/** How many members of the site are online (shared/members/online.ts). */
export function countOnlineMembers(siteId: number): Promise<number> {
  return onlineCache.get(String(siteId), () =>
    prisma.profile.count({
      where: { siteId, searchable: true, fictional: false, lastActiveAt: { gte: new Date(Date.now() - ONLINE_WINDOW_MS) } },
    }),
  )
}

export function clearLanderMemberCache() {
  cache.clear()
  onlineCache.clear()
}
onInvalidation('member-listings', clearLanderMemberCache)
onInvalidation('site', clearLanderMemberCache)
