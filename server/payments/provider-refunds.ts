// Refunds at the providers (docs/payments.md "Refunds"). Every refund of an order carries one
// idempotency key, so a retry (the SDK's own, or staff finishing a refund the provider did not
// confirm) never refunds twice. The provider's answer falls into three kinds: done; refused (a
// definite "no": nothing was refunded, RefundRefusedError); or unknown (no answer, a 5xx, a
// timeout: the error as thrown), which the caller must not treat as either.
import type Stripe from 'stripe'
import type { PaymentProvider } from '../generated/prisma/client.ts'
import { ServiceError } from '../errors.ts'
import { fetchMolliePayment, getMollie, getStripe, mollieValue, ProviderUnavailableError } from './providers.ts'

export class RefundRefusedError extends ServiceError<'refund_refused', { provider: PaymentProvider }> {
  constructor(provider: PaymentProvider, reason: string) {
    super('refund_refused', { provider }, `${provider} refused the refund: ${reason}`)
  }
}

export interface RefundRequest {
  provider: PaymentProvider
  paymentId: string
  amount: number
  currency: string
  /** One key per order refund (amora-refund-order-<id>). */
  idempotencyKey: string
}

/** A 4xx that says "no" (not a conflict, a rate limit or a timeout, which may pass on a retry). */
function isRefusal(error: unknown): boolean {
  const { statusCode, type } = error as { statusCode?: unknown; type?: unknown }
  if (type === 'StripeIdempotencyError') return false
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && ![408, 409, 429].includes(statusCode)
}

function requireStripe(): Stripe {
  const stripe = getStripe()
  if (!stripe) throw new ProviderUnavailableError('stripe')
  return stripe
}

/** The PaymentIntent to refund: a repeat order is one of its own, a checkout order's is the session's. */
async function stripeIntent(stripe: Stripe, paymentId: string): Promise<string> {
  if (paymentId.startsWith('pi_')) return paymentId
  const session = await stripe.checkout.sessions.retrieve(paymentId)
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!intent) throw new RefundRefusedError('stripe', `session ${paymentId} has no payment`)
  return intent
}

/** Refunds the whole payment at its provider; throws RefundRefusedError on a definite "no". */
export async function refundPayment(req: RefundRequest): Promise<void> {
  try {
    if (req.provider === 'stripe') {
      const stripe = requireStripe()
      const intent = await stripeIntent(stripe, req.paymentId)
      await stripe.refunds.create({ payment_intent: intent, amount: req.amount }, { idempotencyKey: req.idempotencyKey })
      return
    }
    const mollie = getMollie()
    if (!mollie) throw new ProviderUnavailableError('mollie')
    await mollie.paymentRefunds.create({
      paymentId: req.paymentId,
      amount: { currency: req.currency, value: mollieValue(req.amount, req.currency) },
      idempotencyKey: req.idempotencyKey,
    })
  } catch (error) {
    // Not configured here: nothing was asked, so nothing was refunded.
    if (error instanceof ProviderUnavailableError) throw new RefundRefusedError(req.provider, error.message)
    if (isRefusal(error)) throw new RefundRefusedError(req.provider, (error as Error).message)
    throw error
  }
}

/**
 * Whether the provider already refunded the whole payment: asked before a refund is tried again
 * (provider idempotency keys expire: Mollie's after about an hour, Stripe's after a day).
 */
export async function refundedAtProvider(req: Omit<RefundRequest, 'idempotencyKey'>): Promise<boolean> {
  if (req.provider === 'mollie') return (await fetchMolliePayment(req.paymentId)).status === 'refunded'
  const stripe = requireStripe()
  const intent = await stripeIntent(stripe, req.paymentId)
  const refunds = await stripe.refunds.list({ payment_intent: intent, limit: 100 })
  const refunded = refunds.data
    .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
    .reduce((sum, r) => sum + r.amount, 0)
  return refunded >= req.amount
}
