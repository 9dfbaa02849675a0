// POST /api/webhooks/ses: Amazon SES bounce and complaint notifications delivered by SNS,
// accepted only with a valid SNS signature from a configured topic (docs/api.md).
import type { Route } from './+types/webhooks.ses'
import { handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getEnv } from '../../../server/env.ts'
import { handleSesWebhook } from './+shared/mail-webhooks.server.ts'

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    const topics = (getEnv().SES_SNS_TOPIC_ARNS ?? '')
      .split(',')
      .map((topic) => topic.trim())
      .filter(Boolean)
    return handleSesWebhook(request, { topics })
  })
}

export function loader() {
  return methodNotAllowed(['POST'])
}
