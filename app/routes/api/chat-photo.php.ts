// /api/chat-photo.php — sends a photo message (docs/api.md, docs/chat.md).
//   POST multipart/form-data {photo (the file), conversation_id | member_id, client_key, redirect?}
// Scripts (Accept: application/json) get 201 {conversation_id, message, credits, created} or the API
// error shape; a form posted without JavaScript (Accept: text/html) gets a 303 to the conversation,
// or back to `redirect` with ?chat_error=<code>. Errors are in the member's language.
import type { TFunction } from 'i18next'
import type { Route } from './+types/chat-photo.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { requireApiMember } from '../../../server/http/api-member.ts'
import { consumeLimit } from '../../../server/http/rate-limits.ts'
import { fileField, readUploadForm, UploadBodyError, wantsHtml } from '../../../server/http/read-upload.ts'
import { safeRedirect } from '../../../server/accounts/sessions.ts'
import { ActivationRequiredError } from '../../../server/accounts/member-policy.ts'
import { ImageError, MAX_UPLOAD_BYTES } from '../../../server/photos/process-image.ts'
import { FREE_CONVERSATIONS, parseClientKey, parseConversationId } from '../../../server/chat/chat-rules.ts'
import { ChatError } from '../../../server/chat/chat-error.ts'
import { ChatPhotoRateLimitError, sendChatPhoto } from '../../../server/chat/chat-photos.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'
import { toMessageJson } from '../../../server/chat/chat-json.ts'
import { parseProfileId } from '../../../server/members/profile-access.ts'

/** Room for the multipart envelope around the file. */

/** A refusal as the API's error (status, code, translated message). */
function refusal(error: unknown, t: TFunction): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof ChatError)
    return new ApiError(
      refusalStatus(error.code),
      error.code,
      t(`chat:errors.${error.code}`, { name: error.details.name, count: FREE_CONVERSATIONS }),
      undefined,
      error.code === 'insufficient_credits' || error.code === 'conversation_limit' ? { premium_url: '/premium' } : undefined,
    )
  const size = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)
  if (error instanceof ImageError)
    return new ApiError(refusalStatus(error.code), error.code, t(`photos:errors.${error.code}`, { size }))
  if (error instanceof UploadBodyError)
    return error.code === 'too_large'
      ? new ApiError(413, 'too_large', t('photos:errors.too_large', { size }))
      : new ApiError(400, 'invalid_parameter', t('chat:errors.invalid'))
  if (error instanceof ChatPhotoRateLimitError)
    return new ApiError(429, 'rate_limited', t('chat:errors.rate_limited'), undefined, {
      retry_after: error.details.retryAfterSeconds,
    })
  if (error instanceof ActivationRequiredError) return new ApiError(403, 'activation_required', t('activation.required'))
  throw error
}

/** The path of the page a form was posted from, when it is this site's. */
function refererPath(request: Request): string | null {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    return referer.host === new URL(request.url).host ? referer.pathname : null
  } catch {
    return null
  }
}

/** Photos are only sent: other methods get the API's 405. */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => methodNotAllowed(['POST']))
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    const { user, t } = await requireApiMember(request)
    let form: FormData | null = null
    let conversationId: number | null = null
    try {
      form = await readUploadForm(request, MAX_UPLOAD_BYTES)
      conversationId = parseConversationId(form.get('conversation_id'))
      const memberId = parseProfileId(form.get('member_id'))
      const to = conversationId !== null ? { conversationId } : memberId !== null ? { memberId } : null
      if (!to)
        throw new ApiError(400, 'invalid_parameter', t('chat:errors.invalid'), { conversation_id: t('chat:errors.invalid') })
      const file = await fileField(form, 'photo')
      if (!file) throw new ApiError(400, 'missing_photo', t('photos:errors.missing_photo'))
      const limit = await consumeLimit('chat-message-member', user.id)
      if (!limit.allowed) throw new ChatPhotoRateLimitError(limit.retryAfterSeconds)
      const sent = await sendChatPhoto(
        { senderId: user.id, siteId: user.siteId, to, clientKey: parseClientKey(form.get('client_key')) },
        file,
      )
      if (wantsHtml(request, form.has('redirect')))
        return new Response(null, {
          status: 303,
          headers: { Location: `/chats/${sent.conversationId}`, 'Cache-Control': 'no-store' },
        })
      return Response.json(
        {
          conversation_id: sent.conversationId,
          message: toMessageJson(sent.message),
          credits: sent.credits,
          created: sent.created,
        },
        { status: sent.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      const failed = refusal(error, t)
      if (wantsHtml(request, form?.has('redirect') ?? false)) {
        // The body could not be read (too large): back to the page it was sent from.
        const from = refererPath(request)
        const fallback = conversationId !== null ? `/chats/${conversationId}` : (from ?? '/chats')
        const back = new URL(safeRedirect(form?.get('redirect') ?? null, fallback), 'http://local')
        back.searchParams.set('chat_error', failed.code)
        return new Response(null, {
          status: 303,
          headers: { Location: back.pathname + back.search, 'Cache-Control': 'no-store' },
        })
      }
      throw failed
    }
  })
}
