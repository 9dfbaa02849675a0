// Why an order could not be moved, refunded or repeated (services throw it; routes and the
// webhooks turn the code into an answer).
import { ServiceError } from '../errors.ts'

export type OrderProblem =
  | 'amount_mismatch'
  | 'unknown_order'
  | 'refund_window'
  | 'credits_spent'
  | 'not_refundable'
  /** The order's refund is already on its way (a second click, another tab). */
  | 'refund_in_progress'
  /** The provider refused the refund: the member has the order's credits again. */
  | 'refund_refused'
  /** The provider did not answer: the credits stay taken back until the refund is confirmed. */
  | 'refund_unconfirmed'
  /** No express consent to immediate delivery and waiver of the right of withdrawal (withdrawal.ts). */
  | 'withdrawal_waiver'

export class OrderError extends ServiceError<OrderProblem> {
  constructor(code: OrderProblem, message: string) {
    super(code, {}, message)
  }
}
