import { describe, expect, it } from 'vitest'
import { normalizeHost } from './get-site-by-host.ts'
import { selectCountry } from './site-settings.ts'

describe('normalizeHost', () => {
  it('drops port, www, case and a trailing dot', () => {
    expect(normalizeHost('WWW.Example.com:3000')).toBe('example.com')
    expect(normalizeHost('example.com.')).toBe('example.com')
    expect(normalizeHost(undefined)).toBe('')
  })
})

describe('selectCountry', () => {
  const site = { countries: ['NL', 'BE', 'DE'] }
  it('prefers the chosen country, then the detected one, when served', () => {
    expect(selectCountry(site, { selectedCountry: 'DE', geoipCountry: 'BE' })).toBe('DE')
    expect(selectCountry(site, { selectedCountry: null, geoipCountry: 'BE' })).toBe('BE')
  })
  it('falls back to the first served country', () => {
    expect(selectCountry(site, { selectedCountry: 'US', geoipCountry: 'FR' })).toBe('NL')
    expect(selectCountry(site, { selectedCountry: null, geoipCountry: null })).toBe('NL')
  })
})
