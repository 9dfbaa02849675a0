// /api/chat.php — one conversation (docs/api.md).
//   GET ?id=&before=&after=   the conversation's messages (the free history limit applies)
//   POST {conversation_id | member_id, type: text|gif|gift|typing|read, text, gif_url, gift_id, client_key}
//   DELETE {conversation_id} (SPEC §7: remove a chat from the member's list)
// Logged-in members only; JSON bodies; errors translated in the member's language.
import type { TFunction } from 'i18next'
import type { Route } from './+types/chat.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { isJsonRequest, readJsonObject } from '../../../server/http/read-body.ts'
import { requireApiMember, rethrowActivationRequired } from '../../../server/http/api-member.ts'
import { consumeLimit } from '../../../server/http/rate-limits.ts'
import { FREE_CONVERSATIONS, parseClientKey, parseConversationId } from '../../../server/chat/chat-rules.ts'
import { ChatError } from '../../../server/chat/chat-error.ts'
import { removeConversation } from '../../../server/chat/conversations.ts'
import { getConversation, markRead, messagesAfter } from '../../../server/chat/read-messages.ts'
import { sendMessage, sendTyping, type SendContent } from '../../../server/chat/send-message.ts'
import { isAllowedGif } from '../../../server/chat/gif-search.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'
import { toConversationJson, toMessageJson } from '../../../server/chat/chat-json.ts'
import { parseProfileId } from '../../../server/members/profile-access.ts'

const noStore = { 'Cache-Control': 'no-store' }

function toApiError(error: unknown, t: TFunction): never {
  if (error instanceof ChatError) {
    throw new ApiError(
      refusalStatus(error.code),
      error.code,
      t(`chat:errors.${error.code}`, { name: error.details.name, count: FREE_CONVERSATIONS }),
      undefined,
      error.code === 'insufficient_credits' || error.code === 'conversation_limit' ? { premium_url: '/premium' } : undefined,
    )
  }
  rethrowActivationRequired(error, t)
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
      let content: SendContent
      if (type === 'text') content = { kind: 'text', text: body.text }
      else if (type === 'gift') {
        const giftId = parseConversationId(body.gift_id)
        if (giftId === null) throw new ChatError('gift_not_found')
        content = { kind: 'gift', giftId }
      } else if (type === 'gif') {
        if (typeof body.gif_url !== 'string') throw new ChatError('invalid_gif')
        content = { kind: 'gif', url: body.gif_url }
      } else throw invalid(t, 'type')
      const memberId = parseProfileId(body.member_id)
      const to = conversationId !== null ? { conversationId } : memberId !== null ? { memberId } : null
      if (!to) throw invalid(t, 'conversation_id')
      const limit = await consumeLimit('chat-message-member', user.id)
      if (!limit.allowed)
        throw new ApiError(429, 'rate_limited', t('chat:errors.rate_limited'), undefined, {
          retry_after: limit.retryAfterSeconds,
        })
      const sent = await sendMessage({
        senderId: user.id,
        siteId: user.siteId,
        to,
        content,
        clientKey: parseClientKey(body.client_key),
        isAllowedGif,
      })
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
