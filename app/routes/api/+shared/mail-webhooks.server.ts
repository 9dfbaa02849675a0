// The HTTP side of the two bounce/complaint webhooks (docs/notifications.md, docs/api.md), for
// their routes webhooks.ses.ts and webhooks.mail.ts: POST /api/webhooks/ses (SNS delivers SES
// notifications; signature checked) and POST /api/webhooks/mail (generic JSON, Authorization:
// Bearer <MAIL_WEBHOOK_SECRET>). What an event does is server/notifications/mail-events.ts.
import { ApiError } from '../../../../server/http/api.ts'
import { fieldErrors, readJson } from '../../../../server/http/read-body.ts'
import {
  genericEvents,
  genericMailEventsSchema,
  handleSnsMessage,
  recordMailEvents,
  secretMatches,
  snsMessageSchema,
  type SnsOptions,
} from '../../../../server/notifications/mail-events.ts'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function handleGenericWebhook(request: Request, secret: string | undefined): Promise<Response> {
  if (!secret) throw new ApiError(404, 'not_found', 'This webhook is not configured.')
  const authorization = request.headers.get('authorization')
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null
  if (!secretMatches(given, secret)) throw new ApiError(401, 'invalid_signature', 'The shared secret is missing or wrong.')
  const body = genericMailEventsSchema.safeParse(await readJson(request))
  if (!body.success) throw new ApiError(400, 'invalid_parameter', 'The events are invalid.', fieldErrors(body.error))
  return json({ recorded: await recordMailEvents(genericEvents(body.data)) })
}

export async function handleSesWebhook(request: Request, options: SnsOptions): Promise<Response> {
  if (options.topics.length === 0) throw new ApiError(404, 'not_found', 'This webhook is not configured.')
  // SNS posts JSON as text/plain, so the body is read as text (bounded by the body guard's
  // webhook limit) and parsed here instead of through readJson.
  let parsed: unknown
  try {
    parsed = JSON.parse(await request.text())
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
  }
  const message = snsMessageSchema.safeParse(parsed)
  if (!message.success) throw new ApiError(400, 'invalid_parameter', 'This is not an SNS message.', fieldErrors(message.error))
  const outcome = await handleSnsMessage(message.data, options)
  if (outcome.status === 403) throw new ApiError(403, 'invalid_signature', `The SNS message was refused (${outcome.reason}).`)
  return json(outcome.status === 200 && 'confirmed' in outcome ? { confirmed: true } : { recorded: outcome.recorded })
}
