// The providers' webhooks. Stripe: the Stripe-Signature header is checked against the endpoint's
// signing secret (STRIPE_WEBHOOK_SECRET) before anything is read from the body. Mollie: its webhook
// carries only a payment id, so the payment is re-fetched from Mollie's API and only what Mollie
// answers counts (a forged post can at most make us ask Mollie). Both end in applyPaymentStatus.
import type Stripe from 'stripe'
import type { OrderStatus } from '../generated/prisma/client.ts'
import { BusyError } from '../locked-transaction.ts'
import { OrderError } from './order-error.ts'
import { applyPaymentStatus } from './payment-status.ts'
import { fetchMolliePayment, getMollie } from './mollie.ts'
import { providerEnv } from './provider.ts'
import { getStripe, storedCardOf } from './stripe.ts'
import { prisma } from '../db.ts'
import { apiErrorResponse } from '../http/api.ts'
import { log } from '../log.ts'

export interface WebhookResult {
  status: number
  body: string
}

/** Largest webhook body read (Stripe events are a few kB). */
export const WEBHOOK_BODY_LIMIT = 256 * 1024

function sessionStatus(type: string, session: Stripe.Checkout.Session): OrderStatus | null {
  switch (type) {
    case 'checkout.session.completed':
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'paid' : 'pending'
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
      return 'failed'
    case 'checkout.session.expired':
      return 'expired'
    default:
      return null
  }
}

async function report(run: () => Promise<unknown>): Promise<WebhookResult> {
  try {
    await run()
    return { status: 200, body: 'ok' }
  } catch (error) {
    if (error instanceof OrderError) return { status: error.code === 'unknown_order' ? 404 : 422, body: error.message }
    // Still busy after every retry (server/locked-transaction.ts): the provider delivers again later.
    if (error instanceof BusyError) return { status: 503, body: error.message }
    throw error
  }
}

export async function handleStripeWebhook(payload: string, signature: string | null): Promise<WebhookResult> {
  const stripe = getStripe()
  const secret = providerEnv().STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) return { status: 404, body: 'Stripe is not configured.' }
  if (!signature) return { status: 400, body: 'Missing Stripe-Signature.' }
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(payload, signature, secret)
  } catch {
    return { status: 400, body: 'Invalid signature.' }
  }
  if (event.type.startsWith('checkout.session.')) {
    const session = event.data.object as Stripe.Checkout.Session
    const status = sessionStatus(event.type, session)
    if (!status) return { status: 200, body: 'ignored' }
    const orderId = Number(session.metadata?.orderId ?? session.client_reference_id)
    const mandateId = status === 'paid' && session.customer ? await storedCardOf(session) : null
    return report(() =>
      applyPaymentStatus({
        mandateId,
        provider: 'stripe',
        paymentId: session.id,
        status,
        amount: session.amount_total ?? undefined,
        currency: session.currency ?? undefined,
        orderId: Number.isSafeInteger(orderId) ? orderId : null,
      }),
    )
  }
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    // Repeat orders are PaymentIntents of their own; a checkout's PaymentIntent is no order here.
    const intent = event.data.object as Stripe.PaymentIntent
    const known = await prisma.order.findUnique({ where: { provider_paymentId: { provider: 'stripe', paymentId: intent.id } } })
    if (!known) return { status: 200, body: 'ignored' }
    return report(() =>
      applyPaymentStatus({
        provider: 'stripe',
        paymentId: intent.id,
        status: event.type === 'payment_intent.succeeded' ? 'paid' : 'failed',
        amount: intent.amount,
        currency: intent.currency,
        orderId: Number(intent.metadata?.orderId) || null,
      }),
    )
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object as Stripe.Dispute
    const intentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id
    if (!intentId) return { status: 200, body: 'ignored' }
    const repeat = await prisma.order.findUnique({ where: { provider_paymentId: { provider: 'stripe', paymentId: intentId } } })
    if (repeat) return report(() => applyPaymentStatus({ provider: 'stripe', paymentId: intentId, status: 'charged_back' }))
    const sessions = await stripe.checkout.sessions.list({ payment_intent: intentId, limit: 1 })
    const session = sessions.data[0]
    if (!session) return { status: 200, body: 'ignored' }
    return report(() => applyPaymentStatus({ provider: 'stripe', paymentId: session.id, status: 'charged_back' }))
  }
  return { status: 200, body: 'ignored' }
}

export async function handleMollieWebhook(paymentId: string | null): Promise<WebhookResult> {
  if (!getMollie()) return { status: 404, body: 'Mollie is not configured.' }
  if (!paymentId || !/^tr_[A-Za-z0-9]{1,64}$/.test(paymentId)) return { status: 400, body: 'Invalid payment id.' }
  let state
  try {
    state = await fetchMolliePayment(paymentId)
  } catch (error) {
    // Mollie does not know the id (a forged or foreign post): nothing to do.
    if ((error as { statusCode?: number }).statusCode === 404) return { status: 404, body: 'Unknown payment.' }
    log().warn({ err: error, paymentId }, 'mollie payment fetch failed')
    return { status: 502, body: 'Mollie did not answer.' }
  }
  return report(() =>
    applyPaymentStatus({
      provider: 'mollie',
      paymentId: state.paymentId,
      status: state.status,
      amount: state.amount,
      currency: state.currency,
      orderId: state.orderId,
      mandateId: state.mandateId,
    }),
  )
}

const CODES: Record<number, string> = {
  400: 'invalid_parameter',
  404: 'not_found',
  422: 'payment_mismatch',
  502: 'provider_unavailable',
  503: 'busy',
}

/** A webhook's answer in the API's JSON shape (docs/api.md). */
export function webhookResponse(result: WebhookResult): Response {
  if (result.status < 300)
    return Response.json({ received: true, result: result.body }, { headers: { 'Cache-Control': 'no-store' } })
  return apiErrorResponse(result.status, CODES[result.status] ?? 'error', result.body)
}
