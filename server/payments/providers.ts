// The two payment providers through their official SDKs: Stripe Checkout and Mollie payments.
// Both are configured from the environment (server/env.ts); STRIPE_API_URL / MOLLIE_API_URL point
// the SDKs at another API root (the local fakes: scripts/sandbox/payment-providers.ts, used by the demo and by
// tests/integration/payment-fakes.ts).
import { createMollieClient, type MollieClient, type Payment as MolliePayment } from '@mollie/api-client'
import Stripe from 'stripe'
import { parseEnv, type Env } from '../env.ts'
import type { OrderStatus, PaymentProvider } from '../generated/prisma/client.ts'
import { currencyDigits } from '../pricing/format-price.ts'
import { ServiceError } from '../errors.ts'

export class ProviderUnavailableError extends ServiceError<'provider_unavailable', { provider: PaymentProvider }> {
  constructor(provider: PaymentProvider) {
    super('provider_unavailable', { provider }, `Payment provider ${provider} is not configured`)
  }
}

let stripeClient: Stripe | null | undefined
let mollieClient: MollieClient | null | undefined
let env: Env | undefined

/** The provider settings, read once (again after resetProviderClients). */
export function providerEnv(): Env {
  env ??= parseEnv()
  return env
}

export function getStripe(): Stripe | null {
  if (stripeClient !== undefined) return stripeClient
  const env = providerEnv()
  if (!env.STRIPE_SECRET_KEY) return (stripeClient = null)
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null
  stripeClient = new Stripe(env.STRIPE_SECRET_KEY, {
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
  return stripeClient
}

export function getMollie(): MollieClient | null {
  if (mollieClient !== undefined) return mollieClient
  const env = providerEnv()
  if (!env.MOLLIE_API_KEY) return (mollieClient = null)
  mollieClient = createMollieClient({
    apiKey: env.MOLLIE_API_KEY,
    ...(env.MOLLIE_API_URL ? { apiEndpoint: env.MOLLIE_API_URL } : {}),
  })
  return mollieClient
}

/** Which providers this process can use (keys configured). */
export function configuredProviders(): PaymentProvider[] {
  const list: PaymentProvider[] = []
  if (getStripe()) list.push('stripe')
  if (getMollie()) list.push('mollie')
  return list
}

/** For tests: forget the clients so a changed environment is read again. */
export function resetProviderClients() {
  stripeClient = undefined
  mollieClient = undefined
  env = undefined
}

/** Minor units → Mollie's decimal string ("19.99", "500" for JPY). */
export function mollieValue(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency)
  return (amountMinor / 10 ** digits).toFixed(digits)
}

/** Mollie's decimal string → minor units. */
export function mollieMinor(value: string, currency: string): number {
  return Math.round(Number(value) * 10 ** currencyDigits(currency))
}

export interface CheckoutRequest {
  orderId: number
  amount: number
  currency: string
  description: string
  providerMethod: string
  email: string
  /** The page the provider sends the member back to. */
  returnUrl: string
  /** Stripe: the page for "back"/cancel. */
  cancelUrl: string
  /** Mollie: where it posts the payment id. */
  webhookUrl: string
  language: string
}

/** Starts the payment at the provider; its id and the hosted page the member goes to. */
export async function createCheckout(
  provider: PaymentProvider,
  req: CheckoutRequest,
): Promise<{ paymentId: string; url: string }> {
  if (provider === 'stripe') {
    const stripe = getStripe()
    if (!stripe) throw new ProviderUnavailableError('stripe')
    const session = await stripe.checkout.sessions.create(
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
  const mollie = getMollie()
  if (!mollie) throw new ProviderUnavailableError('mollie')
  const payment = await mollie.payments.create({
    amount: { currency: req.currency, value: mollieValue(req.amount, req.currency) },
    description: req.description,
    redirectUrl: req.returnUrl,
    webhookUrl: req.webhookUrl,
    method: req.providerMethod as never,
    metadata: { orderId: String(req.orderId) },
  })
  const url = payment.getCheckoutUrl()
  if (!url) throw new Error('Mollie returned no checkout URL')
  return { paymentId: payment.id, url }
}

function stripeLocale(language: string): Stripe.Checkout.SessionCreateParams.Locale {
  return (['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'].includes(language) ? language : 'auto') as never
}

/** What a provider says about a payment, in our terms. */
export interface ProviderState {
  status: OrderStatus
  paymentId: string
  orderId: number | null
  amount: number
  currency: string
  /** The stored mandate the payment was made with or created ("customer:mandate"), when any. */
  mandateId: string | null
}

/** Mollie's payment re-fetched by id (its webhook carries nothing else). */
export async function fetchMolliePayment(id: string): Promise<ProviderState> {
  const mollie = getMollie()
  if (!mollie) throw new ProviderUnavailableError('mollie')
  const payment: MolliePayment = await mollie.payments.get(id)
  const currency = payment.amount.currency
  const amount = mollieMinor(payment.amount.value, currency)
  let status: OrderStatus
  if (payment.amountChargedBack && mollieMinor(payment.amountChargedBack.value, currency) > 0) status = 'charged_back'
  else if (payment.amountRefunded && mollieMinor(payment.amountRefunded.value, currency) >= amount) status = 'refunded'
  else if (payment.status === 'paid') status = 'paid'
  else if (payment.status === 'failed') status = 'failed'
  else if (payment.status === 'canceled') status = 'canceled'
  else if (payment.status === 'expired') status = 'expired'
  else if (payment.status === 'open') status = 'open'
  else status = 'pending'
  const metadata = payment.metadata as { orderId?: unknown } | null
  const orderId = Number(metadata?.orderId)
  const mandateId = payment.customerId && payment.mandateId ? `${payment.customerId}:${payment.mandateId}` : null
  return { status, paymentId: payment.id, orderId: Number.isSafeInteger(orderId) ? orderId : null, amount, currency, mandateId }
}

function requireMollie(): MollieClient {
  const mollie = getMollie()
  if (!mollie) throw new ProviderUnavailableError('mollie')
  return mollie
}

/** Creates the member's customer at Mollie, which holds their mandates; its id. */
export async function createMollieCustomer(req: { userId: number; name: string; email: string; language: string }) {
  const locale = mollieLocale(req.language)
  const customer = await requireMollie().customers.create({
    name: req.name,
    email: req.email,
    ...(locale ? { locale } : {}),
    metadata: { userId: String(req.userId) },
  })
  return customer.id
}

function mollieLocale(language: string) {
  const locales: Record<string, string> = {
    da: 'da_DK',
    de: 'de_DE',
    en: 'en_GB',
    es: 'es_ES',
    fi: 'fi_FI',
    fr: 'fr_FR',
    it: 'it_IT',
    nb: 'nb_NO',
    nl: 'nl_NL',
    pl: 'pl_PL',
    sv: 'sv_SE',
  }
  return locales[language] as never
}

/**
 * A SEPA direct-debit mandate at Mollie, signed by the member on our page (SPEC §5: the consent
 * checkbox confirmed by the SMS code); "customer:mandate".
 */
export async function createDirectDebitMandate(req: {
  customerId: string
  holder: string
  iban: string
  reference: string
  signedAt: Date
}): Promise<string> {
  const mandate = await requireMollie().customerMandates.create({
    customerId: req.customerId,
    method: 'directdebit' as never,
    consumerName: req.holder,
    consumerAccount: req.iban,
    signatureDate: req.signedAt.toISOString().slice(0, 10),
    mandateReference: req.reference,
    idempotencyKey: `amora-mandate-${req.reference}`,
  })
  return `${req.customerId}:${mandate.id}`
}

/**
 * A payment off a stored Mollie mandate ("customer:mandate"): the direct debit of a new mandate and
 * repeat orders. SEPA debits stay pending for days; the webhook brings the outcome.
 */
export async function chargeMollieMandate(req: {
  orderId: number
  amount: number
  currency: string
  mandateId: string
  description: string
  webhookUrl: string
}): Promise<{ paymentId: string; status: OrderStatus }> {
  const [customerId, mandateId] = req.mandateId.split(':')
  const payment = await requireMollie().payments.create({
    amount: { currency: req.currency, value: mollieValue(req.amount, req.currency) },
    description: req.description,
    customerId,
    mandateId,
    sequenceType: 'recurring' as never,
    webhookUrl: req.webhookUrl,
    metadata: { orderId: String(req.orderId) },
    idempotencyKey: `amora-order-${req.orderId}`,
  })
  const status: OrderStatus = payment.status === 'paid' ? 'paid' : payment.status === 'failed' ? 'failed' : 'pending'
  return { paymentId: payment.id, status }
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

export class StoredCardDeclinedError extends ServiceError<'card_declined', { paymentId: string | null }> {
  constructor(paymentId: string | null) {
    super('card_declined', { paymentId }, 'The stored card was declined')
  }
}

/** Charges a stored card off-session (a repeat order); the PaymentIntent's id and whether it succeeded. */
export async function chargeStoredCard(req: {
  orderId: number
  amount: number
  currency: string
  mandateId: string
  description: string
}) {
  const stripe = getStripe()
  if (!stripe) throw new ProviderUnavailableError('stripe')
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
    return { paymentId: intent.id, succeeded: intent.status === 'succeeded', amount: intent.amount, currency: intent.currency }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      const raw = error.raw as { payment_intent?: { id?: string } }
      throw new StoredCardDeclinedError(raw.payment_intent?.id ?? null)
    }
    throw error
  }
}
