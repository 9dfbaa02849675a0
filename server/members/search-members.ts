// Member search (SPEC §3 Search state): gender, country, region, age range, paged with a
// total count; online and recently active members first. Never shows the searcher, members
// blocked in either direction, or anyone not searchable (unconfirmed, invisible, pending
// deletion, disabled).
import { z } from 'zod'
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { latestBirthDateForAge } from './age.ts'
import { ageOn } from './age.ts'
import { photoUrl } from '../photos/photo-url.ts'
import type { MemberCard } from './list-featured-members.ts'

export const PAGE_SIZE = 24
export const searchSchema = z.object({
  gender: z.enum(['male', 'female']).optional().catch(undefined),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  countryregion: z.coerce.number().int().positive().optional().catch(undefined),
  min_age: z.coerce.number().int().min(18).max(99).optional().catch(undefined),
  max_age: z.coerce.number().int().min(18).max(99).optional().catch(undefined),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
})
export type SearchInput = z.infer<typeof searchSchema>

export async function searchMembers(viewer: { id: number; siteId: number }, input: SearchInput, now = new Date()) {
  const where: Prisma.ProfileWhereInput = {
    siteId: viewer.siteId,
    searchable: true,
    userId: { not: viewer.id },
    gender: input.gender,
    country: input.country,
    regionId: input.countryregion,
    birthDate: {
      ...(input.min_age ? { lte: latestBirthDateForAge(input.min_age, now) } : {}),
      ...(input.max_age ? { gt: latestBirthDateForAge(input.max_age + 1, now) } : {}),
    },
    user: { blocksMade: { none: { blockedId: viewer.id } }, blockedBy: { none: { blockerId: viewer.id } } },
  }
  const [total, profiles] = await Promise.all([
    prisma.profile.count({ where }),
    prisma.profile.findMany({
      where,
      orderBy: [{ lastActiveAt: 'desc' }, { userId: 'desc' }],
      skip: (input.pageNumber - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: {
        userId: true,
        name: true,
        birthDate: true,
        city: true,
        country: true,
        fictional: true,
        cardType: true,
        user: {
          select: {
            photos: {
              where: { isMain: true, status: 'active', visibility: 'public' },
              take: 1,
              select: { thumbFilename: true, matchFilename: true },
            },
          },
        },
      },
    }),
  ])
  const members: MemberCard[] = profiles.map((p) => {
    const photo = p.user.photos[0]
    return {
      id: p.userId,
      name: p.name,
      age: ageOn(p.birthDate, now),
      city: p.city,
      country: p.country,
      fictional: p.fictional,
      cardType: p.cardType,
      photo: photo ? { thumb: photoUrl(photo.thumbFilename), match: photoUrl(photo.matchFilename) } : null,
    }
  })
  return { members, total, pageNumber: input.pageNumber, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }
}
