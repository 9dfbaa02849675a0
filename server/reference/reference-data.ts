// Interests and regions change only with a deploy or seed: read once, kept for a while.
import { prisma } from '../db.ts'
import { toJsonEntity, type JsonEntity } from '../http/api.ts'
import { createTtlCache } from '../landers/ttl-cache.ts'
import { onInvalidation, publishInvalidation } from '../cache-bus.ts'

const cache = createTtlCache<JsonEntity>(5 * 60_000)

function cached(key: string, load: () => Promise<unknown>): Promise<JsonEntity> {
  return cache.get(key, async () => toJsonEntity(await load()))
}

export interface InterestItem {
  id: number
  slug: string
  icon: string
}

export function getInterestsEntity(): Promise<JsonEntity> {
  return cached('interests', () =>
    prisma.interest.findMany({ orderBy: { sortOrder: 'asc' }, select: { id: true, slug: true, icon: true } }),
  )
}

export interface CountryRegions {
  country: string
  /** The word the country uses for its regions: province, state, canton ... */
  subregion: string
  regions: { id: number; code: string; name: string }[]
}

export function getRegionsEntity(countries: string[]): Promise<JsonEntity> {
  const sorted = [...new Set(countries)].sort()
  return cached(`regions:${sorted.join(',')}`, async () => {
    const rows = await prisma.country.findMany({
      where: { code: { in: sorted } },
      select: {
        code: true,
        subregionKind: true,
        regions: { orderBy: { name: 'asc' }, select: { id: true, code: true, name: true } },
      },
    })
    const byCode = new Map(rows.map((r) => [r.code, r]))
    return countries
      .map((code) => byCode.get(code))
      .filter((r) => r !== undefined)
      .map((r): CountryRegions => ({ country: r.code, subregion: r.subregionKind, regions: r.regions }))
  })
}

export function clearReferenceCache() {
  cache.clear()
}
onInvalidation('reference', clearReferenceCache)

/** Interests, countries or regions changed (a seed): every process reads them again. */
export function invalidateReferenceData(): Promise<void> {
  return publishInvalidation('reference')
}
