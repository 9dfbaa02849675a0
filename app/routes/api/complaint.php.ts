// POST /api/complaint.php — file a notice (EU DSA notice and action), the same service as the
// /complaints page. Field messages are translated into the member's language, or the language
// the request asks for. JSON bodies only. See docs/api.md.
import type { Route } from './+types/complaint.php'
import { ApiError, apiErrorResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { readJsonObject } from '../../../server/http/read-body.ts'
import { activationRequiredError, apiLanguage } from '../../../server/http/api-member.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { siteOrigin } from '../../../server/sites/site-url.ts'
import { getSessionUser } from '../../../server/accounts/sessions.ts'
import { fileComplaint } from '../../../server/complaints/file-complaint.ts'
import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN } from '../../../shared/complaints/schemas.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import { clientIp } from '../../context.ts'

export function loader() {
  return methodNotAllowed(['POST'])
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    const site = await getSiteByHost(new URL(request.url).host)
    const user = await getSessionUser(request)
    const language = await apiLanguage(request, user)
    const body = await readJsonObject(request)
    const result = await fileComplaint(body, user, site, { ip: clientIp(context), baseUrl: siteOrigin(site), language })
    const t = getI18n(language).getFixedT(language, 'complaints')
    if (!result.ok && result.error === 'invalid') {
      const fields: Record<string, string> = {}
      for (const [field, keys] of Object.entries(result.fieldErrors))
        fields[field] = t(keys[0]!, { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX })
      throw new ApiError(400, 'invalid_parameter', t('errors.checkFields'), fields)
    }
    if (!result.ok && result.error === 'activation_required') throw activationRequiredError(getI18n(language).getFixedT(language))
    if (!result.ok) {
      const response = apiErrorResponse(429, 'rate_limited', t('errors.tooMany'))
      response.headers.set('Retry-After', String(Math.max(1, result.retryAfterSeconds)))
      return response
    }
    return Response.json(
      { complaint: { reference: result.reference } },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    )
  })
}
