// The packages of the credits page with a discount code applied (an offer's link,
// /credits?discount=CODE): each card shows its price after the discount, as the checkout will
// charge it (discountLine, the one place an order's discount is computed, with no method chosen yet).
import type { Locale } from '../../shared/i18n/config.ts'
import type { OfferMember } from '../offers/discounts.ts'
import type { PricingPackage } from '../pricing/get-pricing.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { discountMessage } from './discount-message.ts'
import { discountLine } from './orders.ts'

export interface PackageDiscount {
  /** The price after the discount, formatted. */
  price: string
  /** The price without it, formatted. */
  was: string
}

export interface PackageDiscounts {
  /** The code as it applies (null: it applies to no package). */
  code: string | null
  /** By package id, the packages the code lowers. */
  byPackage: Record<number, PackageDiscount>
  /** Why the code lowers no package, translated; null when it lowers one. */
  problem: string | null
}

export async function packageDiscounts(
  member: OfferMember,
  packages: PricingPackage[],
  country: string,
  code: string,
  language: Locale,
): Promise<PackageDiscounts> {
  const lineOf = async (pkg: PricingPackage) => ({
    pkg,
    line: await discountLine({ member, pkg: { amount: pkg.amount, currency: pkg.currency, country }, method: null, code }),
  })
  // One try per page (docs/security.md §6): an unknown code, or a member out of tries, is answered
  // from the first card; a code that exists gives its try back, so the other cards cost nothing.
  const first = packages[0] ? await lineOf(packages[0]) : null
  const settled = first?.line.problem === 'not_found' || first?.line.problem === 'too_many_guesses'
  const lines = first ? [first, ...(settled ? [] : await Promise.all(packages.slice(1).map(lineOf)))] : []
  const byPackage: Record<number, PackageDiscount> = {}
  for (const { pkg, line } of lines)
    if (line.amount > 0)
      byPackage[pkg.id] = { price: formatPrice(pkg.amount - line.amount, pkg.currency, language), was: pkg.price }
  const applied = lines.find((l) => l.line.amount > 0)
  const refused = lines.find((l) => l.line.problem)
  return {
    code: applied?.line.code ?? null,
    byPackage,
    problem: applied || !refused ? null : discountMessage(refused.line, language),
  }
}
