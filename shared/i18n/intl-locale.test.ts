import { describe, expect, it } from 'vitest'
import { locales } from './config.ts'
import { countryTimeZone, formatList, intlLocale } from './intl-locale.ts'

describe('intlLocale', () => {
  it('formats English the British way, as the texts are written', () => {
    expect(intlLocale('en')).toBe('en-GB')
    expect(new Intl.DateTimeFormat(intlLocale('en'), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-11-27'))).toBe(
      '27 November 2026',
    )
  })

  it('gives Norwegian Bokmål its region and leaves the other languages as they are', () => {
    expect(intlLocale('nb')).toBe('nb-NO')
    for (const lng of locales.filter((l) => l !== 'en' && l !== 'nb')) expect(intlLocale(lng)).toBe(lng)
  })

  it('joins lists with the language’s own "or" and "and"', () => {
    expect(formatList(['iDEAL', 'Credit card', 'Przelewy24'], 'en', 'disjunction')).toBe('iDEAL, Credit card or Przelewy24')
    expect(formatList(['iDEAL', 'Kreditkarte', 'Przelewy24'], 'de', 'disjunction')).toBe('iDEAL, Kreditkarte oder Przelewy24')
    expect(formatList(['Reisen', 'Kochen'], 'de', 'conjunction')).toBe('Reisen und Kochen')
    expect(formatList(['Vipps', 'PayPal'], 'nb', 'disjunction')).toBe('Vipps eller PayPal')
  })
})

describe('countryTimeZone', () => {
  it('is the zone of the country, or UTC where a country has several', () => {
    expect(countryTimeZone('FI')).toBe('Europe/Helsinki')
    expect(countryTimeZone('NL')).toBe('Europe/Amsterdam')
    expect(countryTimeZone('DE')).toBe('Europe/Berlin')
    expect(countryTimeZone('ES')).toBe('Europe/Madrid')
    expect(countryTimeZone('US')).toBe('UTC')
    expect(countryTimeZone('X')).toBe('UTC')
  })

  it('puts a Finnish payment at 00:30 on its own day', () => {
    const paid = new Date('2026-11-26T22:30:00Z')
    const day = (zone: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: zone }).format(paid)
    expect(day(countryTimeZone('FI'))).toBe('27 November 2026')
  })
})
