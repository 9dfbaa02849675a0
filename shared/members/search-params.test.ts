import { describe, expect, it } from 'vitest'
import {
  MAX_PAGE_NUMBER,
  SEARCH_ERRORS,
  hasSearchParams,
  parseSearchParams,
  searchQueryString,
  type SearchParamsContext,
} from './search-params.ts'

const regions: Record<number, string> = { 1: 'NL', 2: 'NL', 3: 'DE', 4: 'FR' }
const ctx: SearchParamsContext = {
  fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  countries: ['NL', 'DE'],
  regionCountry: (id) => regions[id],
  hasPosition: true,
}
const parse = (query: string, over: Partial<SearchParamsContext> = {}) =>
  parseSearchParams(new URLSearchParams(query), { ...ctx, ...over })

describe('parseSearchParams', () => {
  it('reads every filter, trimming and upper-casing the country', () => {
    expect(parse('gender=female&country=%20nl&countryregion=2&min_age=25&max_age=40&distance=50&pageNumber=3')).toEqual({
      ok: true,
      filters: { gender: 'female', country: 'NL', countryregion: 2, min_age: 25, max_age: 40, distance: 50, pageNumber: 3 },
    })
  })

  it('treats empty values as "any" and defaults to page 1', () => {
    expect(parse('gender=&country=&countryregion=&min_age=&max_age=&distance=&pageNumber=')).toEqual({
      ok: true,
      filters: { pageNumber: 1 },
    })
  })

  it('takes the region’s country when none was chosen', () => {
    expect(parse('countryregion=3')).toEqual({ ok: true, filters: { country: 'DE', countryregion: 3, pageNumber: 1 } })
  })

  it('answers a field error key per bad value', () => {
    const errors = (q: string, over?: Partial<SearchParamsContext>) => {
      const r = parse(q, over)
      return r.ok ? null : r.errors
    }
    expect(errors('gender=both')).toEqual({ gender: SEARCH_ERRORS.gender })
    expect(errors('country=FR')).toEqual({ country: SEARCH_ERRORS.country })
    expect(errors('countryregion=9')).toEqual({ countryregion: SEARCH_ERRORS.regionUnknown })
    expect(errors('countryregion=4')).toEqual({ countryregion: SEARCH_ERRORS.regionUnknown }) // a country the site does not serve
    expect(errors('country=DE&countryregion=1')).toEqual({ countryregion: SEARCH_ERRORS.regionNotInCountry })
    expect(errors('min_age=17&max_age=100')).toEqual({ min_age: SEARCH_ERRORS.age, max_age: SEARCH_ERRORS.age })
    expect(errors('min_age=x')).toEqual({ min_age: SEARCH_ERRORS.age })
    expect(errors('min_age=41&max_age=40')).toEqual({ max_age: SEARCH_ERRORS.minAboveMax })
    expect(errors('distance=20')).toEqual({ distance: SEARCH_ERRORS.distance })
    expect(errors('distance=50', { hasPosition: false })).toEqual({ distance: SEARCH_ERRORS.distanceNeedsLocation })
    expect(errors(`pageNumber=${MAX_PAGE_NUMBER + 1}`)).toEqual({ pageNumber: SEARCH_ERRORS.pageNumber })
  })

  it('keeps the submitted values for the form when there are errors', () => {
    const r = parse('min_age=50&max_age=20&gender=female')
    expect(r).toMatchObject({ ok: false, values: { min_age: '50', max_age: '20', gender: 'female' } })
  })

  it('ignores filters the site switched off and unknown parameters', () => {
    expect(parse('gender=nonsense&min_age=5&country=NL&network=x', { fields: ['country'] })).toEqual({
      ok: true,
      filters: { country: 'NL', pageNumber: 1 },
    })
  })

  it('accepts ages at the edges of the range (18 and 99, min = max)', () => {
    expect(parse('min_age=18&max_age=18')).toMatchObject({ ok: true })
    expect(parse('min_age=99&max_age=99')).toMatchObject({ ok: true })
  })
})

describe('searchQueryString and hasSearchParams', () => {
  it('writes only the filters set, in a stable order, page 1 left out', () => {
    expect(searchQueryString({ max_age: 40, gender: 'male', pageNumber: 1 })).toBe('gender=male&max_age=40')
    expect(searchQueryString({ country: 'NL', pageNumber: 4 })).toBe('country=NL&pageNumber=4')
    expect(searchQueryString({ country: 'NL', pageNumber: 4 }, 1)).toBe('country=NL')
  })

  it('tells a search URL from a bare one', () => {
    expect(hasSearchParams(new URLSearchParams(''))).toBe(false)
    expect(hasSearchParams(new URLSearchParams('t=30&network=x'))).toBe(false)
    expect(hasSearchParams(new URLSearchParams('gender='))).toBe(true)
  })
})
