// Refunds at the providers (docs/payments.md "Refunds"). Every refund of an order carries one
// idempotency key, so a retry (the SDK's own, or staff finishing a refund the provider did not
// confirm) never refunds twice. The provider's answer falls into three kinds: done; refused (a
// definite "no": nothing was refunded, RefundRefusedError); or unknown (no answer, a 5xx, a
// timeout: the error as thrown), which the caller must not treat as either.
import { ProviderUnavailableError, RefundRefusedError, type ProviderName, type RefundRequest } from './provider.ts'
import { providerFor } from './providers.ts'

export interface ProviderRefund extends RefundRequest {
  provider: ProviderName
}

/** A 4xx that says "no" (not a conflict, a rate limit or a timeout, which may pass on a retry). */
function isRefusal(error: unknown): boolean {
  const { statusCode, type } = error as { statusCode?: unknown; type?: unknown }
  if (type === 'StripeIdempotencyError') return false
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && ![408, 409, 429].includes(statusCode)
}

/** Refunds the whole payment at its provider; throws RefundRefusedError on a definite "no". */
export async function refundPayment(req: ProviderRefund): Promise<void> {
  try {
    await providerFor(req.provider).refund(req)
  } catch (error) {
    // Already sorted (Stripe: a session without a payment), or not configured here: nothing was
    // asked, so nothing was refunded.
    if (error instanceof RefundRefusedError) throw error
    if (error instanceof ProviderUnavailableError) throw new RefundRefusedError(req.provider, error.message)
    if (isRefusal(error)) throw new RefundRefusedError(req.provider, (error as Error).message)
    throw error
  }
}

/**
 * Whether the provider already refunded the whole payment: asked before a refund is tried again
 * (provider idempotency keys expire: Mollie's after about an hour, Stripe's after a day).
 */
export function refundedAtProvider(req: Omit<ProviderRefund, 'idempotencyKey'>): Promise<boolean> {
  return providerFor(req.provider).refunded(req)
}
