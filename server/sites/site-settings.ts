// The settings answer of GET /api/settings.php: every field of SPEC §3 "Site settings",
// with the SPEC's snake_case names. Secrets (the push private key) never appear here.
import { LRUCache } from 'lru-cache'
import type { SiteWithCompany } from './get-site-by-host.ts'
import { toJsonEntity, type JsonEntity } from '../http/api.ts'
import { siteTexts } from './site-texts.ts'
import type { Locale } from '../../shared/i18n/config.ts'

export interface MinimumMessageCost {
  costs: number
  currency: string
}

export interface SiteSettings {
  name: string
  domain: string
  domain_language: string
  index_title: string
  description: string
  company_id: number
  mail_name: string
  countries: string[]
  visible_profile_fields: string[]
  visible_profile_notes: string[]
  search_fields: string[]
  message_credits: number
  photo_credits: number
  gift_credits: number
  signup_credits: number
  message_length: number
  minimum_message_costs: Record<string, MinimumMessageCost>
  geoip_country: string | null
  geoip_selected_country: string
  cdn_prefix: string
  support_email: string
  support_phone: string
  enable_site_entry_popup: boolean
  signups: string
  logged_out_search: boolean
  logged_out_search_trafficsource: boolean
  push_public_key: string
  fictional_icon: string
  fictional_warning: string
  fictional_singular: string
  fictional_plural: string
  refund_days: number
  member_resell: boolean
  niche: number
  min_age: number
}

export interface CountryRequest {
  /** Country of the visitor as detected from the request (GeoIP header), if any. */
  geoipCountry: string | null
  /** Country the visitor chose (query parameter `country`), if any. */
  selectedCountry: string | null
}

export interface SettingsRequest extends CountryRequest {
  /** The language of the texts (index_title, description, the fictional labels). */
  locale: Locale
}

/** The country a visitor is served: their choice, else where they are, else the site's first. */
export function selectCountry(site: Pick<SiteWithCompany, 'countries'>, request: CountryRequest): string {
  const served = site.countries
  for (const candidate of [request.selectedCountry, request.geoipCountry]) {
    if (candidate && served.includes(candidate)) return candidate
  }
  return served[0] ?? 'NL'
}

/**
 * SPEC §3 minimum_message_costs: what one message costs at least in `country`, in money (minor
 * units of its currency): shown beside the credit price of a message (docs/chat.md).
 */
export function minimumMessageCostFor(site: { minimumMessageCosts: unknown }, country: string): MinimumMessageCost | null {
  return minimumMessageCosts(site.minimumMessageCosts)[country] ?? null
}

function minimumMessageCosts(value: unknown): Record<string, MinimumMessageCost> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const out: Record<string, MinimumMessageCost> = {}
  for (const [country, cost] of Object.entries(value as Record<string, unknown>)) {
    const c = cost as Partial<MinimumMessageCost> | null
    if (c && typeof c.costs === 'number' && typeof c.currency === 'string')
      out[country] = { costs: c.costs, currency: c.currency }
  }
  return out
}

export function toSiteSettings(site: SiteWithCompany, request: SettingsRequest): SiteSettings {
  const texts = siteTexts(site, request.locale)
  return {
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    index_title: texts.index_title,
    description: texts.description,
    company_id: site.companyId,
    mail_name: site.mailName,
    countries: site.countries,
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: site.visibleProfileNotes,
    search_fields: site.searchFields,
    message_credits: site.messageCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    signup_credits: site.signupCredits,
    message_length: site.messageLength,
    minimum_message_costs: minimumMessageCosts(site.minimumMessageCosts),
    geoip_country: request.geoipCountry,
    geoip_selected_country: selectCountry(site, request),
    cdn_prefix: site.cdnPrefix,
    support_email: site.supportEmail,
    support_phone: site.supportPhone,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    push_public_key: site.pushPublicKey,
    fictional_icon: site.fictionalIcon,
    fictional_warning: texts.fictional_warning,
    fictional_singular: texts.fictional_singular,
    fictional_plural: texts.fictional_plural,
    refund_days: site.refundDays,
    member_resell: site.memberResell,
    niche: site.niche,
    min_age: site.minAge,
  }
}

export interface CompanyInfo {
  name: string
  address: string
  kvk: string
  city: string
  country: string
  tradenames: string[]
  vat_numbers: string[]
  support_phone: string
  delete_discount: number
  added: string
}

export function toCompanyInfo(company: SiteWithCompany['company']): CompanyInfo {
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: company.tradenames,
    vat_numbers: company.vatNumbers,
    support_phone: company.supportPhone,
    delete_discount: company.deleteDiscount,
    added: company.added.toISOString().slice(0, 10),
  }
}

/** Keyed by version, so entries never go stale; the bound only drops old versions and rare countries. */
const entityCache = new LRUCache<string, JsonEntity>({ max: 5000 })

/** The serialised settings for one site and visitor country, computed once per site version. */
export function getSettingsEntity(site: SiteWithCompany, request: SettingsRequest): JsonEntity {
  const textsVersion = Math.max(0, ...site.texts.map((t) => t.updatedAt.getTime()))
  const key = `${site.id}:${site.updatedAt.getTime()}:${textsVersion}:${request.locale}:${request.geoipCountry ?? ''}:${request.selectedCountry ?? ''}`
  let entity = entityCache.get(key)
  if (!entity) {
    entity = toJsonEntity(toSiteSettings(site, request))
    entityCache.set(key, entity)
  }
  return entity
}

export function getCompanyInfoEntity(site: SiteWithCompany): JsonEntity {
  const key = `company:${site.company.id}:${site.company.updatedAt.getTime()}`
  let entity = entityCache.get(key)
  if (!entity) {
    entity = toJsonEntity(toCompanyInfo(site.company))
    entityCache.set(key, entity)
  }
  return entity
}
