// POST /api/complaint.php — file a notice (EU DSA notice and action), the same service as the
// /complaints page. Field messages are translated into the member's language, or the language
// the request asks for. See docs/api.md.
import type { Route } from './+types/complaint.php'
import { ApiError, apiErrorResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { getSessionUser } from '../../../server/accounts/sessions.ts'
import { originOf } from '../../../server/accounts/account-emails.ts'
import { fileComplaint } from '../../../server/complaints/file-complaint.ts'
import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN } from '../../../server/complaints/schemas.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import { isLocale } from '../../i18n/config.ts'
import { detectLocale } from '../../middleware/page-context.server.ts'

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
  }
}

export function loader() {
  return methodNotAllowed(['POST'])
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    const site = await getSiteByHost(new URL(request.url).host)
    const user = await getSessionUser(request)
    const language = user && isLocale(user.language) ? user.language : detectLocale(request, site.domainLanguage)
    const body = await readJson(request)
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiError(400, 'invalid_json', 'The request body must be a JSON object.')
    const result = await fileComplaint(body, user, site, {
      ip: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null,
      baseUrl: originOf(request),
      language,
    })
    const t = getI18n(language).getFixedT(language, 'complaints')
    if (!result.ok && result.error === 'invalid') {
      const fields: Record<string, string> = {}
      for (const [field, keys] of Object.entries(result.fieldErrors))
        fields[field] = t(keys[0]!, { min: COMPLAINT_TEXT_MIN, max: COMPLAINT_TEXT_MAX })
      throw new ApiError(400, 'invalid_parameter', t('errors.checkFields'), fields)
    }
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
