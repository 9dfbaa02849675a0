import { describe, expect, it } from 'vitest'
import { countryName } from './country-name.ts'

describe('countryName', () => {
  it('names a country in the page language, the same each time', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland')
    expect(countryName('DE', 'de')).toBe('Deutschland')
    expect(countryName('DE', 'en')).toBe('Germany')
    expect(countryName('NO', 'nb')).toBe('Norge')
  })
})
