// How the payment webhook routes (stripe.ts, mollie.ts here) answer the providers, in the API's
// JSON shape (docs/api.md): what server/payments/webhooks.ts says a delivery came to, or the
// refusal it threw, as a status. 200 for a delivery applied or ignored; 400 for a bad signature
// or id; 404 for a provider not configured, a payment or an order we do not know; 422 for an
// amount that does not match its order; 502 when Mollie did not answer and 503 when the
// database stayed busy (server/locked-transaction.ts), so the provider delivers again later.
import { apiErrorResponse } from '../../../../server/http/api.ts'
import { refusalStatus, type RefusalCode } from '../../../../server/http/refusal-status.ts'
import { BusyError } from '../../../../server/locked-transaction.ts'
import { OrderError } from '../../../../server/payments/order-error.ts'
import type { WebhookOutcome, WebhookResult } from '../../../../server/payments/webhooks.ts'

/** Largest webhook body read (Stripe events are a few kB). */
export const WEBHOOK_BODY_LIMIT = 256 * 1024

type Refused = Exclude<WebhookOutcome, 'applied' | 'ignored'>

const REFUSED: Record<Refused, { code: RefusalCode; message: (provider: string) => string }> = {
  not_configured: { code: 'not_found', message: (provider) => `${provider} is not configured.` },
  missing_signature: { code: 'invalid_parameter', message: () => 'Missing Stripe-Signature.' },
  bad_signature: { code: 'invalid_parameter', message: () => 'Invalid signature.' },
  invalid_payment_id: { code: 'invalid_parameter', message: () => 'Invalid payment id.' },
  unknown_payment: { code: 'not_found', message: () => 'Unknown payment.' },
  provider_unavailable: { code: 'provider_unavailable', message: (provider) => `${provider} did not answer.` },
}

function refusal(code: RefusalCode, message: string): Response {
  return apiErrorResponse(refusalStatus(code), code, message)
}

/** Runs a provider's webhook service and answers with what it came to. */
export async function webhookAnswer(provider: 'Stripe' | 'Mollie', run: () => Promise<WebhookResult>): Promise<Response> {
  let result: WebhookResult
  try {
    result = await run()
  } catch (error) {
    if (error instanceof OrderError)
      return refusal(error.code === 'unknown_order' ? 'not_found' : 'payment_mismatch', error.message)
    // Still busy after every retry: the provider delivers again later.
    if (error instanceof BusyError) return refusal('busy', error.message)
    throw error
  }
  if (result.outcome === 'applied' || result.outcome === 'ignored') {
    const body = { received: true, result: result.outcome === 'applied' ? 'ok' : 'ignored' }
    return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
  }
  const refused = REFUSED[result.outcome]
  return refusal(refused.code, refused.message(provider))
}
