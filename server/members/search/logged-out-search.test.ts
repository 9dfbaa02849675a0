import { describe, expect, it } from 'vitest'
import { serializeTrackingCookie } from '../../accounts/tracking.ts'
import { loggedOutSearchAllowed } from './logged-out-search.ts'

const request = (url: string, cookie?: string) => ({ url, headers: new Headers(cookie ? { cookie } : {}) })
const tracking = async (data: object) => (await serializeTrackingCookie(data)).split(';')[0]!

describe('loggedOutSearchAllowed', async () => {
  it('lets every visitor search when logged_out_search is on', async () => {
    const site = { loggedOutSearch: true, loggedOutSearchTrafficsource: false }
    expect(await loggedOutSearchAllowed(site, request('http://a.example/members'))).toBe(true)
  })

  it('needs tracking data (network or ref) when only logged_out_search_trafficsource is on', async () => {
    const site = { loggedOutSearch: false, loggedOutSearchTrafficsource: true }
    expect(await loggedOutSearchAllowed(site, request('http://a.example/members'))).toBe(false)
    expect(await loggedOutSearchAllowed(site, request('http://a.example/members', await tracking({ network: 'adnet' })))).toBe(
      true,
    )
    expect(
      await loggedOutSearchAllowed(site, request('http://a.example/members', `lng=nl; ${await tracking({ ref: 'r1' })}`)),
    ).toBe(true)
    // Tracking parameters on this very URL count too (the cookie is set on its answer).
    expect(await loggedOutSearchAllowed(site, request('http://a.example/members?network=adnet'))).toBe(true)
    // Only sub ids, malformed or unreadable data are no traffic source.
    expect(await loggedOutSearchAllowed(site, request('http://a.example/members', await tracking({ sub1: 'x' })))).toBe(false)
    expect(await loggedOutSearchAllowed(site, request('http://a.example/members?network=<script>'))).toBe(false)
    expect(await loggedOutSearchAllowed(site, request('http://a.example/members', `amora_tracking=%E0%A4%A`))).toBe(false)
  })

  it('refuses visitors when both settings are off, tracking data or not', async () => {
    const site = { loggedOutSearch: false, loggedOutSearchTrafficsource: false }
    expect(
      await loggedOutSearchAllowed(site, request('http://a.example/members?network=adnet', await tracking({ network: 'x' }))),
    ).toBe(false)
  })
})
