// /api/chat.php — one conversation (docs/api.md).
//   GET ?id=&before=&after=   the conversation's messages (the free history limit applies)
//   POST {conversation_id | member_id, type: text|gif|gift|typing|read, text, gif_url, gift_id, client_key}
//   DELETE {conversation_id} (SPEC §7: remove a chat from the member's list)
// Logged-in members only; JSON bodies; errors translated in the member's language.
import type { TFunction } from 'i18next'
import type { Route } from './+types/chat.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { isJsonRequest, readJsonObject } from '../../../server/http/read-body.ts'
import { activationRequiredError, requireApiMember, rethrowActivationRequired } from '../../../server/http/api-member.ts'
import { consumeLimit } from '../../../server/http/rate-limits.ts'
import { FREE_CONVERSATIONS, parseConversationId } from '../../../server/chat/chat-rules.ts'
import { ChatError, type ChatErrorCode } from '../../../server/chat/chat-error.ts'
import { removeConversation } from '../../../server/chat/conversations.ts'
import { getConversation, markRead, messagesAfter } from '../../../server/chat/read-messages.ts'
import { sendTyping } from '../../../server/chat/send-message.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'
import { toConversationJson, toMessageJson } from '../../../server/chat/chat-json.ts'
import { sendChatMessage, type SendRefusal } from '../+shared/chat.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** A chat refusal as the API's error: its status from the one table, its message in the member's language. */
function chatApiError(code: ChatErrorCode, name: string | undefined, t: TFunction): ApiError {
  return new ApiError(
    refusalStatus(code),
    code,
    t(`chat:errors.${code}`, { name, count: FREE_CONVERSATIONS }),
    undefined,
    code === 'insufficient_credits' || code === 'conversation_limit' ? { premium_url: '/premium' } : undefined,
  )
}

function toApiError(error: unknown, t: TFunction): never {
  if (error instanceof ChatError) throw chatApiError(error.code, error.details.name, t)
  rethrowActivationRequired(error, t)
}

/** A refused send (sendChatMessage) as the API's error. */
function refusalError(refusal: SendRefusal, t: TFunction): ApiError {
  switch (refusal.error) {
    case 'invalid':
      return invalid(t, refusal.field)
    case 'rate_limited':
      return new ApiError(refusalStatus('rate_limited'), 'rate_limited', t('chat:errors.rate_limited'), undefined, {
        retry_after: refusal.retryAfter,
      })
    case 'activation_required':
      return activationRequiredError(t)
    default:
      return chatApiError(refusal.error, 'name' in refusal ? refusal.name : undefined, t)
  }
}

const invalid = (t: TFunction, field: string) =>
  new ApiError(400, 'invalid_parameter', t('chat:errors.invalid'), { [field]: t('chat:errors.invalid') })

/** An optional message id of the query: null when absent, a 400 when present but no id. */
function optionalMessageId(params: URLSearchParams, name: 'after' | 'before', t: TFunction): number | null {
  const raw = params.get(name)
  if (raw === null) return null
  const id = parseConversationId(raw)
  if (id === null) throw invalid(t, name)
  return id
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user, t } = await requireApiMember(request)
    const params = new URL(request.url).searchParams
    const id = parseConversationId(params.get('id'))
    if (id === null) throw invalid(t, 'id')
    const after = optionalMessageId(params, 'after', t)
    const before = optionalMessageId(params, 'before', t)
    try {
      // Both go through the one read rule (server/chat/read-rule.ts), as the page does.
      if (after !== null) {
        const messages = await messagesAfter(user, id, after)
        return Response.json({ conversation_id: id, messages: messages.map(toMessageJson) }, { headers: noStore })
      }
      const view = await getConversation(user, id, { before })
      return Response.json(toConversationJson(view), { headers: noStore })
    } catch (error) {
      toApiError(error, t)
    }
  })
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'POST', 'DELETE'])
    const { user, t } = await requireApiMember(request)
    const query = new URL(request.url).searchParams
    const body = isJsonRequest(request) || request.method === 'POST' ? await readJsonObject(request) : {}
    const conversationId = parseConversationId(body.conversation_id ?? body.id ?? query.get('id'))
    try {
      if (request.method === 'DELETE') {
        if (conversationId === null) throw invalid(t, 'conversation_id')
        await removeConversation(user.id, user.siteId, conversationId)
        return Response.json({ removed: true, conversation_id: conversationId }, { headers: noStore })
      }
      const type = body.type ?? 'text'
      if (type === 'typing' || type === 'read') {
        if (conversationId === null) throw invalid(t, 'conversation_id')
        if (type === 'read') await markRead(user, conversationId)
        else {
          const limit = await consumeLimit('chat-typing-member', user.id)
          if (limit.allowed) await sendTyping(user.id, user.siteId, conversationId)
        }
        return Response.json({ ok: true }, { headers: noStore })
      }
      // The page's form and this call send through the one adapter: the shared schema, the
      // member's message limit, the service (app/routes/+shared/chat.server.ts).
      const outcome = await sendChatMessage(user, {
        ...body,
        type,
        conversation_id: body.conversation_id ?? body.id ?? query.get('id'),
      })
      if (!outcome.ok) throw refusalError(outcome, t)
      const { sent } = outcome
      return Response.json(
        {
          conversation_id: sent.conversationId,
          message: toMessageJson(sent.message),
          credits: sent.credits,
          created: sent.created,
        },
        { status: sent.created ? 201 : 200, headers: noStore },
      )
    } catch (error) {
      if (error instanceof ApiError) throw error
      toApiError(error, t)
    }
  })
}
