// Countries and regions for the search form and for checking countryregion, read once
// and kept for a while (they change only with a deploy or a seed), so a search costs no
// extra query for them.
import { prisma } from '../../db.ts'
import { onInvalidation } from '../../cache-bus.ts'

const TTL_MS = 5 * 60_000

export interface SearchRegion {
  id: number
  name: string
  country: string
}

export interface SearchCountry {
  code: string
  /** The country's word for its regions: a key of accounts:subregion (province, state ...). */
  subregion: string
}

interface RegionTable {
  countries: Map<string, SearchCountry>
  regions: SearchRegion[]
  countryOf: Map<number, string>
}

let table: { value: Promise<RegionTable>; expires: number } | undefined
onInvalidation('reference', () => (table = undefined))

async function loadTable(): Promise<RegionTable> {
  const rows = await prisma.country.findMany({
    select: { code: true, subregionKind: true, regions: { select: { id: true, name: true }, orderBy: { name: 'asc' } } },
  })
  const countries = new Map(rows.map((r) => [r.code, { code: r.code, subregion: r.subregionKind }]))
  const regions = rows.flatMap((r) => r.regions.map((region) => ({ id: region.id, name: region.name, country: r.code })))
  return { countries, regions, countryOf: new Map(regions.map((r) => [r.id, r.country])) }
}

function getTable(): Promise<RegionTable> {
  if (!table || table.expires <= Date.now()) {
    const value = loadTable()
    table = { value, expires: Date.now() + TTL_MS }
    // A failed load is not kept: the next search tries again.
    value.catch(() => {
      if (table?.value === value) table = undefined
    })
  }
  return table.value
}

/** The country of every region, for validating countryregion. */
export async function getRegionCountryLookup(): Promise<(regionId: number) => string | undefined> {
  const { countryOf } = await getTable()
  return (regionId) => countryOf.get(regionId)
}

/**
 * The site's countries (in its order) with their word for regions, and the regions (alphabetical)
 * of the one country the search is in, for the search form: the list of another country comes
 * from /api/regions.php when the member picks it (or with the next search, without JavaScript).
 */
export async function getSearchRegions(siteCountries: readonly string[], country: string | undefined) {
  const { countries, regions } = await getTable()
  const chosen = country && siteCountries.includes(country) ? country : undefined
  return {
    countries: siteCountries.map((code) => countries.get(code) ?? { code, subregion: 'region' }),
    regions: chosen ? regions.filter((r) => r.country === chosen) : [],
  }
}

export function clearSearchRegionCache() {
  table = undefined
}
