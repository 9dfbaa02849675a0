import { describe, expect, it } from 'vitest'
import { forgetSearchCookie, readSavedSearch, saveSearchCookie, SAVED_SEARCH_COOKIE } from './saved-search.ts'

const cookieHeader = (setCookie: string) => `lng=nl; ${setCookie.split(';')[0]}`

describe('the remembered search', () => {
  it('comes back for the same member, not for someone else or a visitor', () => {
    const set = saveSearchCookie('gender=female&country=NL&pageNumber=2', 7)
    expect(set).toMatch(new RegExp(`^${SAVED_SEARCH_COOKIE}=[^;]+; Path=/members; Max-Age=2592000; SameSite=Lax; HttpOnly`))
    expect(readSavedSearch(cookieHeader(set), 7)).toBe('gender=female&country=NL&pageNumber=2')
    expect(readSavedSearch(cookieHeader(set), 8)).toBeNull()
    expect(readSavedSearch(cookieHeader(set), null)).toBeNull()
    expect(readSavedSearch(cookieHeader(saveSearchCookie('gender=male', null)), null)).toBe('gender=male')
  })

  it('keeps only search parameters', () => {
    const set = saveSearchCookie('network=x&gender=male&redirect=//evil.example', 1)
    expect(readSavedSearch(cookieHeader(set), 1)).toBe('gender=male')
    expect(readSavedSearch(`${SAVED_SEARCH_COOKIE}=${encodeURIComponent('1~foo=bar')}`, 1)).toBeNull()
  })

  it('forgets an empty search, and survives garbage', () => {
    expect(saveSearchCookie('', 1)).toBe(forgetSearchCookie())
    expect(forgetSearchCookie()).toMatch(/Max-Age=0/)
    expect(readSavedSearch(`${SAVED_SEARCH_COOKIE}=%E0%A4%A`, 1)).toBeNull()
    expect(readSavedSearch(`${SAVED_SEARCH_COOKIE}=nonsense`, 1)).toBeNull()
    expect(readSavedSearch(null, 1)).toBeNull()
  })
})
