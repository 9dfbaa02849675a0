// Orders (SPEC §3 Payment/order, §4 Payment and Membership): created for a package and a method
// (with the hold on a discount code), started at the provider, bought again in one click. They
// are moved through the state machine of order-state.ts by the providers' webhooks
// (payment-status.ts: credited exactly once, in the same transaction as the ledger row) and
// refunded within the site's refund_days (refunds.ts).
import { assertMayActOnOthers } from '../accounts/member-policy.ts'
import { prisma } from '../db.ts'
import type { CreditPackage, PaymentProvider, Prisma } from '../generated/prisma/client.ts'
import { lockedTransaction } from '../locked-transaction.ts'
import { siteUrl } from '../sites/site-url.ts'
import {
  activeOffer,
  checkDiscount,
  discountAmount,
  discountNeeds,
  DiscountRefusedError,
  holdDiscount,
  normalizeCode,
  releaseDiscount,
  type DiscountNeeds,
  type DiscountProblem,
  type OfferMember,
} from '../offers/discounts.ts'
import { tryDiscountCode } from '../offers/discount-tries.ts'
import { OrderError } from './order-error.ts'
import { collecting } from './order-state.ts'
import { applyPaymentStatus, lockMember } from './payment-status.ts'
import { StoredCardDeclinedError } from './provider.ts'
import { providerFor } from './providers.ts'
import { DirectDebitError, directDebitRefusal, type DirectDebitSite } from './direct-debit-limits.ts'
import type { CatalogueMethod } from './methods.ts'
import { requireWaiver, waiverColumns, type WithdrawalWaiver } from './withdrawal.ts'
import { preNotifyDebit, usableMandate } from './sepa.ts'

// The order's moves and refunds live beside it; callers keep importing them from here.
export { OrderError } from './order-error.ts'
export { applyPaymentStatus, type StatusReport } from './payment-status.ts'
export { refundable, refundOrder } from './refunds.ts'

type Tx = Prisma.TransactionClient

export interface DiscountLine {
  /** Off the package price, in minor units. */
  amount: number
  /** The code that gives it (null: none). */
  code: string | null
  /** Why a code the member typed does not apply (docs/offers.md); null when it does or none was typed. */
  problem: DiscountProblem | null
  /** What the refused code needs (for the message: its currency, minimum, methods). */
  needs?: DiscountNeeds
}

/**
 * The discount line of an order (docs/offers.md): the code the member typed, else their active
 * offer (the time bonus while it runs, else the welcome discount). A code that does not apply
 * gives no discount, and its problem when the member typed it. A typed code other than the
 * member's own offer is a try, counted against the one limit of tryDiscountCode.
 */
export async function discountLine(input: {
  member: OfferMember
  pkg: Pick<CreditPackage, 'amount' | 'currency' | 'country'>
  method: string | null
  code?: string | null
}): Promise<DiscountLine> {
  const typed = input.code?.trim() || null
  const offer = await activeOffer(input.member)
  const code = typed ?? offer?.code ?? null
  if (!code) return { amount: 0, code: null, problem: null }
  const terms = { country: input.pkg.country, currency: input.pkg.currency, amount: input.pkg.amount, method: input.method }
  // The offer's own code comes back typed from the overview's Pay form: no guess.
  const guess = typed !== null && normalizeCode(typed) !== offer?.code
  const check = guess ? await tryDiscountCode(input.member, code, terms) : await checkDiscount(input.member, code, terms)
  if (!check.ok) {
    const needs = check.discount ? discountNeeds(check.discount) : undefined
    return { amount: 0, code: null, problem: typed ? check.problem : null, needs }
  }
  return { amount: discountAmount(input.pkg.amount, check.discount.percentage), code: check.discount.code, problem: null }
}

export interface NewOrderInput {
  user: { id: number; email: string; siteId: number; paidUser: boolean; signupDate: Date }
  /** The discount code of the order overview (docs/offers.md). */
  discountCode?: string | null
  site: { id: number; domain: string }
  pkg: CreditPackage
  method: CatalogueMethod
  /** The SPEC §9 name the member chose (before a retired one was routed to its successor). */
  methodName: string
  language: string
  description: string
  /** The member's waiver of the right of withdrawal; null refuses the order (withdrawal.ts). */
  withdrawalWaiver: WithdrawalWaiver | null
}

/**
 * The order row for a package and method, with the hold on its discount code, in one transaction:
 * a code another checkout took in the meantime refuses this one (DiscountRefusedError) and leaves
 * no order behind. `check` runs in the same transaction with the member's row locked (the
 * direct-debit limit, docs/payments.md), so two checkouts at once cannot both pass it.
 */
export async function openOrder(
  input: Pick<NewOrderInput, 'user' | 'pkg' | 'method' | 'discountCode' | 'withdrawalWaiver'>,
  check?: (tx: Tx, amount: number) => Promise<void>,
) {
  // No order, and so no payment, without the waiver of the right of withdrawal.
  const waiver = requireWaiver(input.withdrawalWaiver)
  // Purchases wait for the confirmed address (docs/security.md §8): receipts and refunds go there.
  await assertMayActOnOthers(input.user.id)
  const line = await discountLine({
    member: input.user,
    pkg: input.pkg,
    method: input.method.name,
    code: input.discountCode,
  })
  if (line.problem) throw new DiscountRefusedError(line.problem, line.needs)
  return lockedTransaction(async (tx) => {
    if (check) {
      await lockMember(tx, input.user.id)
      await check(tx, input.pkg.amount - line.amount)
    }
    const created = await tx.order.create({
      data: {
        userId: input.user.id,
        packageId: input.pkg.id,
        provider: input.method.provider,
        paymentMethod: input.method.name,
        country: input.pkg.country,
        currency: input.pkg.currency,
        amount: input.pkg.amount,
        credits: input.pkg.credits,
        ...waiverColumns(waiver),
      },
    })
    if (!line.code) return created
    const discount = await holdDiscount(tx, {
      member: input.user,
      code: line.code,
      orderId: created.id,
      terms: { country: created.country, currency: created.currency, amount: input.pkg.amount, method: input.method.name },
    })
    const off = discountAmount(input.pkg.amount, discount.percentage)
    return tx.order.update({
      where: { id: created.id },
      data: { amount: input.pkg.amount - off, discountAmount: off, discountCodeId: discount.codeId },
    })
  })
}

/** The order a provider's payment belongs to; null when the payment is no order of ours. */
export function orderOfPayment(provider: PaymentProvider, paymentId: string) {
  return prisma.order.findUnique({ where: { provider_paymentId: { provider, paymentId } } })
}

/** An order whose payment could not be started: failed, and its discount code free again. */
export async function failOrder(orderId: number) {
  await prisma.$transaction(async (tx) => {
    await tx.order.update({ where: { id: orderId }, data: { status: 'failed' } })
    await releaseDiscount(tx, orderId)
  })
}

/** Creates the order and its payment at the provider; the URL of the provider's page. */
export async function startOrder(input: NewOrderInput): Promise<{ orderId: number; url: string }> {
  const order = await openOrder(input)
  const back = `/credits/${input.pkg.id}/${input.methodName}`
  try {
    const checkout = await providerFor(input.method.provider).createCheckout({
      orderId: order.id,
      amount: order.amount,
      currency: order.currency,
      description: input.description,
      providerMethod: input.method.providerMethod,
      email: input.user.email,
      returnUrl: siteUrl(input.site, `${back}?order=${order.id}`),
      cancelUrl: siteUrl(input.site, `${back}?order=${order.id}&cancel=1`),
      webhookUrl: siteUrl(input.site, '/api/webhooks/mollie'),
      language: input.language,
    })
    await prisma.order.update({ where: { id: order.id }, data: { paymentId: checkout.paymentId } })
    return { orderId: order.id, url: checkout.url }
  } catch (error) {
    await failOrder(order.id)
    throw error
  }
}

/**
 * A repeat order (SPEC §2 credits-repeat-order): the package of one of the member's repeatable
 * orders bought again with its stored card (Stripe, off-session: paid at once, a declined card
 * leaves a failed order and throws StoredCardDeclinedError) or its SEPA mandate (Mollie: a
 * direct debit, within the direct-debit limit, credited while the bank collects).
 */
export async function repeatOrder(
  userId: number,
  previousOrderId: number,
  site: { domain: string } & DirectDebitSite,
  description: string,
  withdrawalWaiver: WithdrawalWaiver | null,
): Promise<{ orderId: number; credits: number; collecting: boolean }> {
  const waiver = requireWaiver(withdrawalWaiver)
  const previous = await prisma.order.findUnique({ where: { id: previousOrderId }, include: { package: true } })
  if (!previous || previous.userId !== userId || !previous.repeatable || !previous.mandateId)
    throw new OrderError('unknown_order', 'No repeatable order.')
  const pkg = previous.package
  if (!pkg.active) throw new OrderError('not_refundable', 'The package is no longer sold.')
  const mandateId = previous.mandateId
  const provider = previous.provider
  // Repeat orders are for premium members, who have no welcome discount or time bonus.
  const amount = pkg.amount
  const { order, mandate } = await lockedTransaction(async (tx) => {
    let mandate = null
    if (previous.paymentMethod === 'sdd') {
      await lockMember(tx, userId)
      const refusal = await directDebitRefusal(tx, userId, site, amount)
      if (refusal) throw new DirectDebitError(refusal)
      // The member's recurrent mandate, not revoked (sepa.ts).
      mandate = await usableMandate(tx, userId, mandateId)
    }
    const order = await tx.order.create({
      data: {
        userId,
        packageId: pkg.id,
        provider,
        paymentMethod: previous.paymentMethod,
        country: pkg.country,
        currency: pkg.currency,
        amount,
        credits: pkg.credits,
        mandateId,
        ...waiverColumns(waiver),
      },
    })
    return { order, mandate }
  })
  try {
    // SEPA: the member is told amount, date, mandate reference and creditor before the debit.
    if (mandate) await preNotifyDebit({ order, mandate, site })
    const charge = await providerFor(provider).chargeStored({
      orderId: order.id,
      amount,
      currency: pkg.currency,
      mandateId,
      description,
      webhookUrl: siteUrl(site, '/api/webhooks/mollie'),
    })
    await prisma.order.update({ where: { id: order.id }, data: { paymentId: charge.paymentId } })
    // Our own API call's answer: the charge is known; the webhook that follows is a no-op.
    const applied = await applyPaymentStatus({
      provider,
      paymentId: charge.paymentId,
      status: charge.status,
      amount: charge.amount,
      currency: charge.currency,
      orderId: order.id,
      mandateId,
    })
    return {
      orderId: order.id,
      credits: pkg.credits,
      collecting: collecting({ status: applied.status, paymentMethod: previous.paymentMethod }),
    }
  } catch (error) {
    await prisma.order.update({
      where: { id: order.id },
      data: {
        status: 'failed',
        ...(error instanceof StoredCardDeclinedError && error.details.paymentId ? { paymentId: error.details.paymentId } : {}),
      },
    })
    throw error
  }
}

/** The member's orders that can be bought again in one click, newest first, one per package. */
export async function repeatableOrders(userId: number) {
  const orders = await prisma.order.findMany({
    where: { userId, repeatable: true, mandateId: { not: null }, package: { active: true } },
    orderBy: { createdAt: 'desc' },
    include: { package: true },
    take: 50,
  })
  const seen = new Set<number>()
  return orders.filter((o) => !seen.has(o.packageId) && seen.add(o.packageId))
}
