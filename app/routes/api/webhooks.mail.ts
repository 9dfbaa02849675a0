// POST /api/webhooks/mail: bounces and spam complaints in the generic JSON form (docs/api.md).
import type { Route } from './+types/webhooks.mail'
import { handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getEnv } from '../../../server/env.ts'
import { handleGenericWebhook } from './+shared/mail-webhooks.server.ts'

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    return handleGenericWebhook(request, getEnv().MAIL_WEBHOOK_SECRET)
  })
}

export function loader() {
  return methodNotAllowed(['POST'])
}
