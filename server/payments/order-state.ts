// The one order state machine (SPEC §4 Payment, docs/payments.md): open → pending → paid | failed |
// canceled | expired, then refunding (the member's refund on its way) → refunded, or charged
// back. Webhooks may arrive twice, late or out of order: a move that is not listed here is
// ignored (a no-op), so replaying or reordering cannot undo a payment or credit it twice.
// - A provider's "paid" wins over an earlier failed, canceled or expired (the money was taken:
//   the member must get the credits).
// - A refund or charge-back wins over everything before it, whether the order holds its credits
//   or not yet: a charge-back that arrives before the payment (Stripe's dispute before the retried
//   paid event) is kept as the order's state, so the late "paid" is a no-op and credits nothing.
// - refunding → paid is no provider's move: only our own refund does it, when the provider
//   refused to refund (server/payments/refunds.ts).
import type { OrderStatus } from '../generated/prisma/client.ts'

const afterPayment: readonly OrderStatus[] = ['refunded', 'charged_back']

const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  open: ['pending', 'paid', 'failed', 'canceled', 'expired', ...afterPayment],
  pending: ['paid', 'failed', 'canceled', 'expired', ...afterPayment],
  failed: ['paid', ...afterPayment],
  canceled: ['paid', ...afterPayment],
  expired: ['paid', ...afterPayment],
  paid: ['refunding', ...afterPayment],
  refunding: afterPayment,
  refunded: [],
  charged_back: [],
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return moves[from].includes(to)
}

/**
 * Whether an order in this state holds its credits (the member has them): paid, and a direct
 * debit (sdd) from the moment the bank accepted it (pending), before it is collected.
 */
export function holdsCredits(order: { status: OrderStatus; paymentMethod: string }): boolean {
  return order.status === 'paid' || collecting(order)
}

/**
 * A direct debit the bank accepted and is still collecting: it holds its credits already, and the
 * receipt, the return page and the order confirmation say the money is still on its way.
 */
export function collecting(order: { status: OrderStatus; paymentMethod: string }): boolean {
  return order.status === 'pending' && order.paymentMethod === 'sdd'
}

/** How a return page shows the order: still processing, done, or failed (retry another method). */
export function returnState(status: OrderStatus): 'pending' | 'completed' | 'failed' {
  if (status === 'paid' || status === 'refunding' || status === 'refunded' || status === 'charged_back') return 'completed'
  if (status === 'open' || status === 'pending') return 'pending'
  return 'failed'
}
