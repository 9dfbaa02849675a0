// The providers' webhooks, as a domain result: what a delivery came to (WebhookOutcome), or the
// refusal applyPaymentStatus throws (OrderError: no such order, an amount that does not match;
// BusyError). The route adapters turn both into HTTP (app/routes/api/webhooks/webhook-answer.server.ts).
// Stripe: the Stripe-Signature header is checked against the endpoint's signing secret
// (STRIPE_WEBHOOK_SECRET) before anything is read from the body, then the event goes to its
// handler in STRIPE_HANDLERS (any other type is ignored). Mollie: its webhook carries only a
// payment id, so the payment is re-fetched from Mollie's API and only what Mollie answers counts
// (a forged post can at most make us ask Mollie). Both end in applyPaymentStatus (payment-status.ts).
import type Stripe from 'stripe'
import type { OrderStatus } from '../generated/prisma/client.ts'
import { log } from '../log.ts'
import { fetchMolliePayment, getMollie } from './mollie.ts'
import { applyPaymentStatus, orderOfPayment, type StatusReport } from './orders.ts'
import { checkoutSessionOf, storedCardOf, verifyStripeEvent } from './stripe.ts'

export type WebhookOutcome =
  /** The provider's status was applied to its order (a move the state machine refuses is a no-op). */
  | 'applied'
  /** An event we do not act on, or a payment that is no order of ours (a checkout's PaymentIntent). */
  | 'ignored'
  /** The provider's keys (Stripe: and the webhook secret) are not set here. */
  | 'not_configured'
  | 'missing_signature'
  | 'bad_signature'
  /** Mollie: the posted id does not look like a payment id. */
  | 'invalid_payment_id'
  /** Mollie does not know the payment (a forged or foreign post). */
  | 'unknown_payment'
  /** Mollie did not answer the re-fetch. */
  | 'provider_unavailable'

export interface WebhookResult {
  outcome: WebhookOutcome
}

const IGNORED: WebhookResult = { outcome: 'ignored' }

async function apply(report: StatusReport): Promise<WebhookResult> {
  await applyPaymentStatus(report)
  return { outcome: 'applied' }
}

type StripeHandler = (event: Stripe.Event) => Promise<WebhookResult>

/** A checkout session's event: the status it gives, applied to the session's order. */
function sessionEvent(statusOf: (session: Stripe.Checkout.Session) => OrderStatus): StripeHandler {
  return async (event) => {
    const session = event.data.object as Stripe.Checkout.Session
    const status = statusOf(session)
    const orderId = Number(session.metadata?.orderId ?? session.client_reference_id)
    const mandateId = status === 'paid' && session.customer ? await storedCardOf(session) : null
    return apply({
      mandateId,
      provider: 'stripe',
      paymentId: session.id,
      status,
      amount: session.amount_total ?? undefined,
      currency: session.currency ?? undefined,
      orderId: Number.isSafeInteger(orderId) ? orderId : null,
    })
  }
}

/** A PaymentIntent's outcome: repeat orders are PaymentIntents of their own; a checkout's is no order here. */
function repeatPayment(status: 'paid' | 'failed'): StripeHandler {
  return async (event) => {
    const intent = event.data.object as Stripe.PaymentIntent
    if (!(await orderOfPayment('stripe', intent.id))) return IGNORED
    return apply({
      provider: 'stripe',
      paymentId: intent.id,
      status,
      amount: intent.amount,
      currency: intent.currency,
      orderId: Number(intent.metadata?.orderId) || null,
    })
  }
}

/** A dispute: the order of the disputed payment (a repeat order's PaymentIntent, else its checkout session) is charged back. */
const dispute: StripeHandler = async (event) => {
  const disputed = event.data.object as Stripe.Dispute
  const intentId = typeof disputed.payment_intent === 'string' ? disputed.payment_intent : disputed.payment_intent?.id
  if (!intentId) return IGNORED
  const paymentId = (await orderOfPayment('stripe', intentId)) ? intentId : await checkoutSessionOf(intentId)
  if (!paymentId) return IGNORED
  return apply({ provider: 'stripe', paymentId, status: 'charged_back' })
}

/** The Stripe events we act on, each with its handler. */
const STRIPE_HANDLERS: Partial<Record<Stripe.Event.Type, StripeHandler>> = {
  'checkout.session.completed': sessionEvent((session) =>
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'paid' : 'pending',
  ),
  'checkout.session.async_payment_succeeded': sessionEvent(() => 'paid'),
  'checkout.session.async_payment_failed': sessionEvent(() => 'failed'),
  'checkout.session.expired': sessionEvent(() => 'expired'),
  'payment_intent.succeeded': repeatPayment('paid'),
  'payment_intent.payment_failed': repeatPayment('failed'),
  'charge.dispute.created': dispute,
}

export async function handleStripeWebhook(payload: string, signature: string | null): Promise<WebhookResult> {
  const verified = verifyStripeEvent(payload, signature)
  if ('problem' in verified) return { outcome: verified.problem }
  const { event } = verified
  const handler = Object.hasOwn(STRIPE_HANDLERS, event.type) ? STRIPE_HANDLERS[event.type] : undefined
  return handler ? handler(event) : IGNORED
}

export async function handleMollieWebhook(paymentId: string | null): Promise<WebhookResult> {
  if (!getMollie()) return { outcome: 'not_configured' }
  if (!paymentId || !/^tr_[A-Za-z0-9]{1,64}$/.test(paymentId)) return { outcome: 'invalid_payment_id' }
  let state
  try {
    state = await fetchMolliePayment(paymentId)
  } catch (error) {
    // Mollie does not know the id (a forged or foreign post): nothing to do.
    if ((error as { statusCode?: number }).statusCode === 404) return { outcome: 'unknown_payment' }
    log().warn({ err: error, paymentId }, 'mollie payment fetch failed')
    return { outcome: 'provider_unavailable' }
  }
  return apply({
    provider: 'mollie',
    paymentId: state.paymentId,
    status: state.status,
    amount: state.amount,
    currency: state.currency,
    orderId: state.orderId,
    mandateId: state.mandateId,
  })
}
