// A position → the member's country, region (our Region row) and city, coarsened to the
// city centre. Offline: see places.ts for the data and region-match.ts for the regions.
import { prisma } from '../db.ts'
import { onInvalidation } from '../cache-bus.ts'
import { ADMIN2_COUNTRIES, findPlace, type Place } from './places.ts'
import { buildRegionMatcher, type RegionMatcher, type RegionRow } from './region-match.ts'

export interface GeocodeResult {
  /** ISO 3166-1 alpha-2. */
  country: string
  regionId: number | null
  regionName: string | null
  city: string
  /** The city centre, rounded to 2 decimals: never the position that was asked about. */
  latitude: number
  longitude: number
}

export interface RegionIndex {
  /** Countries that have Region rows (the ones our sites can serve). */
  countries: Set<string>
  match: RegionMatcher
}

export function buildRegionIndex(rows: RegionRow[]): RegionIndex {
  return { countries: new Set(rows.map((r) => r.countryCode)), match: buildRegionMatcher(rows) }
}

/** Turns a found place into our terms: which country we file it under and which Region row. */
export function resolvePlace(place: Place, index: RegionIndex): GeocodeResult {
  // Åland (AX) is a Finnish region to us, Jersey (JE) is not a country we know but the UK is.
  const country = index.countries.has(place.territory) || !index.countries.has(place.country) ? place.territory : place.country
  const region = index.match(country, [
    place.admin1,
    ADMIN2_COUNTRIES.has(country) ? place.admin2 : null,
    place.territory !== country ? place.territoryName : null,
  ])
  return {
    country,
    regionId: region?.id ?? null,
    regionName: region?.name ?? null,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
  }
}

const TTL_MS = 10 * 60_000
let cached: { index: Promise<RegionIndex>; expires: number } | undefined
onInvalidation('reference', () => (cached = undefined))

/** Region rows change only with a deploy or seed: read once and kept for a while. */
function regionIndex(): Promise<RegionIndex> {
  if (!cached || cached.expires <= Date.now()) {
    const index = prisma.region
      .findMany({ select: { id: true, countryCode: true, code: true, name: true } })
      .then(buildRegionIndex)
    index.catch(() => (cached = undefined))
    cached = { index, expires: Date.now() + TTL_MS }
  }
  return cached.index
}

/**
 * The country, region and city of a position, or null when it is not near any known place
 * (at sea, or far from every town). The first call reads the offline data (about a second).
 */
export async function reverseGeocode(latitude: number, longitude: number): Promise<GeocodeResult | null> {
  const place = findPlace(latitude, longitude)
  return place ? resolvePlace(place, await regionIndex()) : null
}
