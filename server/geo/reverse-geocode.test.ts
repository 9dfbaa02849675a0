// Offline reverse geocoding on the real datasets, matched against the seeded regions
// (prisma/seed/data/countries.ts) instead of the database.
import { beforeAll, describe, expect, it } from 'vitest'
import { countries } from '../../prisma/seed/data/countries.ts'
import { findPlace, loadPlaces } from './places.ts'
import { normaliseRegionName } from './region-match.ts'
import { buildRegionIndex, resolvePlace, type GeocodeResult } from './reverse-geocode.ts'

let nextId = 0
const rows = countries.flatMap((c) => c.regions.map((r) => ({ id: ++nextId, countryCode: c.code, code: r.code, name: r.name })))
const index = buildRegionIndex(rows)
const regionCode = (id: number | null) => rows.find((r) => r.id === id)?.code ?? null

function geocode(lat: number, lon: number): GeocodeResult | null {
  const place = findPlace(lat, lon)
  return place ? resolvePlace(place, index) : null
}

beforeAll(() => {
  loadPlaces()
}, 60_000)

describe('reverse geocoding', () => {
  it.each([
    [52.37, 4.89, 'NL', 'NH', 'Noord-Holland', 'Amsterdam'],
    [52.52, 13.405, 'DE', 'BE', 'Berlin', 'Berlin'],
    [59.91, 10.75, 'NO', '03', 'Oslo', 'Oslo'],
    [50.85, 4.35, 'BE', 'BRU', 'Brussel / Bruxelles', 'Brussels'],
    [51.51, -0.13, 'GB', 'LND', 'Greater London', 'London'],
    [53.35, -6.26, 'IE', 'D', 'Dublin', 'Dublin'],
    [46.2, 6.15, 'CH', 'GE', 'Genève', 'Geneva'],
    [48.21, 16.37, 'AT', '9', 'Wien', 'Vienna'],
    [55.68, 12.57, 'DK', '84', 'Region Hovedstaden', 'Copenhagen'],
    [57.71, 11.97, 'SE', 'O', 'Västra Götalands län', 'Gothenburg'],
    [50.06, 19.94, 'PL', '12', 'Małopolskie', 'Kraków'],
  ])('%f, %f is %s, region %s (%s), city %s', (lat, lon, country, code, regionName, city) => {
    const found = geocode(lat, lon)
    expect(found).toMatchObject({ country, regionName, city })
    expect(regionCode(found!.regionId)).toBe(code)
  })

  it('files Åland under Finland, in its own region', () => {
    expect(geocode(60.1, 19.94)).toMatchObject({ country: 'FI', regionName: 'Ahvenanmaa', city: 'Mariehamn' })
  })

  it('finds nothing in the open sea', () => {
    expect(geocode(54.5, 3.5)).toBeNull() // North Sea, between the Netherlands and England
    expect(geocode(40, -40)).toBeNull() // mid-Atlantic
    expect(findPlace(91, 0)).toBeNull()
  })

  it('coarsens to the town centre, rounded to 2 decimals', () => {
    // A precise position in Amsterdam-Oost; the answer is Amsterdam's centre, not the position.
    const found = geocode(52.36031, 4.92757)!
    expect(found).toMatchObject({ city: 'Amsterdam', latitude: 52.37, longitude: 4.89 })
    for (const [lat, lon] of [
      [52.3731, 4.8922],
      [48.137154, 11.576124],
      [45.4642, 9.19],
    ] as const) {
      const result = geocode(lat, lon)!
      expect(Math.round(result.latitude * 100) / 100).toBe(result.latitude)
      expect(Math.round(result.longitude * 100) / 100).toBe(result.longitude)
    }
  })

  it('names the city, not the district a position is in', () => {
    expect(geocode(52.5306, 13.3847)?.city).toBe('Berlin') // Mitte
    expect(geocode(48.8462, 2.3444)?.city).toBe('Paris') // 5th arrondissement
    expect(geocode(52.2297, 21.0122)?.city).toBe('Warsaw') // Śródmieście
  })

  it('gives a region without a Region row none', () => {
    // Cornwall has no row among the seeded English counties.
    expect(geocode(50.26, -5.05)).toMatchObject({ country: 'GB', regionId: null, regionName: null })
  })

  it('places nearly every seeded city in its own region', () => {
    const misses: string[] = []
    let total = 0
    for (const country of countries)
      for (const region of country.regions)
        for (const city of region.cities) {
          total++
          const found = geocode(city.lat, city.lon)
          if (found?.country !== country.code || regionCode(found.regionId) !== region.code)
            misses.push(`${country.code}-${region.code} ${city.name}`)
        }
    // The few misses are seeded points (2 decimals) that fall across a border or river.
    expect(misses.length / total).toBeLessThan(0.01)
    const regionsHit = new Set(
      countries.flatMap((c) =>
        c.regions
          .filter((r) => r.cities.some((city) => regionCode(geocode(city.lat, city.lon)?.regionId ?? null) === r.code))
          .map((r) => `${c.code}-${r.code}`),
      ),
    )
    expect(regionsHit.size).toBe(rows.length)
  })

  it('answers one lookup well under a millisecond once loaded', () => {
    const n = 20_000
    const start = performance.now()
    for (let i = 0; i < n; i++) findPlace(36 + ((i * 7919) % 3400) / 100, -9 + ((i * 104729) % 3800) / 100)
    const perLookupMs = (performance.now() - start) / n
    expect(perLookupMs).toBeLessThan(0.25)
  })
})

describe('normaliseRegionName', () => {
  it.each([
    ['Provincie Oost-Vlaanderen', 'oost vlaanderen'],
    ['Province du Brabant Wallon', 'brabant wallon'],
    ['Stockholms län', 'stockholm'],
    ['Västra Götalands län', 'vastra gotaland'],
    ['State of Berlin', 'berlin'],
    ['Region Hovedstaden', 'hovedstaden'],
    ['Limerick City and County Council', 'limerick'],
    ['Metropolitan Borough of Wirral', 'wirral'],
    ['Baden-Wurttemberg', 'baden wurttemberg'],
    ['Baden-Württemberg', 'baden wurttemberg'],
    ['Łódź Voivodeship', 'lodz'],
  ])('%s → %s', (name, expected) => {
    expect(normaliseRegionName(name)).toBe(expected)
  })
})
