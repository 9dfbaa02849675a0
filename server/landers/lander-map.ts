// The map lander's data: one country of the site, its regions placed on a stylised map,
// how many members live in each, and a member's avatar pinned near some of them.
import { prisma } from '../db.ts'
import { listLanderMembers, type LanderMember, type MemberFilter } from './lander-members.ts'
import { layoutMap } from './map-projection.ts'
import { createTtlCache } from './ttl-cache.ts'
import { onInvalidation } from '../cache-bus.ts'

export interface LanderMapRegion {
  id: number
  name: string
  members: number
  /** Canvas position; null for regions too far away to draw (overseas territories). */
  x: number | null
  y: number | null
}

export interface LanderMapPin {
  member: LanderMember
  regionId: number
  x: number
  y: number
}

export interface LanderMap {
  country: string
  width: number
  height: number
  outline: string
  /** Regions by number of members, most first. */
  regions: LanderMapRegion[]
  pins: LanderMapPin[]
  /** Members of the site in this country. */
  total: number
}

/** Pins (with the region name under them) closer than this would hide each other. */
const PIN_SPACING = { x: 88, y: 52 }

const layoutCache = createTtlCache<
  Pick<LanderMap, 'width' | 'height' | 'outline'> & { regions: Omit<LanderMapRegion, 'members'>[] }
>(10 * 60_000)

function countryLayout(country: string) {
  return layoutCache.get(country, async () => {
    const regions = await prisma.region.findMany({
      where: { countryCode: country },
      select: { id: true, name: true, latitude: true, longitude: true },
      orderBy: { name: 'asc' },
    })
    const layout = layoutMap(
      regions.flatMap((r) =>
        r.latitude !== null && r.longitude !== null ? [{ id: r.id, lat: r.latitude, lon: r.longitude }] : [],
      ),
    )
    return {
      width: layout.width,
      height: layout.height,
      outline: layout.outline,
      regions: regions.map((r) => {
        const at = layout.positions.get(r.id)
        return { id: r.id, name: r.name, x: at?.x ?? null, y: at?.y ?? null }
      }),
    }
  })
}

const countCache = createTtlCache<{ byRegion: Map<number, number>; total: number }>(60_000)

function membersPerRegion(siteId: number, country: string) {
  return countCache.get(`${siteId}:${country}`, async () => {
    const rows = await prisma.profile.groupBy({
      by: ['regionId'],
      where: { siteId, country, searchable: true, fictional: false },
      _count: { _all: true },
    })
    return {
      byRegion: new Map(rows.flatMap((r) => (r.regionId === null ? [] : [[r.regionId, r._count._all] as const]))),
      total: rows.reduce((sum, r) => sum + r._count._all, 0),
    }
  })
}

export async function getLanderMap(
  siteId: number,
  country: string,
  options: { highlightRegionId?: number | null; pins?: number; filter?: MemberFilter } = {},
): Promise<LanderMap> {
  const [layout, counts, themed] = await Promise.all([
    countryLayout(country),
    membersPerRegion(siteId, country),
    listLanderMembers(siteId, { ...options.filter, country, limit: 60 }),
  ])
  // A theme nobody in this country matches still gets a map full of members.
  const members = themed.length > 0 || !options.filter ? themed : await listLanderMembers(siteId, { country, limit: 60 })
  const regions = layout.regions
    .map((r) => ({ ...r, members: counts.byRegion.get(r.id) ?? 0 }))
    .sort((a, b) => b.members - a.members || a.name.localeCompare(b.name))
  const byId = new Map(regions.map((r) => [r.id, r]))
  // The highlighted region's members first, then the most recently active elsewhere.
  const ordered = options.highlightRegionId
    ? [
        ...members.filter((m) => m.regionId === options.highlightRegionId),
        ...members.filter((m) => m.regionId !== options.highlightRegionId),
      ]
    : members
  const pins: LanderMapPin[] = []
  for (const member of ordered) {
    if (pins.length >= (options.pins ?? 10)) break
    const region = member.regionId ? byId.get(member.regionId) : undefined
    if (!region || region.x === null || region.y === null) continue
    const { x, y } = region
    const crowded = (p: LanderMapPin) => Math.abs(p.x - x) < PIN_SPACING.x && Math.abs(p.y - y) < PIN_SPACING.y
    if (pins.some((p) => p.regionId === region.id || crowded(p))) continue
    pins.push({ member, regionId: region.id, x, y })
  }
  return {
    country,
    width: layout.width,
    height: layout.height,
    outline: layout.outline,
    regions,
    pins,
    total: counts.total,
  }
}

export function clearLanderMapCache() {
  layoutCache.clear()
  countCache.clear()
}
onInvalidation('reference', () => layoutCache.clear())
onInvalidation('member-listings', () => countCache.clear())
