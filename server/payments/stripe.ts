// Stripe through its official SDK (the PaymentProvider of provider.ts): Checkout sessions for the
// hosted page, cards kept for repeat orders and charged off-session, refunds on the payment
// intent, and what its webhook needs (the signed event, the stored card of a paid session, the
// session of a disputed payment). Configured from the environment (server/env.ts);
// STRIPE_API_URL points the SDK at another API root (the local fake of
// scripts/sandbox/payment-providers.ts, used by the demo and by tests/integration/payment-fakes.ts).
import Stripe from 'stripe'
import {
  ProviderUnavailableError,
  providerEnv,
  RefundRefusedError,
  StoredCardDeclinedError,
  type CheckoutRequest,
  type PaymentProvider,
  type RefundRequest,
  type StoredCharge,
  type StoredChargeRequest,
} from './provider.ts'

let client: Stripe | null | undefined

export function getStripe(): Stripe | null {
  if (client !== undefined) return client
  const env = providerEnv()
  if (!env.STRIPE_SECRET_KEY) return (client = null)
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'http:' ? 80 : 443)),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
  return client
}

/** For tests: forget the client so a changed environment is read again. */
export function resetStripeClient() {
  client = undefined
}

function requireStripe(): Stripe {
  const stripe = getStripe()
  if (!stripe) throw new ProviderUnavailableError('stripe')
  return stripe
}

function stripeLocale(language: string): Stripe.Checkout.SessionCreateParams.Locale {
  return (['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'].includes(language) ? language : 'auto') as never
}

async function createCheckout(req: CheckoutRequest): Promise<{ paymentId: string; url: string }> {
  const session = await requireStripe().checkout.sessions.create(
    {
      mode: 'payment',
      allowed_payment_method_types: [req.providerMethod as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: req.currency.toLowerCase(),
            unit_amount: req.amount,
            product_data: { name: req.description },
          },
        },
      ],
      client_reference_id: String(req.orderId),
      metadata: { orderId: String(req.orderId) },
      // Cards are kept for repeat orders (SPEC §2 credits-repeat-order): one click, off-session.
      ...(req.providerMethod === 'card'
        ? {
            customer_creation: 'always' as const,
            payment_intent_data: { metadata: { orderId: String(req.orderId) }, setup_future_usage: 'off_session' as const },
          }
        : { payment_intent_data: { metadata: { orderId: String(req.orderId) } } }),
      customer_email: req.email,
      success_url: req.returnUrl,
      cancel_url: req.cancelUrl,
      locale: stripeLocale(req.language),
    },
    { idempotencyKey: `amora-order-${req.orderId}` },
  )
  if (!session.url) throw new Error('Stripe returned no checkout URL')
  return { paymentId: session.id, url: session.url }
}

/** Charges a stored card ("customer:payment_method") off-session: a repeat order, paid at once or declined. */
async function chargeStoredCard(req: StoredChargeRequest): Promise<StoredCharge> {
  const stripe = requireStripe()
  const [customer, paymentMethod] = req.mandateId.split(':')
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: req.amount,
        currency: req.currency.toLowerCase(),
        customer,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        description: req.description,
        metadata: { orderId: String(req.orderId) },
      },
      { idempotencyKey: `amora-repeat-${req.orderId}` },
    )
    return {
      paymentId: intent.id,
      status: intent.status === 'succeeded' ? 'paid' : 'pending',
      amount: intent.amount,
      currency: intent.currency,
    }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const raw = error.raw as { payment_intent?: { id?: string } }
      throw new StoredCardDeclinedError(raw.payment_intent?.id ?? null)
    }
    throw error
  }
}

/** The PaymentIntent to refund: a repeat order is one of its own, a checkout order's is the session's. */
async function paymentIntentOf(stripe: Stripe, paymentId: string): Promise<string> {
  if (paymentId.startsWith('pi_')) return paymentId
  const session = await stripe.checkout.sessions.retrieve(paymentId)
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!intent) throw new RefundRefusedError('stripe', `session ${paymentId} has no payment`)
  return intent
}

async function refund(req: RefundRequest): Promise<void> {
  const stripe = requireStripe()
  const intent = await paymentIntentOf(stripe, req.paymentId)
  await stripe.refunds.create({ payment_intent: intent, amount: req.amount }, { idempotencyKey: req.idempotencyKey })
}

async function refunded(req: Omit<RefundRequest, 'idempotencyKey'>): Promise<boolean> {
  const stripe = requireStripe()
  const intent = await paymentIntentOf(stripe, req.paymentId)
  const refunds = await stripe.refunds.list({ payment_intent: intent, limit: 100 })
  const total = refunds.data.filter((r) => r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0)
  return total >= req.amount
}

export const stripeProvider: PaymentProvider = {
  name: 'stripe',
  configured: () => getStripe() !== null,
  createCheckout,
  chargeStored: chargeStoredCard,
  refund,
  refunded,
}

/** A webhook body checked against STRIPE_WEBHOOK_SECRET: the event, or why there is none. */
export function verifyStripeEvent(
  payload: string,
  signature: string | null,
): { event: Stripe.Event } | { problem: 'not_configured' | 'missing_signature' | 'bad_signature' } {
  const stripe = getStripe()
  const secret = providerEnv().STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) return { problem: 'not_configured' }
  if (!signature) return { problem: 'missing_signature' }
  try {
    return { event: stripe.webhooks.constructEvent(payload, signature, secret) }
  } catch {
    return { problem: 'bad_signature' }
  }
}

/** The stored card of a paid card checkout ("customer:payment_method"), for repeat orders. */
export async function storedCardOf(session: {
  customer: string | { id: string } | null
  payment_intent: string | { id: string } | null
}) {
  const stripe = getStripe()
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id
  const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!stripe || !customer || !intentId) return null
  const intent = await stripe.paymentIntents.retrieve(intentId)
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id
  return method ? `${customer}:${method}` : null
}

/** The id of the checkout session that made a PaymentIntent (a disputed payment's order); null if none. */
export async function checkoutSessionOf(intentId: string): Promise<string | null> {
  const sessions = await requireStripe().checkout.sessions.list({ payment_intent: intentId, limit: 1 })
  return sessions.data[0]?.id ?? null
}
