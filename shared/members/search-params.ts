// The member search state of SPEC §3 (gender, country, countryregion, min_age, max_age,
// pageNumber) plus a distance, read from a query string. A bad value is a field error whose
// message is a key of the `search` namespace; the page and /api/search.php translate it.
import { z } from 'zod'
import { genders } from './profile-options.ts'
import { optionalIdField } from '../parse-id.ts'

export const PAGE_SIZE = 24
export const MIN_SEARCH_AGE = 18
export const MAX_SEARCH_AGE = 99
/** Deeper pages cost an ever longer index walk and nobody reads them. */
export const MAX_PAGE_NUMBER = 1000
/** Radius choices in km, offered when the searcher's own profile has a position. */
export const DISTANCES_KM = [10, 25, 50, 100, 250] as const
export type DistanceKm = (typeof DISTANCES_KM)[number]

/** The query parameters of a search, in the order they appear in URLs. */
export const SEARCH_PARAMS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'distance', 'pageNumber'] as const
export type SearchParam = (typeof SEARCH_PARAMS)[number]
/** Filters a site may switch off with its search_fields setting (distance follows the searcher's position). */
export const SITE_SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const

export const SEARCH_ERRORS = {
  gender: 'search:errors.gender',
  country: 'search:errors.country',
  regionUnknown: 'search:errors.regionUnknown',
  regionNotInCountry: 'search:errors.regionNotInCountry',
  age: 'search:errors.age',
  minAboveMax: 'search:errors.minAboveMax',
  distance: 'search:errors.distance',
  distanceNeedsLocation: 'search:errors.distanceNeedsLocation',
  pageNumber: 'search:errors.pageNumber',
} as const
/** Values the messages interpolate ({{min}}, {{max}}, {{distances}}). */
export const SEARCH_ERROR_VALUES = { min: MIN_SEARCH_AGE, max: MAX_SEARCH_AGE, distances: DISTANCES_KM.join(', ') }

export interface SearchFilters {
  gender?: (typeof genders)[number]
  country?: string
  countryregion?: number
  min_age?: number
  max_age?: number
  distance?: DistanceKm
  pageNumber: number
}

export type SearchFieldErrors = Partial<Record<SearchParam, string>>

export interface SearchParamsContext {
  /** Site.searchFields: the filters of SITE_SEARCH_FIELDS this site offers; the others are ignored. */
  fields: readonly string[]
  /** Site.countries. */
  countries: readonly string[]
  /** The country of a region id, or undefined for an unknown id. */
  regionCountry: (regionId: number) => string | undefined
  /** Whether the searcher has a position to measure distances from. */
  hasPosition: boolean
}

export type ParsedSearch =
  { ok: true; filters: SearchFilters } | { ok: false; errors: SearchFieldErrors; values: Partial<Record<SearchParam, string>> }

/** A country parameter as the search reads it ("nl " is NL). */
export const searchCountry = (value: string) => value.trim().toUpperCase()

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v)

function optionalInt(min: number, max: number, message: string) {
  return z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional())
}

/**
 * The form of each parameter, built once: a zod schema costs more to build than to run, and the
 * search runs on every results page. What depends on the site and the searcher (its countries,
 * the region's country, a position for distances) is checked after it, in `contextErrors`.
 */
const searchSchema = z.object({
  gender: z.preprocess(blank, z.enum(genders, { error: SEARCH_ERRORS.gender }).optional()),
  country: z.preprocess(blank, z.string().transform(searchCountry).optional()),
  countryregion: z.preprocess(blank, optionalIdField(SEARCH_ERRORS.regionUnknown)),
  min_age: optionalInt(MIN_SEARCH_AGE, MAX_SEARCH_AGE, SEARCH_ERRORS.age),
  max_age: optionalInt(MIN_SEARCH_AGE, MAX_SEARCH_AGE, SEARCH_ERRORS.age),
  distance: z.preprocess(
    blank,
    z.coerce
      .number({ error: SEARCH_ERRORS.distance })
      .refine((d): d is DistanceKm => (DISTANCES_KM as readonly number[]).includes(d), SEARCH_ERRORS.distance)
      .optional(),
  ),
  pageNumber: optionalInt(1, MAX_PAGE_NUMBER, SEARCH_ERRORS.pageNumber),
})

type SearchValues = z.infer<typeof searchSchema>

/** The errors of well-formed values against the site and the searcher. */
function contextErrors(v: SearchValues, ctx: SearchParamsContext): SearchFieldErrors {
  const errors: SearchFieldErrors = {}
  if (v.country !== undefined && !ctx.countries.includes(v.country)) errors.country = SEARCH_ERRORS.country
  if (v.min_age !== undefined && v.max_age !== undefined && v.min_age > v.max_age) errors.max_age = SEARCH_ERRORS.minAboveMax
  if (v.countryregion !== undefined) {
    const regionCountry = ctx.regionCountry(v.countryregion)
    if (!regionCountry || !ctx.countries.includes(regionCountry)) errors.countryregion = SEARCH_ERRORS.regionUnknown
    else if (v.country !== undefined && errors.country === undefined && regionCountry !== v.country)
      errors.countryregion = SEARCH_ERRORS.regionNotInCountry
  }
  if (v.distance !== undefined && !ctx.hasPosition) errors.distance = SEARCH_ERRORS.distanceNeedsLocation
  return errors
}

/** Reads a search from query parameters; unknown parameters and filters the site switched off are ignored. */
export function parseSearchParams(params: URLSearchParams, ctx: SearchParamsContext): ParsedSearch {
  const values: Partial<Record<SearchParam, string>> = {}
  for (const name of SEARCH_PARAMS) {
    const offered = !(SITE_SEARCH_FIELDS as readonly string[]).includes(name) || ctx.fields.includes(name)
    const value = params.get(name)
    if (offered && value !== null) values[name] = String(trimmed(value)).slice(0, 100)
  }
  const result = searchSchema.safeParse(values)
  if (!result.success) {
    const errors: SearchFieldErrors = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0] as SearchParam | undefined
      if (field && !errors[field]) errors[field] = issue.message
    }
    return { ok: false, errors, values }
  }
  const v = result.data
  const errors = contextErrors(v, ctx)
  if (Object.keys(errors).length) return { ok: false, errors, values }
  const filters: SearchFilters = { pageNumber: v.pageNumber ?? 1 }
  if (v.gender) filters.gender = v.gender
  // A region picked with "all countries" (possible without JavaScript) means its own country.
  const country = v.country ?? (v.countryregion !== undefined ? ctx.regionCountry(v.countryregion) : undefined)
  if (country) filters.country = country
  if (v.countryregion !== undefined) filters.countryregion = v.countryregion
  if (v.min_age !== undefined) filters.min_age = v.min_age
  if (v.max_age !== undefined) filters.max_age = v.max_age
  if (v.distance !== undefined) filters.distance = v.distance as DistanceKm
  return { ok: true, filters }
}

/** The query string of a search: only the filters that are set, page 1 left out. */
export function searchQueryString(filters: Partial<SearchFilters>, pageNumber = filters.pageNumber ?? 1): string {
  const q = new URLSearchParams()
  for (const name of SEARCH_PARAMS) {
    if (name === 'pageNumber') continue
    const value = filters[name]
    if (value !== undefined) q.set(name, String(value))
  }
  if (pageNumber > 1) q.set('pageNumber', String(pageNumber))
  return q.toString()
}

/** Whether a URL carries any search parameter (else /members restores the last search). */
export function hasSearchParams(params: URLSearchParams): boolean {
  return SEARCH_PARAMS.some((name) => params.has(name))
}
