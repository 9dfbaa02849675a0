// Member search (SPEC §3 Search state): gender, country, region, age range and distance, paged
// with a total count; online and recently active members first. When the exact search is thin
// (less than a page), "similar results" relax the filters step by step (drop the region, then
// the distance, then widen the ages by 5 years) and have their own count. Never shows the
// searcher, members blocked in either direction, or anyone not searchable (unconfirmed,
// invisible, pending deletion, disabled). The page /members and GET /api/search.php call this.
import type { Site } from '../generated/prisma/client.ts'
import { countProfiles, findProfiles, type SearchCriteria, type SearchProfile, type Searcher } from './search/search-query.ts'
import {
  MAX_PAGE_NUMBER,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  PAGE_SIZE,
  parseSearchParams,
  type SearchFieldErrors,
  type SearchFilters,
  type SearchParam,
} from '../../shared/members/search-params.ts'
import { getRegionCountryLookup } from './search/search-regions.ts'

export { PAGE_SIZE }
export type { SearchFilters, SearchProfile }

/** Years added on both sides of the age range for similar results. */
export const SIMILAR_AGE_WIDENING = 5

export interface SearchViewer {
  /** The logged-in member, or null for a visitor. */
  id: number | null
  siteId: number
  /** The member's own coarse position (Profile latitude/longitude), needed for a distance search. */
  latitude?: number | null
  longitude?: number | null
}

export interface SearchPage {
  members: SearchProfile[]
  total: number
  pageNumber: number
  pages: number
}

export interface SimilarResults {
  members: SearchProfile[]
  total: number
}

function toSearcher(viewer: SearchViewer): Searcher {
  const hasPosition = typeof viewer.latitude === 'number' && typeof viewer.longitude === 'number'
  return {
    siteId: viewer.siteId,
    userId: viewer.id,
    position: hasPosition ? { latitude: viewer.latitude!, longitude: viewer.longitude! } : null,
  }
}

function toCriteria(filters: Omit<SearchFilters, 'pageNumber'>): SearchCriteria {
  return {
    gender: filters.gender,
    country: filters.country,
    regionId: filters.countryregion,
    minAge: filters.min_age,
    maxAge: filters.max_age,
    distanceKm: filters.distance,
  }
}

/** One page of the exact search and its total. */
export async function searchMembers(viewer: SearchViewer, filters: SearchFilters, now = new Date()): Promise<SearchPage> {
  const searcher = toSearcher(viewer)
  const criteria = toCriteria(filters)
  const [total, members] = await Promise.all([
    countProfiles(searcher, criteria, now),
    findProfiles(searcher, criteria, { offset: (filters.pageNumber - 1) * PAGE_SIZE, limit: PAGE_SIZE }, now),
  ])
  // The pager never offers a page the search would refuse.
  const pages = Math.min(MAX_PAGE_NUMBER, Math.max(1, Math.ceil(total / PAGE_SIZE)))
  return { members, total, pageNumber: filters.pageNumber, pages }
}

/** The relaxed searches to try, in order; each keeps the relaxations before it. */
export function relaxations(criteria: SearchCriteria): SearchCriteria[] {
  const steps: SearchCriteria[] = []
  let current = criteria
  if (current.regionId !== undefined) {
    current = { ...current, regionId: undefined }
    steps.push(current)
  }
  if (current.distanceKm !== undefined) {
    current = { ...current, distanceKm: undefined }
    steps.push(current)
  }
  if (current.minAge !== undefined || current.maxAge !== undefined) {
    const minAge = current.minAge === undefined ? undefined : Math.max(MIN_SEARCH_AGE, current.minAge - SIMILAR_AGE_WIDENING)
    const maxAge = current.maxAge === undefined ? undefined : Math.min(MAX_SEARCH_AGE, current.maxAge + SIMILAR_AGE_WIDENING)
    if (minAge !== current.minAge || maxAge !== current.maxAge) steps.push({ ...current, minAge, maxAge })
  }
  return steps
}

/**
 * Similar results for a thin exact search: the first relaxation that, with the exact results,
 * fills a page (or the last one), without the exact results themselves.
 */
export async function findSimilarMembers(
  viewer: SearchViewer,
  filters: SearchFilters,
  exact: SearchPage,
  now = new Date(),
): Promise<SimilarResults> {
  const steps = relaxations(toCriteria(filters))
  if (exact.total >= PAGE_SIZE || steps.length === 0) return { members: [], total: 0 }
  const searcher = toSearcher(viewer)
  // A thin search fits on page 1; fetch it when another page was asked for.
  const exactMembers =
    filters.pageNumber === 1
      ? exact.members
      : await findProfiles(searcher, toCriteria(filters), { offset: 0, limit: PAGE_SIZE }, now)
  const excludeIds = exactMembers.map((m) => m.id)
  let result: SimilarResults = { members: [], total: 0 }
  for (const step of steps) {
    const criteria = { ...step, excludeIds }
    const [total, members] = await Promise.all([
      countProfiles(searcher, criteria, now),
      findProfiles(searcher, criteria, { offset: 0, limit: PAGE_SIZE }, now),
    ])
    result = { members, total }
    if (exact.total + total >= PAGE_SIZE) break
  }
  return result
}

export type MemberSearchOutcome =
  | { ok: true; filters: SearchFilters; results: SearchPage; similar: SimilarResults }
  | { ok: false; errors: SearchFieldErrors; values: Partial<Record<SearchParam, string>> }

/** Reads the query parameters against the site's settings and runs the search with its similar results. */
export async function memberSearch(options: {
  site: Pick<Site, 'id' | 'countries' | 'searchFields'>
  viewer: SearchViewer | null
  params: URLSearchParams
  now?: Date
}): Promise<MemberSearchOutcome> {
  const now = options.now ?? new Date()
  const viewer: SearchViewer = options.viewer ?? { id: null, siteId: options.site.id }
  const parsed = parseSearchParams(options.params, {
    fields: options.site.searchFields,
    countries: options.site.countries,
    regionCountry: await getRegionCountryLookup(),
    hasPosition: toSearcher(viewer).position !== null,
  })
  if (!parsed.ok) return parsed
  const results = await searchMembers(viewer, parsed.filters, now)
  const similar = await findSimilarMembers(viewer, parsed.filters, results, now)
  return { ok: true, filters: parsed.filters, results, similar }
}
