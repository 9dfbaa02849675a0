// The one order state machine (SPEC §4 Payment): open → pending → paid | failed | canceled |
// expired, then refunded or charged back. Webhooks may arrive twice, late or out of order: a
// move that is not listed here is ignored (a no-op), so replaying or reordering cannot undo a
// payment or credit it twice. A provider's "paid" wins over an earlier failed, canceled or expired
// (the money was taken: the member must get the credits).
import type { OrderStatus } from '../generated/prisma/client.ts'

const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  open: ['pending', 'paid', 'failed', 'canceled', 'expired'],
  pending: ['paid', 'failed', 'canceled', 'expired'],
  failed: ['paid'],
  canceled: ['paid'],
  expired: ['paid'],
  paid: ['refunded', 'charged_back'],
  refunded: [],
  charged_back: [],
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return moves[from].includes(to)
}

/** Orders whose credits the member has (they moved through paid). */
export function isCredited(status: OrderStatus): boolean {
  return status === 'paid'
}

/** How a return page shows the order: still processing, done, or failed (retry another method). */
export function returnState(status: OrderStatus): 'pending' | 'completed' | 'failed' {
  if (status === 'paid' || status === 'refunded' || status === 'charged_back') return 'completed'
  if (status === 'open' || status === 'pending') return 'pending'
  return 'failed'
}
