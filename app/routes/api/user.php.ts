// /api/user.php (SPEC §7): POST logs in, GET returns the current user (client requests
// only, marked by the X-Requested-With header), PUT {language} changes the language, and
// POST ?push=1 {subscription} registers a web push subscription (docs/notifications.md).
import { z } from 'zod'
import type { Route } from './+types/user.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { login } from '../../../server/accounts/login.ts'
import { createSession, getSessionUser } from '../../../server/accounts/sessions.ts'
import { siteOrigin } from '../../../server/sites/site-url.ts'
import { fieldErrors, readJson } from '../../../server/http/read-body.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import { detectLocale } from '../../../server/i18n/detect-locale.ts'
import { toUserJson } from '../../../server/accounts/user-json.ts'
import { loadOwnProfileAndCounts, loadOwnProfileData } from '../../../server/accounts/own-profile.ts'
import { emailField, languageSchema } from '../../../shared/accounts/schemas.ts'
import { setLanguage } from '../../../server/accounts/preferences.ts'
import { serializeLocaleCookie } from '../../../server/http/cookies.ts'
import { clientIp } from '../../context.ts'
import { requireApiMember } from '../../../server/http/api-member.ts'
import {
  PushEndpointTakenError,
  pushSubscriptionSchema,
  PushServiceNotAllowedError,
  removePushSubscription,
  savePushSubscription,
} from '../../../server/notifications/push.ts'

const CLIENT_HEADER = 'x-requested-with'
const loginBody = z.object({ email: emailField, password: z.string().min(1).max(200) })
/** {subscription} registers a push subscription; {subscription: null, endpoint} removes one (docs/api.md). */
const pushBody = z.union([
  z.object({ subscription: pushSubscriptionSchema }),
  z.object({ subscription: z.null(), endpoint: z.string().max(2048) }),
])

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
    const site = await getSiteByHost(new URL(request.url).host)
    const { counts, own } = await loadOwnProfileAndCounts(user.id)
    return Response.json(
      {
        user: {
          ...toUserJson(user, site, own),
          totals: { unread_messages: counts.unreadMessages, new_likes: counts.newLikes },
        },
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(request, async () => {
    const url = new URL(request.url)
    if (request.method === 'POST' && !url.searchParams.has('push')) {
      const site = await getSiteByHost(url.host)
      const language = detectLocale(request, site.domainLanguage)
      const t = getI18n(language).getFixedT(language, 'accounts')
      const body = loginBody.safeParse(await readJson(request))
      if (!body.success) throw new ApiError(400, 'invalid_parameter', t('errors.loginFailed'), fieldErrors(body.error))
      const result = await login({ siteId: site.id, ...body.data, baseUrl: siteOrigin(site), ip: clientIp(context) })
      if (!result.ok) {
        if (result.error === 'locked' || result.error === 'too_many_attempts') {
          const code = result.error === 'locked' ? 'account_locked' : 'rate_limited'
          const message = t(result.error === 'locked' ? 'errors.loginLocked' : 'errors.loginTooManyAttempts', {
            minutes: result.minutes,
          })
          return Response.json(
            { error: { status: 429, code, message, minutes: result.minutes } },
            { status: 429, headers: { 'Retry-After': String(result.minutes * 60), 'Cache-Control': 'no-store' } },
          )
        }
        if (result.error === 'pending_deletion') {
          throw new ApiError(403, 'account_pending_deletion', t('errors.loginPendingDeletion'))
        }
        throw new ApiError(401, 'login_failed', t('errors.loginFailed'))
      }
      const cookie = await createSession(result.userId, request, clientIp(context))
      const user = await getSessionUser(new Request(request.url, { headers: { cookie: cookie.split(';')[0]! } }))
      return Response.json(
        { user: user ? toUserJson(user, site, await loadOwnProfileData(user.id)) : null },
        { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } },
      )
    }
    if (request.method === 'POST') {
      const { user, t } = await requireApiMember(request)
      const body = pushBody.safeParse(await readJson(request))
      if (!body.success)
        throw new ApiError(400, 'invalid_parameter', t('notifications:settings.push.errors.invalid'), fieldErrors(body.error))
      if (body.data.subscription === null) {
        await removePushSubscription(user.id, body.data.endpoint)
        return Response.json({ subscribed: false }, { headers: { 'Cache-Control': 'no-store' } })
      }
      try {
        await savePushSubscription(user.id, body.data.subscription, request.headers.get('user-agent'))
      } catch (error) {
        if (error instanceof PushServiceNotAllowedError)
          throw new ApiError(400, 'unsupported_push_service', t('notifications:settings.push.errors.unsupportedService'))
        if (error instanceof PushEndpointTakenError)
          throw new ApiError(409, 'push_endpoint_taken', t('notifications:settings.push.errors.endpointTaken'))
        throw error
      }
      return Response.json({ subscribed: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
    }
    if (request.method === 'PUT') {
      const user = await currentUserOr403(request)
      const body = languageSchema.safeParse(await readJson(request))
      if (!body.success) throw new ApiError(400, 'invalid_parameter', 'Unknown language.', fieldErrors(body.error))
      await setLanguage(user.id, body.data.language)
      return Response.json(
        {
          user: toUserJson(
            { ...user, language: body.data.language },
            await getSiteByHost(url.host),
            await loadOwnProfileData(user.id),
          ),
        },
        { headers: { 'Set-Cookie': serializeLocaleCookie(body.data.language), 'Cache-Control': 'no-store' } },
      )
    }
    return methodNotAllowed(['GET', 'POST', 'PUT'])
  })
}
