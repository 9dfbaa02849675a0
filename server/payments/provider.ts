// What a payment provider does for us, one interface that stripe.ts and mollie.ts implement
// (providers.ts looks them up by name): start a checkout on its hosted page, charge a stored card
// or mandate (repeat orders, direct debit), refund a payment and say whether it is refunded.
// Their webhooks differ too much to share a shape (Stripe signs events, Mollie posts a bare id);
// webhooks.ts handles each. Also the errors the providers throw and the settings they read.
import { parseEnv, type Env } from '../env.ts'
import type { OrderStatus, PaymentProvider as ProviderName } from '../generated/prisma/client.ts'
import { ServiceError } from '../errors.ts'

export type { ProviderName }

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

export interface StoredChargeRequest {
  orderId: number
  amount: number
  currency: string
  /** The stored card ("customer:payment_method") or mandate ("customer:mandate"). */
  mandateId: string
  description: string
  /** Mollie: where it posts the payment id. */
  webhookUrl: string
}

/** The provider's answer to a stored charge: its payment id, the status and what it charged. */
export interface StoredCharge {
  paymentId: string
  status: OrderStatus
  /** What the provider says it charged, when its answer says (Stripe); checked against the order. */
  amount?: number
  currency?: string
}

export interface RefundRequest {
  paymentId: string
  amount: number
  currency: string
  /** One key per order refund (amora-refund-order-<id>). */
  idempotencyKey: string
}

export interface PaymentProvider {
  readonly name: ProviderName
  /** Whether this process has the provider's keys. */
  configured(): boolean
  /** Starts the payment at the provider; its id and the hosted page the member goes to. */
  createCheckout(req: CheckoutRequest): Promise<{ paymentId: string; url: string }>
  /**
   * Charges a stored card or mandate without the member (repeat orders, the debit of a new
   * mandate). A declined card throws StoredCardDeclinedError.
   */
  chargeStored(req: StoredChargeRequest): Promise<StoredCharge>
  /** Refunds the whole payment; errors as the provider's SDK threw them (provider-refunds.ts sorts them). */
  refund(req: RefundRequest): Promise<void>
  /** Whether the provider already refunded the whole payment. */
  refunded(req: Omit<RefundRequest, 'idempotencyKey'>): Promise<boolean>
}

export class ProviderUnavailableError extends ServiceError<'provider_unavailable', { provider: ProviderName }> {
  constructor(provider: ProviderName) {
    super('provider_unavailable', { provider }, `Payment provider ${provider} is not configured`)
  }
}

export class StoredCardDeclinedError extends ServiceError<'card_declined', { paymentId: string | null }> {
  constructor(paymentId: string | null) {
    super('card_declined', { paymentId }, 'The stored card was declined')
  }
}

export class RefundRefusedError extends ServiceError<'refund_refused', { provider: ProviderName }> {
  constructor(provider: ProviderName, reason: string) {
    super('refund_refused', { provider }, `${provider} refused the refund: ${reason}`)
  }
}

let env: Env | undefined

/** The provider settings, read once (again after resetProviderEnv). */
export function providerEnv(): Env {
  env ??= parseEnv()
  return env
}

/** For tests: forget the settings so a changed environment is read again. */
export function resetProviderEnv() {
  env = undefined
}
