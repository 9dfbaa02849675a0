import { describe, expect, it } from 'vitest'
import { hasTrafficSource, serializeTrackingCookie, trackingFromCookie, trackingFromUrl } from './tracking.ts'

describe('tracking data', () => {
  it('reads network, ref and sub1-3 from a landing URL and ignores everything else', () => {
    expect(trackingFromUrl(new URL('https://a.example/?network=meta&ref=abc&sub1=x&utm_source=y'))).toEqual({
      network: 'meta',
      ref: 'abc',
      sub1: 'x',
    })
    expect(trackingFromUrl(new URL('https://a.example/?utm_source=y'))).toBeNull()
  })
  it('rejects malformed values instead of storing them', () => {
    expect(trackingFromUrl(new URL('https://a.example/?network=%3Cscript%3E'))).toBeNull()
    expect(trackingFromUrl(new URL(`https://a.example/?ref=${'x'.repeat(101)}`))).toBeNull()
  })
  it('round-trips through the cookie and survives a garbled or forged cookie', async () => {
    const cookie = await serializeTrackingCookie({ network: 'google', sub2: 'b' })
    expect(cookie).toMatch(/^amora_tracking=[^;]+;/)
    expect(cookie).toContain('Max-Age=2592000')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(await trackingFromCookie(`other=1; ${cookie.split(';')[0]}`)).toEqual({ network: 'google', sub2: 'b' })
    expect(await trackingFromCookie('amora_tracking=%7Bnot-json')).toBeNull()
    const forged = Buffer.from(JSON.stringify({ network: '<script>' })).toString('base64')
    expect(await trackingFromCookie(`amora_tracking=${forged}`)).toBeNull()
  })
  it('counts as a traffic source only with a network or ref', () => {
    expect(hasTrafficSource({ sub1: 'x' })).toBe(false)
    expect(hasTrafficSource({ ref: 'r' })).toBe(true)
    expect(hasTrafficSource(null)).toBe(false)
  })
})
