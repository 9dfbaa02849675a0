// Member search (SPEC §3 Search state): gender, country, region, age range, paged with a
// total count; online and recently active members first. Never shows the searcher, members
// blocked in either direction, or anyone not searchable (unconfirmed, invisible, pending
// deletion, disabled).
import { z } from 'zod'
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { latestBirthDateForAge } from './age.ts'
import { memberCardSelect, toMemberCard } from './member-card.ts'

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
      select: memberCardSelect,
    }),
  ])
  const members = profiles.map((p) => toMemberCard(p, now))
  return { members, total, pageNumber: input.pageNumber, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }
}
