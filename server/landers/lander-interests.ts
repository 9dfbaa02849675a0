// The interests the icons lander shows (landerInterestSlugs, shared/members/interests.ts: those
// with a drawing in app/components/landers/interest-icon.tsx), with how many members share each.
import { prisma } from '../db.ts'
import { createTtlCache } from './ttl-cache.ts'
import { onInvalidation } from '../cache-bus.ts'
import { isLanderInterest, landerInterestSlugs, type LanderInterestSlug } from '../../shared/members/interests.ts'

// The slugs are shared/members/interests.ts; the lander page asks this module for both.
export { isLanderInterest, type LanderInterestSlug }

export interface LanderInterest {
  slug: LanderInterestSlug
  members: number
}

const cache = createTtlCache<LanderInterest[]>(5 * 60_000)

/** The lander's interests in the table's order, each with its number of searchable members. */
export function listLanderInterests(siteId: number): Promise<LanderInterest[]> {
  return cache.get(String(siteId), async () => {
    const interests = await prisma.interest.findMany({
      where: { slug: { in: [...landerInterestSlugs] } },
      orderBy: { sortOrder: 'asc' },
      select: { id: true, slug: true },
    })
    const counts = await prisma.profileInterest.groupBy({
      by: ['interestId'],
      where: { interestId: { in: interests.map((i) => i.id) }, profile: { siteId, searchable: true, fictional: false } },
      _count: { _all: true },
    })
    const byId = new Map(counts.map((c) => [c.interestId, c._count._all]))
    return interests
      .filter((i) => isLanderInterest(i.slug))
      .map((i) => ({ slug: i.slug as LanderInterestSlug, members: byId.get(i.id) ?? 0 }))
  })
}

export function clearLanderInterestCache() {
  cache.clear()
}
onInvalidation('reference', clearLanderInterestCache)
onInvalidation('member-listings', clearLanderInterestCache)
