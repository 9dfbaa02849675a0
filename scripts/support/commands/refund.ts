// The support CLI's refund command: refund a paid order at its provider and take back its credits (its
// credits must be unspent; --any-time ignores refund_days).
import { OrderError, refundOrder } from '../../../server/payments/orders.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function refund({ target, values, staff, out }: SupportContext): Promise<number> {
  if (!target || !/^\d+$/.test(target)) throw new SupportError('refund needs an order id.')
  try {
    await refundOrder(Number(target), { type: 'staff', staff, ignoreWindow: values['any-time'] === true })
  } catch (error) {
    if (error instanceof OrderError) throw new SupportError(`Order ${target} was not refunded: ${error.message}`)
    throw error
  }
  out(`Order ${target} is refunded; its credits are taken back.`)
  return 0
}
