// What /pricing shows (SPEC §1 money model, §2 premium tiers p0-p3): the credit packages of
// one country the site serves, formatted in the page language, and what credits buy.
import { prisma } from '../db.ts'
import type { PackageTier, Site } from '../generated/prisma/client.ts'
import { PHOTO_LIMITS } from '../photos/photos.ts'
import { minimumMessageCostFor, selectCountry } from '../sites/site-settings.ts'
import { formatPrice, formatPricePerCredit } from './format-price.ts'

export interface PricingPackage {
  id: number
  tier: PackageTier
  credits: number
  /** Minor units, e.g. 1999 for €19.99. */
  amount: number
  currency: string
  popular: boolean
  price: string
  pricePerCredit: string
}

export interface Pricing {
  /** The country whose prices are shown. */
  country: string
  /** The countries the visitor may switch to (the site's, in its order). */
  countries: string[]
  packages: PricingPackage[]
  /** What one message, one photo in a chat and one gift cost in credits ("from" when gifts differ). */
  costs: { message: number; photo: number; gift: { credits: number; from: boolean } | null }
  /** The least a message costs in this country, in money (minimum_message_costs), formatted; null when not set. */
  messageFrom: string | null
  refundDays: number
  /** How many photos a premium member may upload (the premium paragraph names it). */
  premiumPhotoLimit: number
}

type PricingSite = Pick<
  Site,
  'id' | 'countries' | 'messageCredits' | 'photoCredits' | 'giftCredits' | 'refundDays' | 'minimumMessageCosts'
>

const tierOrder: PackageTier[] = ['p0', 'p1', 'p2', 'p3']

/**
 * Packages for `country` when the site serves it, else for the visitor's GeoIP country, else
 * for the site's first country. A country priced in more than one currency shows its own.
 */
export async function getPricing(
  site: PricingSite,
  request: { country?: string | null; geoipCountry?: string | null; language: string },
): Promise<Pricing> {
  const country = selectCountry(site, {
    selectedCountry: request.country?.trim().toUpperCase() || null,
    geoipCountry: request.geoipCountry ?? null,
  })
  const [rows, countryRow, cheapestGift] = await Promise.all([
    prisma.creditPackage.findMany({ where: { siteId: site.id, country, active: true } }),
    prisma.country.findUnique({ where: { code: country }, select: { currency: true } }),
    // gift_credits 0 means each gift has its own price (Gift.credits): show the cheapest.
    site.giftCredits > 0
      ? null
      : prisma.gift.findFirst({ where: { active: true }, orderBy: { credits: 'asc' }, select: { credits: true } }),
  ])
  const currencies = [...new Set(rows.map((r) => r.currency))].sort()
  const currency = countryRow && currencies.includes(countryRow.currency) ? countryRow.currency : currencies[0]
  const packages = rows
    .filter((r) => r.currency === currency)
    .sort((a, b) => tierOrder.indexOf(a.tier) - tierOrder.indexOf(b.tier))
    .map((r) => ({
      id: r.id,
      tier: r.tier,
      credits: r.credits,
      amount: r.amount,
      currency: r.currency,
      popular: r.popular,
      price: formatPrice(r.amount, r.currency, request.language),
      pricePerCredit: formatPricePerCredit(r.amount, r.credits, r.currency, request.language),
    }))
  const minimum = minimumMessageCostFor(site, country)
  return {
    country,
    countries: site.countries,
    packages,
    messageFrom: minimum ? formatPrice(minimum.costs, minimum.currency, request.language) : null,
    costs: {
      message: site.messageCredits,
      photo: site.photoCredits,
      gift:
        site.giftCredits > 0
          ? { credits: site.giftCredits, from: false }
          : cheapestGift
            ? { credits: cheapestGift.credits, from: true }
            : null,
    },
    refundDays: site.refundDays,
    premiumPhotoLimit: PHOTO_LIMITS.premium,
  }
}
