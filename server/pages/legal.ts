// The facts the legal and info pages state about the site and the company behind it
// (SPEC §3 "Company info", "Site settings"), with the two rules of SPEC §5.
import type { Locale } from '../../shared/i18n/config.ts'
import { countryName } from '../../shared/country-name.ts'
import { intlLocale } from '../../shared/i18n/intl-locale.ts'
import type { SiteWithCompany } from '../sites/get-site-by-host.ts'
import { REACTIVATION_DAYS } from '../accounts/deletion.ts'
import { directDebitCountries } from '../payments/direct-debit-countries.ts'

export { isLegalPage, legalPages, type LegalPage } from '../../shared/pages/legal-pages.ts'

/** The first version of the terms; a company added later has its own version date (SPEC §5). */
export const TERMS_BASE_DATE = new Date(Date.UTC(2023, 11, 1))

/** The terms version date: 2023-12-01, or the company's added date when that is later (SPEC §5). */
export function termsVersionDate(added: Date): Date {
  const day = new Date(Date.UTC(added.getUTCFullYear(), added.getUTCMonth(), added.getUTCDate()))
  return day.getTime() > TERMS_BASE_DATE.getTime() ? day : TERMS_BASE_DATE
}

/** The support phone as shown: without dashes and spaces (SPEC §5). "+31 20-123 45 67" → "+31201234567". */
export function stripPhone(phone: string): string {
  return phone.replace(/[\s\u2010-\u2015-]/g, '')
}

/** A `tel:` link target: digits and a leading plus only ("+31(0)201234567" → "+31201234567"). */
export function phoneHref(phone: string): string {
  const stripped = stripPhone(phone).replace(/\(0\)/g, '')
  const digits = stripped.replace(/[^\d]/g, '')
  return `tel:${stripped.startsWith('+') ? '+' : ''}${digits}`
}

/** A calendar date in the page language, e.g. "15 March 2024" / "15. März 2024". */
export function formatLegalDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

export interface LegalFacts {
  siteName: string
  domain: string
  company: string
  address: string
  city: string
  country: string
  kvk: string
  vatNumbers: string[]
  tradenames: string[]
  supportEmail: string
  /** Stripped of dashes and spaces. */
  supportPhone: string
  supportPhoneHref: string
  refundDays: number
  minAge: number
  messageCredits: number
  photoCredits: number
  /** The site's countries where the checkout offers direct debit (payments/direct-debit-countries.ts). */
  directDebitCountries: string[]
  deletionDays: number
  versionDate: Date
  /** `versionDate` written out in the page language. */
  versionDateText: string
}

/**
 * Everything a legal page may state, from the site row and its company, in `locale`. The
 * direct-debit countries come from the checkout's own rules unless given (tests).
 */
export function buildLegalFacts(
  site: SiteWithCompany,
  locale: Locale,
  directDebit: string[] = directDebitCountries(site),
): LegalFacts {
  const { company } = site
  const phone = stripPhone(site.supportPhone || company.supportPhone)
  const versionDate = termsVersionDate(company.added)
  return {
    siteName: site.name,
    domain: site.domain,
    company: company.name,
    address: company.address,
    city: company.city,
    country: countryName(company.country, locale),
    kvk: company.kvk,
    vatNumbers: company.vatNumbers,
    tradenames: company.tradenames,
    supportEmail: site.supportEmail,
    supportPhone: phone,
    supportPhoneHref: phoneHref(phone),
    refundDays: site.refundDays,
    minAge: site.minAge,
    messageCredits: site.messageCredits,
    photoCredits: site.photoCredits,
    directDebitCountries: directDebit,
    deletionDays: REACTIVATION_DAYS,
    versionDate,
    versionDateText: formatLegalDate(versionDate, locale),
  }
}

/** The facts as i18next interpolation values (`{{company}}`, `{{supportEmail}}`, `{{refundDays}}`, ...). */
export function interpolationValues(facts: LegalFacts, locale: Locale): Record<string, string | number> {
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' })
  return {
    siteName: facts.siteName,
    domain: facts.domain,
    company: facts.company,
    address: facts.address,
    city: facts.city,
    country: facts.country,
    kvk: facts.kvk,
    vatNumbers: list.format(facts.vatNumbers),
    tradenames: list.format(facts.tradenames),
    supportEmail: facts.supportEmail,
    supportPhone: facts.supportPhone,
    refundDays: facts.refundDays,
    minAge: facts.minAge,
    messageCredits: facts.messageCredits,
    photoCredits: facts.photoCredits,
    directDebitCountries: list.format(facts.directDebitCountries.map((c) => countryName(c, locale))),
    deletionDays: facts.deletionDays,
    versionDate: facts.versionDateText,
  }
}
