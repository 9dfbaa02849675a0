// POST /api/webhooks/stripe: Stripe's signed events (server/payments/webhooks.ts); answers in the
// API's JSON shape (webhook-answer.server.ts).
import type { Route } from './+types/stripe'
import { handleApi, methodNotAllowed } from '../../../../server/http/api.ts'
import { readRawText } from '../../../../server/http/read-body.ts'
import { handleStripeWebhook } from '../../../../server/payments/webhooks.ts'
import { WEBHOOK_BODY_LIMIT, webhookAnswer } from './webhook-answer.server.ts'

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  return handleApi(request, async () => {
    const payload = await readRawText(request, WEBHOOK_BODY_LIMIT)
    return webhookAnswer('Stripe', () => handleStripeWebhook(payload, request.headers.get('stripe-signature')))
  })
}

export function loader() {
  return methodNotAllowed(['POST'])
}
