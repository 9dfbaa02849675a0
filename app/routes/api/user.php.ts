// /api/user.php (SPEC §7): POST logs in, GET returns the current user (client requests
// only, marked by the X-Requested-With header), PUT {language} changes the language.
import { z } from 'zod'
import type { Route } from './+types/user.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { login } from '../../../server/accounts/login.ts'
import { createSession, getSessionUser } from '../../../server/accounts/sessions.ts'
import { originOf } from '../../../server/accounts/account-emails.ts'
import { toUserJson } from '../../../server/accounts/user-json.ts'
import { getActivityCounts } from '../../../server/shell/shell-data.ts'
import { emailField, languageSchema } from '../../../server/accounts/schemas.ts'
import { setLanguage } from '../../../server/accounts/preferences.ts'
import { serializeLocaleCookie } from '../../../server/i18n/locale-cookie.ts'

const CLIENT_HEADER = 'x-requested-with'
const loginBody = z.object({ email: emailField, password: z.string().min(1).max(200) })

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
  }
}

function fieldErrors(error: z.ZodError) {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
  return fields
}

async function currentUserOr403(request: Request) {
  const user = await getSessionUser(request)
  if (!user) throw new ApiError(403, 'authentication_required', 'Please log in again.')
  return user
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    if (!request.headers.get(CLIENT_HEADER)) {
      throw new ApiError(400, 'client_request_required', `Send the ${CLIENT_HEADER} header with client requests.`)
    }
    const user = await currentUserOr403(request)
    const counts = await getActivityCounts(user.id)
    return Response.json(
      { user: { ...toUserJson(user), totals: { unread_messages: counts.unreadMessages, new_likes: counts.newLikes } } },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  })
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const url = new URL(request.url)
    if (request.method === 'POST' && !url.searchParams.has('push')) {
      const body = loginBody.safeParse(await readJson(request))
      if (!body.success) throw new ApiError(400, 'invalid_parameter', 'Login failed, please try again.', fieldErrors(body.error))
      const site = await getSiteByHost(url.host)
      const result = await login({ siteId: site.id, ...body.data, baseUrl: originOf(request) })
      if (!result.ok) {
        if (result.error === 'locked') {
          const error = new ApiError(
            429,
            'account_locked',
            `Too many incorrect attempts, account blocked for ${result.minutes} min`,
          )
          return Response.json(
            { error: { status: 429, code: error.code, message: error.message, minutes: result.minutes } },
            {
              status: 429,
              headers: { 'Retry-After': String(result.minutes * 60) },
            },
          )
        }
        if (result.error === 'pending_deletion') {
          throw new ApiError(
            403,
            'account_pending_deletion',
            'This account will be deleted. We have e-mailed you a link to reactivate it.',
          )
        }
        throw new ApiError(401, 'login_failed', 'Login failed, please try again.')
      }
      const cookie = await createSession(result.userId, request)
      const user = await getSessionUser(new Request(request.url, { headers: { cookie: cookie.split(';')[0]! } }))
      return Response.json(
        { user: user ? toUserJson(user) : null },
        { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } },
      )
    }
    if (request.method === 'PUT') {
      const user = await currentUserOr403(request)
      const body = languageSchema.safeParse(await readJson(request))
      if (!body.success) throw new ApiError(400, 'invalid_parameter', 'Unknown language.', fieldErrors(body.error))
      await setLanguage(user.id, body.data.language)
      return Response.json(
        { user: toUserJson({ ...user, language: body.data.language }) },
        { headers: { 'Set-Cookie': serializeLocaleCookie(body.data.language), 'Cache-Control': 'no-store' } },
      )
    }
    return methodNotAllowed(['GET', 'POST', 'PUT'])
  })
}
