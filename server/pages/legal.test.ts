import { describe, expect, it } from 'vitest'
import type { SiteWithCompany } from '../sites/get-site-by-host.ts'
import { testSite } from './legal.fixture.ts'
import { buildLegalFacts, formatLegalDate, interpolationValues, phoneHref, stripPhone, termsVersionDate } from './legal.ts'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
const iso = (date: Date) => date.toISOString().slice(0, 10)

describe('termsVersionDate (SPEC §5)', () => {
  it('is 2023-12-01 for a company added earlier', () => {
    expect(iso(termsVersionDate(day('2022-05-01')))).toBe('2023-12-01')
  })
  it('is the added date when that is later', () => {
    expect(iso(termsVersionDate(day('2024-03-15')))).toBe('2024-03-15')
  })
  it('is 2023-12-01 for a company added that very day', () => {
    expect(iso(termsVersionDate(day('2023-12-01')))).toBe('2023-12-01')
  })
  it('moves on the day after', () => {
    expect(iso(termsVersionDate(day('2023-12-02')))).toBe('2023-12-02')
  })
  it('counts the calendar day of the added date, not its time', () => {
    expect(iso(termsVersionDate(new Date('2023-12-01T23:30:00Z')))).toBe('2023-12-01')
    expect(iso(termsVersionDate(new Date('2025-01-10T18:00:00Z')))).toBe('2025-01-10')
  })
})

describe('stripPhone (SPEC §5)', () => {
  it('drops dashes and spaces and keeps the rest', () => {
    expect(stripPhone('+31 (0)20-123 45 67')).toBe('+31(0)201234567')
    expect(stripPhone('+31 20-123 45 67')).toBe('+31201234567')
  })
  it('drops typographic dashes and non-breaking spaces too', () => {
    expect(stripPhone('020\u2013123\u00a045\u201167')).toBe('0201234567')
  })
  it('leaves a clean number alone', () => {
    expect(stripPhone('+31201234567')).toBe('+31201234567')
  })
})

describe('phoneHref', () => {
  it('makes a tel: link without the trunk prefix in brackets', () => {
    expect(phoneHref('+31 (0)20-123 45 67')).toBe('tel:+31201234567')
    expect(phoneHref('020 123 45 67')).toBe('tel:0201234567')
  })
})

describe('buildLegalFacts', () => {
  it('states the company, the stripped phone and the version date in the page language', () => {
    const facts = buildLegalFacts(testSite, 'de')
    expect(facts).toMatchObject({
      company: 'Amora Media B.V.',
      country: 'Niederlande',
      kvk: '81234567',
      supportPhone: '+31201234567',
      supportPhoneHref: 'tel:+31201234567',
      refundDays: 14,
      deletionDays: 14,
    })
    expect(iso(facts.versionDate)).toBe('2024-03-15')
    expect(facts.versionDateText).toBe('15. März 2024')
  })
  it('falls back to the company phone when the site has none', () => {
    const site = { ...testSite, supportPhone: '' } as SiteWithCompany
    expect(buildLegalFacts(site, 'en').supportPhone).toBe('+31209999999')
  })
  it('writes lists of VAT numbers in the page language', () => {
    expect(interpolationValues(buildLegalFacts(testSite, 'nl'), 'nl').vatNumbers).toBe('NL862345678B01 en DE123456789')
  })
})

describe('formatLegalDate', () => {
  it('writes the date in each language without shifting the day', () => {
    expect(formatLegalDate(day('2023-12-01'), 'en')).toBe('1 December 2023')
    expect(formatLegalDate(day('2023-12-01'), 'nl')).toBe('1 december 2023')
    expect(formatLegalDate(day('2023-12-01'), 'nb')).toBe('1. desember 2023')
  })
})
