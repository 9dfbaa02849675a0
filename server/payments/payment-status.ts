// What a provider reports about a payment, applied to its order (docs/payments.md "Orders and
// webhooks"): one short transaction that locks the order row (a concurrent delivery of the same
// payment waits briefly, else rolls back and tries again: server/locked-transaction.ts), then the
// member's row, and moves the order through the state machine of order-state.ts with a ledger row
// per change of credits. Locks are always taken in this order, order before member, as the refund
// does (refunds.ts), so the two never deadlock.
import { addCredits } from '../credits/ledger.ts'
import type { Order, OrderStatus, PaymentProvider, Prisma } from '../generated/prisma/client.ts'
import { lockedTransaction } from '../locked-transaction.ts'
import { confirmDiscount, releaseDiscount } from '../offers/discounts.ts'
import { OrderError } from './order-error.ts'
import { canMove, holdsCredits } from './order-state.ts'
import { queueOrderConfirmation } from './order-emails.ts'
import { paymentStates } from '../metrics/metrics.ts'

type Tx = Prisma.TransactionClient

/** Locks the order row for this transaction (waiting at most LOCK_WAIT_MS); null when there is none. */
export async function lockOrder(
  tx: Tx,
  where: { id: number } | { provider: PaymentProvider; paymentId: string },
): Promise<Order | null> {
  const rows =
    'id' in where
      ? await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Order" WHERE id = ${where.id} FOR UPDATE`
      : await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "Order"
          WHERE provider = ${where.provider}::"PaymentProvider" AND "paymentId" = ${where.paymentId}
          FOR UPDATE`
  if (!rows.length) return null
  return tx.order.findUniqueOrThrow({ where: { id: rows[0]!.id } })
}

/** Locks the member's row (after their order's, never before). */
export async function lockMember(tx: Tx, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`
}

export interface StatusReport {
  provider: PaymentProvider
  paymentId: string
  status: OrderStatus
  /** What the provider charged, checked against the order before it counts as paid. */
  amount?: number
  currency?: string
  /** The order the provider's metadata names; must match the order of the payment id. */
  orderId?: number | null
  /** A stored card or mandate ("customer:payment_method") that makes the order repeatable. */
  mandateId?: string | null
}

const TAKE_BACK_NOTES: Partial<Record<OrderStatus, string>> = {
  refunded: 'refund',
  charged_back: 'charge-back',
  failed: 'direct debit failed',
  canceled: 'direct debit failed',
  expired: 'direct debit failed',
}

/**
 * Applies what a provider reported about a payment. A move the state machine does not allow is a
 * no-op. An order that comes to hold its credits (paid; a direct debit once accepted) gives them
 * and makes the member premium; one that stops holding them (refunded, charged back, a direct
 * debit that failed) takes back what is left of them. A charge-back, and a direct debit that
 * failed after its credits were given, block direct debit for the member (SPEC §8). Returns the
 * order's status afterwards.
 */
export async function applyPaymentStatus(
  report: StatusReport,
): Promise<{ orderId: number; status: OrderStatus; changed: boolean }> {
  const { credited, ...result } = await movePayment(report)
  // Counted once committed: a rolled-back attempt moved nothing.
  if (result.changed) paymentStates.inc({ state: result.status, provider: report.provider })
  // The order confirmation with the waiver of the right of withdrawal, once: when credited.
  if (credited) await queueOrderConfirmation(result.orderId)
  return result
}

async function movePayment(
  report: StatusReport,
): Promise<{ orderId: number; status: OrderStatus; changed: boolean; credited: boolean }> {
  return lockedTransaction(async (tx) => {
    const order = await lockOrder(tx, { provider: report.provider, paymentId: report.paymentId })
    if (!order || (report.orderId != null && report.orderId !== order.id))
      throw new OrderError('unknown_order', 'No order for this payment.')
    if (!canMove(order.status, report.status)) {
      // A charge-back after the order was already refunded (or charged back) changes no credits,
      // but the member still disputed a payment: SPEC §8 blocks direct debit all the same.
      if (report.status === 'charged_back') {
        await lockMember(tx, order.userId)
        await tx.user.update({ where: { id: order.userId }, data: { directDebitBlocked: true } })
      }
      return { orderId: order.id, status: order.status, changed: false, credited: false }
    }
    if (report.status === 'paid') {
      if (report.amount !== undefined && report.amount !== order.amount)
        throw new OrderError('amount_mismatch', 'The paid amount does not match the order.')
      if (report.currency !== undefined && report.currency.toUpperCase() !== order.currency)
        throw new OrderError('amount_mismatch', 'The paid currency does not match the order.')
    }
    await lockMember(tx, order.userId)
    const now = new Date()
    const after = report.status
    const settled = after === 'refunded' || after === 'charged_back'
    await tx.order.update({
      where: { id: order.id },
      data: {
        status: after,
        ...(after === 'paid' ? { paidAt: now } : {}),
        ...(after === 'paid' && report.mandateId ? { repeatable: true, mandateId: report.mandateId } : {}),
        ...(settled ? { refundedAt: now } : {}),
      },
    })
    const held = holdsCredits(order)
    const holdsNow = holdsCredits({ status: after, paymentMethod: order.paymentMethod })
    const failed = after === 'failed' || after === 'canceled' || after === 'expired'
    // The code of a payment that did not go through is free again; one that was paid stays used.
    if (failed) await releaseDiscount(tx, order.id)
    else if (holdsNow || settled) await confirmDiscount(tx, order.id, now)
    if (holdsNow && !held) {
      await addCredits(tx, { userId: order.userId, amount: order.credits, reason: 'purchase', orderId: order.id })
      // SPEC §4 Membership: the first credit purchase makes the member premium.
      await tx.user.update({ where: { id: order.userId }, data: { paidUser: true } })
    } else if (held && !holdsNow) {
      // Never below 0: a charge-back takes what is left (the member may have spent some).
      await addCredits(tx, {
        userId: order.userId,
        amount: -order.credits,
        reason: 'refund',
        orderId: order.id,
        note: TAKE_BACK_NOTES[after] ?? after,
      })
    }
    // SPEC §8: after a charge-back (or a direct debit the bank refused) no more direct debit.
    if (after === 'charged_back' || (failed && held))
      await tx.user.update({ where: { id: order.userId }, data: { directDebitBlocked: true } })
    return { orderId: order.id, status: after, changed: true, credited: holdsNow && !held }
  })
}
