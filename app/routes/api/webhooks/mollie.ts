// POST /api/webhooks/mollie: Mollie posts a payment id; the payment is re-fetched from Mollie's API
// (server/payments/webhooks.ts). Answers in the API's JSON shape (webhook-answer.server.ts).
import type { Route } from './+types/mollie'
import { handleApi, methodNotAllowed } from '../../../../server/http/api.ts'
import { readApiForm } from '../../../../server/http/read-body.ts'
import { handleMollieWebhook } from '../../../../server/payments/webhooks.ts'
import { webhookAnswer } from './webhook-answer.server.ts'

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  return handleApi(request, async () => {
    const id = (await readApiForm(request)).get('id')
    return webhookAnswer('Mollie', () => handleMollieWebhook(typeof id === 'string' ? id : null))
  })
}

export function loader() {
  return methodNotAllowed(['POST'])
}
