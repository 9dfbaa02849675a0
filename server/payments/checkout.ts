// What the premium, credits and checkout pages show a member: the packages of their payment
// country (their profile's country when the site serves it, else where they are), the methods of
// the catalogue offered there, and their own orders.
import { prisma } from '../db.ts'
import type { OrderStatus, Site } from '../generated/prisma/client.ts'
import { getPricing } from '../pricing/get-pricing.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { countryTimeZone } from '../../shared/i18n/intl-locale.ts'
import { configuredProviders } from './providers.ts'
import { smsSender } from '../sms/sms.ts'
import { methodsFor, resolveMethod, type CatalogueMethod, type MethodSite } from './methods.ts'
import { collecting, returnState } from './order-state.ts'
import { refundable } from './orders.ts'
import { getI18n } from '../i18n/resources.ts'
import { localeOr } from '../../shared/i18n/config.ts'
import { withdrawalWaiverKey } from '../../shared/payments/withdrawal.ts'

type CheckoutSite = Pick<
  Site,
  | 'id'
  | 'countries'
  | 'messageCredits'
  | 'photoCredits'
  | 'giftCredits'
  | 'refundDays'
  | 'minimumMessageCosts'
  | 'paymentMethodsOff'
  | 'paymentProvidersOff'
>

export interface PaymentMember {
  id: number
  profile: { country: string } | null
}

export function memberPricing(site: CheckoutSite, member: PaymentMember, geoipCountry: string | null, language: string) {
  return getPricing(site, { country: member.profile?.country ?? null, geoipCountry, language })
}

/** The site's method switches plus the providers this process has keys for. */
export function effectiveMethodSite(site: MethodSite): MethodSite {
  const configured = configuredProviders()
  const off = new Set([...site.paymentProvidersOff, ...(['stripe', 'mollie'] as const).filter((p) => !configured.includes(p))])
  return { paymentMethodsOff: site.paymentMethodsOff, paymentProvidersOff: [...off] }
}

/** Direct debit needs the mandate's SMS code (server/sms/sms.ts): off where no SMS can be sent. */
const methodOptions = () => ({ directDebit: smsSender() !== null })

export function offeredMethods(site: MethodSite, country: string, currency: string): CatalogueMethod[] {
  return methodsFor(effectiveMethodSite(site), country, currency, methodOptions())
}

export function checkoutMethod(site: MethodSite, name: string, country: string, currency: string): CatalogueMethod | null {
  return resolveMethod(name, effectiveMethodSite(site), country, currency, methodOptions())
}

/** A package the member may buy: this site's, active, and (when given) for their payment country. */
export async function packageForMember(siteId: number, packageId: number, country?: string) {
  if (!Number.isSafeInteger(packageId) || packageId <= 0) return null
  const pkg = await prisma.creditPackage.findUnique({ where: { id: packageId } })
  if (!pkg || pkg.siteId !== siteId || !pkg.active || (country !== undefined && pkg.country !== country)) return null
  return pkg
}

export interface OrderView {
  id: number
  createdAt: string
  paidAt: string | null
  status: OrderStatus
  state: 'pending' | 'completed' | 'failed'
  /** A direct debit whose credits are given while the bank still collects the amount. */
  collecting: boolean
  credits: number
  tier: string
  price: string
  discount: string | null
  method: string
  provider: string
  packageId: number
  /** Where the order's dates are shown: the time zone of its payment country. */
  timeZone: string
  /** The waiver of the right of withdrawal given at the checkout (shared/payments/withdrawal.ts). */
  withdrawalWaiver: { at: string; version: number; text: string } | null
}

export function orderView(
  order: {
    id: number
    createdAt: Date
    paidAt: Date | null
    status: OrderStatus
    credits: number
    amount: number
    discountAmount: number
    currency: string
    paymentMethod: string
    provider: string
    packageId: number
    country: string
    package: { tier: string }
    withdrawalWaiverAt: Date | null
    withdrawalWaiverVersion: number | null
    withdrawalWaiverLanguage: string | null
  },
  language: string,
): OrderView {
  const stillCollecting = collecting(order)
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.status,
    state: stillCollecting ? 'completed' : returnState(order.status),
    collecting: stillCollecting,
    credits: order.credits,
    tier: order.package.tier,
    price: formatPrice(order.amount, order.currency, language),
    discount: order.discountAmount > 0 ? formatPrice(order.discountAmount, order.currency, language) : null,
    method: order.paymentMethod,
    provider: order.provider,
    packageId: order.packageId,
    timeZone: countryTimeZone(order.country),
    withdrawalWaiver: waiverView(order),
  }
}

/** The waiver as agreed: its time, version and the words in the language it was shown in. */
function waiverView(order: {
  withdrawalWaiverAt: Date | null
  withdrawalWaiverVersion: number | null
  withdrawalWaiverLanguage: string | null
}): OrderView['withdrawalWaiver'] {
  if (!order.withdrawalWaiverAt || order.withdrawalWaiverVersion === null) return null
  const lng = localeOr(order.withdrawalWaiverLanguage)
  const t = getI18n(lng).getFixedT(lng, 'payments')
  return {
    at: order.withdrawalWaiverAt.toISOString(),
    version: order.withdrawalWaiverVersion,
    text: t(withdrawalWaiverKey(order.withdrawalWaiverVersion)),
  }
}

/** One of the member's own orders (null for another member's or an unknown id). */
/** The member's own order (another member's is null, as a missing one). */
async function ownOrder(userId: number, orderId: number) {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return null
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { package: { select: { tier: true } } } })
  return order && order.userId === userId ? order : null
}

export async function memberOrder(userId: number, orderId: number, language: string) {
  const order = await ownOrder(userId, orderId)
  return order ? orderView(order, language) : null
}

/** One order as a receipt, and whether its unused credits can be refunded now (refund_days). */
export async function memberReceipt(
  user: { id: number; credits: number },
  orderId: number,
  language: string,
  refundDays: number,
) {
  const order = await ownOrder(user.id, orderId)
  if (!order) return null
  return { order: orderView(order, language), canRefund: refundable(order, user.credits, refundDays) === 'ok' }
}

export async function memberOrders(userId: number, language: string) {
  const orders = await prisma.order.findMany({
    where: { userId, paymentId: { not: null } },
    orderBy: { createdAt: 'desc' },
    take: 100,
    include: { package: { select: { tier: true } } },
  })
  return orders.map((o) => orderView(o, language))
}
