import { describe, expect, it } from 'vitest'
import { TRACKING_COOKIE } from '../../accounts/tracking.ts'
import { loggedOutSearchAllowed } from './logged-out-search.ts'

const request = (url: string, cookie?: string) => ({ url, headers: new Headers(cookie ? { cookie } : {}) })
const tracking = (data: object) => `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify(data))}`

describe('loggedOutSearchAllowed', () => {
  it('lets every visitor search when logged_out_search is on', () => {
    const site = { loggedOutSearch: true, loggedOutSearchTrafficsource: false }
    expect(loggedOutSearchAllowed(site, request('http://a.example/members'))).toBe(true)
  })

  it('needs tracking data (network or ref) when only logged_out_search_trafficsource is on', () => {
    const site = { loggedOutSearch: false, loggedOutSearchTrafficsource: true }
    expect(loggedOutSearchAllowed(site, request('http://a.example/members'))).toBe(false)
    expect(loggedOutSearchAllowed(site, request('http://a.example/members', tracking({ network: 'adnet' })))).toBe(true)
    expect(loggedOutSearchAllowed(site, request('http://a.example/members', `lng=nl; ${tracking({ ref: 'r1' })}`))).toBe(true)
    // Tracking parameters on this very URL count too (the cookie is set on its answer).
    expect(loggedOutSearchAllowed(site, request('http://a.example/members?network=adnet'))).toBe(true)
    // Only sub ids, malformed or unreadable data are no traffic source.
    expect(loggedOutSearchAllowed(site, request('http://a.example/members', tracking({ sub1: 'x' })))).toBe(false)
    expect(loggedOutSearchAllowed(site, request('http://a.example/members?network=<script>'))).toBe(false)
    expect(loggedOutSearchAllowed(site, request('http://a.example/members', `${TRACKING_COOKIE}=%E0%A4%A`))).toBe(false)
  })

  it('refuses visitors when both settings are off, tracking data or not', () => {
    const site = { loggedOutSearch: false, loggedOutSearchTrafficsource: false }
    expect(loggedOutSearchAllowed(site, request('http://a.example/members?network=adnet', tracking({ network: 'x' })))).toBe(
      false,
    )
  })
})
