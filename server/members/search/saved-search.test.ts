import { describe, expect, it } from 'vitest'
import { forgetSearchCookie, readSavedSearch, saveSearchCookie } from './saved-search.ts'

const cookieHeader = (setCookie: string) => `lng=nl; ${setCookie.split(';')[0]}`
const encoded = (value: unknown) => `amora_search=${Buffer.from(JSON.stringify(value)).toString('base64')}`

describe('the remembered search', () => {
  it('comes back for the same member, not for someone else or a visitor', async () => {
    const set = await saveSearchCookie('gender=female&country=NL&pageNumber=2', 7)
    expect(set).toMatch(/^amora_search=[^;]+;/)
    for (const attribute of ['Path=/members', 'Max-Age=2592000', 'SameSite=Lax', 'HttpOnly']) expect(set).toContain(attribute)
    expect(await readSavedSearch(cookieHeader(set), 7)).toBe('gender=female&country=NL&pageNumber=2')
    expect(await readSavedSearch(cookieHeader(set), 8)).toBeNull()
    expect(await readSavedSearch(cookieHeader(set), null)).toBeNull()
    expect(await readSavedSearch(cookieHeader(await saveSearchCookie('gender=male', null)), null)).toBe('gender=male')
  })

  it('keeps only search parameters', async () => {
    const set = await saveSearchCookie('network=x&gender=male&redirect=//evil.example', 1)
    expect(await readSavedSearch(cookieHeader(set), 1)).toBe('gender=male')
    expect(await readSavedSearch(encoded({ member: 1, query: 'foo=bar&redirect=//evil.example' }), 1)).toBeNull()
    expect(await readSavedSearch(encoded({ member: 1, query: 'gender=female&redirect=x' }), 1)).toBe('gender=female')
  })

  it('forgets an empty search, and survives garbage', async () => {
    expect(await saveSearchCookie('', 1)).toBe(await forgetSearchCookie())
    expect(await forgetSearchCookie()).toMatch(/^amora_search=;.*Max-Age=0/)
    expect(await readSavedSearch('amora_search=%E0%A4%A', 1)).toBeNull()
    expect(await readSavedSearch('amora_search=nonsense', 1)).toBeNull()
    expect(await readSavedSearch(encoded({ member: 1, query: 42 }), 1)).toBeNull()
    expect(await readSavedSearch(null, 1)).toBeNull()
  })
})
