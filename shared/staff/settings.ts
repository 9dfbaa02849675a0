// The site settings section of the staff console (docs/staff.md, "Site settings"): one zod schema
// per operation; messages are keys in staff.json (settings.errors.*). The services parse again,
// so the CLI and a test get the same rules as the forms.
import { z } from 'zod'
import { locales } from '../i18n/config.ts'
import { idField } from '../parse-id.ts'

const INT_MAX = 2_147_483_647

/** A whole number from a form field, within [min, max]. */
export function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: 'settings.errors.number' })
      .int({ error: 'settings.errors.number' })
      .min(min, { error: 'settings.errors.range' })
      .max(max, { error: 'settings.errors.range' }),
  )
}

/** A checkbox: "on" when ticked, absent when not. */
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

const text = (max: number) =>
  z
    .string({ error: 'settings.errors.required' })
    .trim()
    .min(1, { error: 'settings.errors.required' })
    .max(max, { error: 'settings.errors.tooLong' })

/** May be empty (conform sends an empty field as undefined): '' then. */
const optionalText = (max: number) =>
  z
    .string({ error: 'settings.errors.required' })
    .trim()
    .max(max, { error: 'settings.errors.tooLong' })
    .optional()
    .transform((v) => v ?? '')

const COUNTRY = /^[A-Z]{2}$/
const CURRENCY = /^[A-Z]{3}$/

/** An ISO country code (two letters, any case). */
export const countryCode = z
  .string({ error: 'settings.errors.country' })
  .trim()
  .toUpperCase()
  .regex(COUNTRY, { error: 'settings.errors.country' })

export const currencyCode = z
  .string({ error: 'settings.errors.currency' })
  .trim()
  .toUpperCase()
  .regex(CURRENCY, { error: 'settings.errors.currency' })

/** "NL, BE de" → ["NL", "BE", "DE"]: the countries a site serves, the first is its default. */
const countryList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[\s,;]+/)
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean)
      : v,
  z
    .array(z.string(), { error: 'settings.errors.countries' })
    .min(1, { error: 'settings.errors.countries' })
    .max(60, { error: 'settings.errors.countries' })
    // One message for the field, not one per entry.
    .refine((list) => list.every((c) => COUNTRY.test(c)), { error: 'settings.errors.countries', abort: true })
    .refine((list) => new Set(list).size === list.length, { error: 'settings.errors.countriesTwice' }),
)

/** SPEC §4 signup mode: all, with a traffic source only, or closed (invite only). */
export const SIGNUP_MODES = ['all', 'with_trafficsource', 'closed'] as const

/** SPEC §9 niches: 1 general, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay. */
export const NICHES = [1, 2, 3, 4, 5, 6, 7] as const

/** The general settings of one site (SPEC §3 "Site settings") that the console changes. */
export const siteGeneralSchema = z.object({
  name: text(100),
  mailName: text(100),
  domainLanguage: z.enum(locales, { error: 'settings.errors.language' }),
  supportEmail: z
    .string({ error: 'settings.errors.required' })
    .trim()
    .max(200, { error: 'settings.errors.tooLong' })
    .pipe(z.email({ error: 'settings.errors.email' })),
  supportPhone: text(40).regex(/^\+?[0-9 ()-]{4,40}$/, { error: 'settings.errors.phone' }),
  countries: countryList,
  messageCredits: wholeNumber(0, 10_000),
  photoCredits: wholeNumber(0, 10_000),
  giftCredits: wholeNumber(0, 10_000),
  signupCredits: wholeNumber(0, 10_000),
  messageLength: wholeNumber(10, 10_000),
  freeMessages: wholeNumber(0, 1000),
  freeHistoryDays: wholeNumber(0, 3650),
  minAge: wholeNumber(18, 99),
  refundDays: wholeNumber(0, 365),
  signups: z.enum(SIGNUP_MODES, { error: 'settings.errors.choice' }),
  loggedOutSearch: checkbox,
  loggedOutSearchTrafficsource: checkbox,
  enableSiteEntryPopup: checkbox,
  memberResell: checkbox,
  niche: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? Number(v) : v),
    z
      .number({ error: 'settings.errors.choice' })
      .int({ error: 'settings.errors.choice' })
      .min(1, { error: 'settings.errors.choice' })
      .max(7, { error: 'settings.errors.choice' }),
  ),
  fictionalIcon: optionalText(16),
  /** Typed in euros, kept in minor units (docs/payments.md). */
  directDebitLimit: money(0),
  directDebitLimitDays: wholeNumber(1, 365),
})
export type SiteGeneralInput = z.output<typeof siteGeneralSchema>
export const SITE_GENERAL_FIELDS = Object.keys(siteGeneralSchema.shape) as (keyof SiteGeneralInput)[]

/** SPEC §3 site texts (server/sites/site-texts.ts SITE_TEXT_KEYS). */
export const SITE_TEXT_FIELDS = [
  'index_title',
  'description',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
] as const
export const SITE_TEXT_LIMIT = 2000

/** One site text in one language; empty puts the default back. */
export const siteTextSchema = z.object({
  locale: z.enum(locales, { error: 'settings.errors.language' }),
  key: z.enum(SITE_TEXT_FIELDS, { error: 'settings.errors.choice' }),
  value: optionalText(SITE_TEXT_LIMIT),
})

/**
 * A money amount typed in major units ("19.99", "19,99", "20") as minor units (1999); every
 * currency of the sites (EUR, DKK, SEK, NOK, PLN, CHF, GBP) has two decimals.
 */
export function money(min: number) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v
      const m = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(v)
      return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : v.trim() === '' ? undefined : NaN
    },
    z
      .number({ error: 'settings.errors.amount' })
      .int({ error: 'settings.errors.amount' })
      .min(min, { error: 'settings.errors.amount' })
      .max(100_000_00, { error: 'settings.errors.amount' }),
  )
}
export const moneyAmount = money(1)

/** Minor units as the form shows them: 1999 → "19.99". */
export const formatAmount = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`

export const PACKAGE_TIERS = ['p0', 'p1', 'p2', 'p3'] as const

/** A new credit package: one tier's price in one country and currency. */
export const packageCreateSchema = z.object({
  tier: z.enum(PACKAGE_TIERS, { error: 'settings.errors.choice' }),
  country: countryCode,
  currency: currencyCode,
  amount: moneyAmount,
  credits: wholeNumber(1, 1_000_000),
  popular: checkbox,
})

/** A package's price, credits and switches. */
export const packageUpdateSchema = z.object({
  id: idField('settings.errors.notFound'),
  amount: moneyAmount,
  credits: wholeNumber(1, 1_000_000),
  popular: checkbox,
  active: checkbox,
})

/** The least a message costs in one country, in money (SPEC minimum_message_costs); empty removes it. */
export const minimumCostSchema = z.object({
  country: countryCode,
  currency: z.preprocess((v) => (v === '' ? undefined : v), currencyCode.optional()),
  amount: z.preprocess((v) => (v === '' ? undefined : v), moneyAmount.optional()),
})

/** A campaign code for this site (server/offers/manage-discounts.ts createCampaignCode). */
export const discountCreateSchema = z
  .object({
    code: z
      .string({ error: 'settings.errors.code' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, { error: 'settings.errors.code' }),
    percentage: wholeNumber(1, 90),
    country: z.preprocess((v) => (v === '' ? undefined : v), countryCode.optional()),
    currency: z.preprocess((v) => (v === '' ? undefined : v), currencyCode.optional()),
    /** In major units of the currency, like the packages' prices. */
    minimum: z.preprocess((v) => (v === '' ? undefined : v), moneyAmount.optional()),
    validity: z.enum(['once_per_user', 'unlimited'], { error: 'settings.errors.choice' }),
    days: z.preprocess((v) => (v === '' ? undefined : v), wholeNumber(1, 3650).optional()),
    uses: z.preprocess((v) => (v === '' ? undefined : v), wholeNumber(1, INT_MAX).optional()),
  })
  .refine((v) => v.minimum === undefined || v.currency !== undefined, {
    path: ['currency'],
    error: 'settings.errors.minimumNeedsCurrency',
  })

export const discountDisableSchema = z.object({
  code: z.string({ error: 'settings.errors.code' }).trim().toUpperCase().max(40, { error: 'settings.errors.code' }),
})

/** A gift's price in credits, place in the picker, icon, and whether it is offered. */
export const giftUpdateSchema = z.object({
  id: idField('settings.errors.notFound'),
  credits: wholeNumber(0, 100_000),
  sortOrder: wholeNumber(0, 10_000),
  icon: text(16),
  active: checkbox,
})

export const ICEBREAKER_MAX = 300

export const icebreakerSaveSchema = z.object({
  /** Missing: a new icebreaker. */
  id: z.preprocess((v) => (v === '' ? undefined : v), idField('settings.errors.notFound').optional()),
  language: z.enum(locales, { error: 'settings.errors.language' }),
  text: text(ICEBREAKER_MAX),
  sortOrder: wholeNumber(0, 10_000),
})

export const icebreakerDeleteSchema = z.object({ id: idField('settings.errors.notFound') })
