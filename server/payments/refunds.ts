// A member's refund of an unspent order (SPEC §1: refunds of unused credits within refund_days),
// and staff's (the console's member view and the support CLI: orders.refund). Money moves are locked before the provider is asked
// (docs/security.md §11): the credits are taken back first, in one transaction with the order
// and the member locked, and the order becomes `refunding`; a second click, another tab or a
// paid gift sent at the same moment then finds them gone. Only then is the provider asked,
// with one idempotency key per order refund. A refusal gives the credits back (a ledger row);
// no answer leaves the order `refunding` with the credits taken back until staff finish it.
import { audit } from '../accounts/audit.ts'
import { addCredits, spendCredits } from '../credits/ledger.ts'
import type { OrderStatus } from '../generated/prisma/client.ts'
import { lockedTransaction } from '../locked-transaction.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { log } from '../log.ts'
import { OrderError } from './order-error.ts'
import { lockMember, lockOrder } from './payment-status.ts'
import { RefundRefusedError } from './provider.ts'
import { refundedAtProvider, refundPayment } from './provider-refunds.ts'
import { paymentStates } from '../metrics/metrics.ts'

/** Whether the order can still be refunded (paid, inside refund_days, its credits unspent). */
export function refundable(
  order: { status: OrderStatus; paidAt: Date | null; credits: number },
  balance: number,
  refundDays: number,
  now = new Date(),
): 'ok' | 'not_refundable' | 'refund_window' | 'credits_spent' {
  if (order.status !== 'paid' || !order.paidAt) return 'not_refundable'
  if (now.getTime() - order.paidAt.getTime() > refundDays * 86_400_000) return 'refund_window'
  if (balance < order.credits) return 'credits_spent'
  return 'ok'
}

/**
 * Who refunds: a member (only their own orders), or staff (a console StaffActor, which needs
 * orders.refund on the member's site, or the CLI's name); `ignoreWindow`: outside refund_days.
 */
export type RefundActor = { type: 'member'; userId: number } | { type: 'staff'; staff: StaffActorInput; ignoreWindow?: boolean }

/** The one idempotency key of an order's refund at its provider. */
export const refundKey = (orderId: number) => `amora-refund-order-${orderId}`

/**
 * Step 1: with the order and then the member locked, checks the rules and takes the credits back
 * (refused, never clamped, when they are no longer all there). A `refunding` order is resumed
 * by staff only: a member's second click asks the provider nothing.
 */
async function takeCreditsBack(orderId: number, actor: RefundActor) {
  return lockedTransaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId })
    if (!order || (actor.type === 'member' && order.userId !== actor.userId))
      throw new OrderError('unknown_order', 'No such order.')
    if (actor.type === 'staff') {
      const owner = await tx.user.findUniqueOrThrow({ where: { id: order.userId }, select: { siteId: true } })
      assertStaffMay(toStaffActor(actor.staff), 'orders.refund', owner.siteId)
    }
    if (order.status === 'refunding') {
      if (actor.type === 'staff') return { order, resumed: true }
      throw new OrderError('refund_in_progress', 'The refund of this order is already on its way.')
    }
    await lockMember(tx, order.userId)
    const member = await tx.user.findUniqueOrThrow({
      where: { id: order.userId },
      select: { credits: true, site: { select: { refundDays: true } } },
    })
    const ignoreWindow = actor.type === 'staff' && actor.ignoreWindow === true
    const check = refundable(order, member.credits, ignoreWindow ? 36_500 : member.site.refundDays)
    if (check !== 'ok') throw new OrderError(check, `The order cannot be refunded (${check}).`)
    if (!order.paymentId) throw new OrderError('not_refundable', 'The order has no payment.')
    await spendCredits(tx, { userId: order.userId, amount: order.credits, reason: 'refund', orderId: order.id, note: 'refund' })
    await tx.order.update({ where: { id: order.id }, data: { status: 'refunding' } })
    return { order, resumed: false }
  })
}

/** Step 3: the order ends as the provider answered, unless a webhook moved it on meanwhile. */
async function settle(orderId: number, outcome: 'refunded' | 'refused', actor: RefundActor) {
  let moved: { state: 'refunded' | 'paid'; provider: string } | null = null
  await lockedTransaction(async (tx) => {
    moved = null
    const order = await lockOrder(tx, { id: orderId })
    if (!order) return
    let after = order.status
    if (order.status === 'refunding') {
      after = outcome === 'refunded' ? 'refunded' : 'paid'
      moved = { state: outcome === 'refunded' ? 'refunded' : 'paid', provider: order.provider }
      await lockMember(tx, order.userId)
      if (outcome === 'refunded') {
        await tx.order.update({ where: { id: order.id }, data: { status: 'refunded', refundedAt: new Date() } })
      } else {
        await tx.order.update({ where: { id: order.id }, data: { status: 'paid' } })
        await addCredits(tx, {
          userId: order.userId,
          amount: order.credits,
          reason: 'refund',
          orderId: order.id,
          note: 'refund refused by the provider',
        })
      }
    }
    const action = outcome === 'refunded' ? 'order.refund' : 'order.refund_refused'
    const data = { orderId: order.id, amount: order.amount, currency: order.currency, credits: order.credits }
    if (actor.type === 'member') {
      await audit({ userId: order.userId, action, actorType: 'member', data }, tx)
      return
    }
    const owner = await tx.user.findUniqueOrThrow({ where: { id: order.userId }, select: { siteId: true } })
    await recordStaffAction(tx, actor.staff, {
      action,
      userId: order.userId,
      siteId: owner.siteId,
      subject: { type: 'order', id: order.id },
      before: { status: order.status },
      after: { status: after },
      data,
    })
  })
  const done = moved as { state: 'refunded' | 'paid'; provider: string } | null
  if (done) paymentStates.inc(done)
}

/**
 * Refunds a paid order whose credits are unspent, inside the site's refund_days (staff: any
 * time with `ignoreWindow`). Throws OrderError: the rules (unknown_order, not_refundable,
 * refund_window, credits_spent, refund_in_progress), the provider's refusal (refund_refused: the
 * credits are back) or no answer from it (refund_unconfirmed: the order stays `refunding`).
 */
export async function refundOrder(orderId: number, actor: RefundActor): Promise<void> {
  const { order, resumed } = await takeCreditsBack(orderId, actor)
  if (!resumed) paymentStates.inc({ state: 'refunding', provider: order.provider })
  const payment = { provider: order.provider, paymentId: order.paymentId!, amount: order.amount, currency: order.currency }
  try {
    if (!resumed || !(await refundedAtProvider(payment))) await refundPayment({ ...payment, idempotencyKey: refundKey(order.id) })
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      log().warn({ err: error, orderId: order.id }, 'refund refused by the provider')
      await settle(order.id, 'refused', actor)
      throw new OrderError('refund_refused', 'The payment provider refused the refund.')
    }
    log().error({ err: error, orderId: order.id }, 'refund not confirmed by the provider')
    throw new OrderError('refund_unconfirmed', 'The payment provider did not confirm the refund.')
  }
  await settle(order.id, 'refunded', actor)
}
