// GET /api/auto-like.php (SPEC §7): after the `t` delay a member receives a like from a
// profile that fits what they look for; it is shown as a new like in the like modal.
import { prisma } from '../db.ts'
import { mainImageJson, type MainImageJson } from '../photos/photo-url.ts'
import type { Gender, Sexuality } from '../generated/prisma/client.ts'
import { startOfUtcDay } from './daily-likes.ts'

/** The genders a member with this gender and sexuality is looking for. */
export function wantedGenders(gender: Gender, sexuality: Sexuality): Gender[] {
  if (sexuality === 'bi') return ['male', 'female']
  if (sexuality === 'gay') return ['male']
  if (sexuality === 'lesbian') return ['female']
  return [gender === 'male' ? 'female' : 'male']
}

export interface AutoLikeProfile {
  id: number
  name: string
  main_image: MainImageJson
  /** The member already likes this profile: the like is a match, announced as one (not as a new like). */
  match: boolean
}

/** Auto-likes a member receives at most per UTC day (docs/likes.md). */
export const AUTO_LIKES_PER_DAY = 3

/**
 * At most AUTO_LIKES_PER_DAY a UTC day: picks a searchable profile with a photo that does not like the member yet and is not
 * blocked either way, records its like (source "auto", new) and returns it; null when none fits.
 */
export async function createAutoLike(userId: number, now = new Date()): Promise<AutoLikeProfile | null> {
  const me = await prisma.profile.findUnique({
    where: { userId },
    select: { siteId: true, gender: true, sexuality: true, country: true },
  })
  if (!me) return null
  const today = await prisma.like.count({ where: { toUserId: userId, source: 'auto', createdAt: { gte: startOfUtcDay(now) } } })
  if (today >= AUTO_LIKES_PER_DAY) return null
  const candidates = await prisma.profile.findMany({
    where: {
      siteId: me.siteId,
      searchable: true,
      userId: { not: userId },
      gender: { in: wantedGenders(me.gender, me.sexuality) },
      user: {
        photos: { some: { isMain: true, status: 'active', visibility: 'public' } },
        likesSent: { none: { toUserId: userId } },
        // Someone the member passed in the swipe game does not come back as a like either.
        swipePassedBy: { none: { fromUserId: userId } },
        blocksMade: { none: { blockedId: userId } },
        blockedBy: { none: { blockerId: userId } },
      },
    },
    orderBy: [{ lastActiveAt: 'desc' }],
    take: 20,
    select: {
      userId: true,
      name: true,
      country: true,
      user: {
        select: {
          photos: {
            where: { isMain: true, status: 'active' },
            take: 1,
            select: { filename: true, matchFilename: true, thumbFilename: true },
          },
        },
      },
    },
  })
  const sameCountry = candidates.filter((c) => c.country === me.country)
  const pool = sameCountry.length ? sameCountry : candidates
  const pick = pool[Math.floor(Math.random() * pool.length)]
  const photo = pick?.user.photos[0]
  if (!pick || !photo) return null
  const [, likedBack] = await prisma.$transaction([
    prisma.like.upsert({
      where: { fromUserId_toUserId: { fromUserId: pick.userId, toUserId: userId } },
      create: { fromUserId: pick.userId, toUserId: userId, source: 'auto', isNew: true, createdAt: now },
      update: {},
    }),
    prisma.like.count({ where: { fromUserId: userId, toUserId: pick.userId } }),
  ])
  return {
    id: pick.userId,
    name: pick.name,
    main_image: mainImageJson(photo)!,
    match: likedBack > 0,
  }
}
