// POST /api/webhooks/stripe: Stripe's signed events (server/payments/webhooks.ts); answers in the
// API's JSON shape.
import type { Route } from './+types/stripe'
import { handleApi, methodNotAllowed } from '../../../../server/http/api.ts'
import { readRawText } from '../../../../server/http/read-body.ts'
import { handleStripeWebhook, WEBHOOK_BODY_LIMIT, webhookResponse } from '../../../../server/payments/webhooks.ts'

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  return handleApi(request, async () => {
    const payload = await readRawText(request, WEBHOOK_BODY_LIMIT)
    return webhookResponse(await handleStripeWebhook(payload, request.headers.get('stripe-signature')))
  })
}

export function loader() {
  return methodNotAllowed(['POST'])
}
