// Mollie through its official SDK (the PaymentProvider of provider.ts): payments on its hosted
// page, debits off a stored SEPA mandate, refunds, the payment re-fetched by id (its webhook
// carries nothing else), and the mandate flow of direct debit (customer, mandate, revocation).
// Configured from the environment (server/env.ts); MOLLIE_API_URL points the SDK at another API
// root (the local fake of scripts/sandbox/payment-providers.ts, used by the demo and by
// tests/integration/payment-fakes.ts).
import { createMollieClient, type MollieClient, type Payment as MolliePayment } from '@mollie/api-client'
import type { OrderStatus } from '../generated/prisma/client.ts'
import { currencyDigits } from '../pricing/format-price.ts'
import {
  ProviderUnavailableError,
  providerEnv,
  type CheckoutRequest,
  type PaymentProvider,
  type RefundRequest,
  type StoredCharge,
  type StoredChargeRequest,
} from './provider.ts'

let client: MollieClient | null | undefined

export function getMollie(): MollieClient | null {
  if (client !== undefined) return client
  const env = providerEnv()
  if (!env.MOLLIE_API_KEY) return (client = null)
  client = createMollieClient({
    apiKey: env.MOLLIE_API_KEY,
    ...(env.MOLLIE_API_URL ? { apiEndpoint: env.MOLLIE_API_URL } : {}),
  })
  return client
}

/** For tests: forget the client so a changed environment is read again. */
export function resetMollieClient() {
  client = undefined
}

function requireMollie(): MollieClient {
  const mollie = getMollie()
  if (!mollie) throw new ProviderUnavailableError('mollie')
  return mollie
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

async function createCheckout(req: CheckoutRequest): Promise<{ paymentId: string; url: string }> {
  const payment = await requireMollie().payments.create({
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

/**
 * A payment off a stored Mollie mandate ("customer:mandate"): the direct debit of a new mandate and
 * repeat orders. SEPA debits stay pending for days; the webhook brings the outcome.
 */
async function chargeMandate(req: StoredChargeRequest): Promise<StoredCharge> {
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

async function refund(req: RefundRequest): Promise<void> {
  await requireMollie().paymentRefunds.create({
    paymentId: req.paymentId,
    amount: { currency: req.currency, value: mollieValue(req.amount, req.currency) },
    idempotencyKey: req.idempotencyKey,
  })
}

async function refunded(req: Omit<RefundRequest, 'idempotencyKey'>): Promise<boolean> {
  return (await fetchMolliePayment(req.paymentId)).status === 'refunded'
}

export const mollieProvider: PaymentProvider = {
  name: 'mollie',
  configured: () => getMollie() !== null,
  createCheckout,
  chargeStored: chargeMandate,
  refund,
  refunded,
}

/** What Mollie says about a payment, in our terms. */
export interface MollieState {
  status: OrderStatus
  paymentId: string
  orderId: number | null
  amount: number
  currency: string
  /** The stored mandate the payment was made with or created ("customer:mandate"), when any. */
  mandateId: string | null
}

/** Mollie's payment re-fetched by id (its webhook carries nothing else). */
export async function fetchMolliePayment(id: string): Promise<MollieState> {
  const payment: MolliePayment = await requireMollie().payments.get(id)
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

/** Revokes a stored Mollie mandate ("customer:mandate"): no further debit can be made off it. */
export async function revokeMollieMandate(mandateId: string): Promise<void> {
  const [customerId, id] = mandateId.split(':')
  if (!customerId || !id) return
  await requireMollie().customerMandates.revoke(id, { customerId })
}
