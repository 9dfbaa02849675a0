// Members shown to visitors on the logged-out home page: searchable profiles with an
// active public main photo, most recently active first.
import { prisma } from '../db.ts'
import { memberCardSelect, toMemberCard, type MemberCard } from './member-card.ts'

export type { MemberCard }

export async function listFeaturedMembers(siteId: number, limit = 24, now = new Date()): Promise<MemberCard[]> {
  const profiles = await prisma.profile.findMany({
    where: { siteId, searchable: true, user: { photos: { some: { isMain: true, status: 'active', visibility: 'public' } } } },
    orderBy: { lastActiveAt: 'desc' },
    take: limit,
    select: memberCardSelect,
  })
  return profiles.map((p) => toMemberCard(p, now))
}
