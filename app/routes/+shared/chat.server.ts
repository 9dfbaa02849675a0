// The chat routes' adapter (docs/chat.md "Code path"): the one send both the conversation pages'
// forms (no JavaScript) and POST /api/chat.php go through — the shared input schema
// (shared/chat/send-message-input.ts), the member's message limit, then the service — and the
// pages' form posts (send a text, a GIF or a gift, remove a chat) and composer data. Refusals
// come back as chat refusal codes (shared/chat/chat-refusals.ts); each route answers them with
// the status of server/http/refusal-status.ts. Route config (app/routes.ts) names no file here.
import { ActivationRequiredError } from '../../../server/accounts/member-policy.ts'
import { consumeLimit } from '../../../server/http/rate-limits.ts'
import { ChatError } from '../../../server/chat/chat-error.ts'
import { composeState, listGifts, listIcebreakers, removeConversation } from '../../../server/chat/conversations.ts'
import { sendMessage, type SendContent, type SendResult } from '../../../server/chat/send-message.ts'
import { parseConversationId } from '../../../server/chat/chat-rules.ts'
import { gifSearchEnabled, isAllowedGif } from '../../../server/chat/gif-search.ts'
import { formatPrice } from '../../../server/pricing/format-price.ts'
import { minimumMessageCostFor } from '../../../server/sites/site-settings.ts'
import {
  isChatErrorCode,
  PHOTO_ERRORS,
  type ChatErrorCode,
  type ChatPageError,
  type ChatSendRefusal,
} from '../../../shared/chat/chat-refusals.ts'
import { sendMessageInput, type SendMessageInput } from '../../../shared/chat/send-message-input.ts'

const PAGE_ERRORS: readonly ChatPageError[] = [
  ...PHOTO_ERRORS,
  'blocked',
  'conversation_limit',
  'insufficient_credits',
  'photo_not_found',
  'rate_limited',
  'activation_required',
  'invalid',
]

/** The refusal a photo form posted without JavaScript comes back with (?chat_error=); others are ignored. */
export function pageErrorOf(url: URL): ChatPageError | null {
  const code = url.searchParams.get('chat_error')
  return PAGE_ERRORS.find((e) => e === code) ?? null
}

/**
 * What the composer of a chat page needs: costs and credits, the gifts, the icebreakers, and the
 * refusal a photo form came back with.
 */
export async function composerData(
  user: Parameters<typeof composeState>[0] & { profile: { country: string } | null },
  site: Parameters<typeof composeState>[1] & { minimumMessageCosts: unknown },
  language: string,
  url: URL,
) {
  const [compose, gifts, icebreakers] = await Promise.all([composeState(user, site), listGifts(), listIcebreakers(language)])
  const minimum = user.profile ? minimumMessageCostFor(site, user.profile.country) : null
  return {
    compose,
    /** The least a message costs in the member's country, in money (minimum_message_costs). */
    messagePriceFrom: minimum ? formatPrice(minimum.costs, minimum.currency, language) : null,
    gifts,
    icebreakers,
    gifSearch: gifSearchEnabled(),
    clientKey: crypto.randomUUID(),
    pageError: pageErrorOf(url),
    path: url.pathname,
  }
}

/** Why a send was refused: the code, and what its message or answer needs. */
export type SendRefusal =
  | { error: ChatErrorCode; name?: string }
  | { error: 'invalid'; field: string }
  | { error: 'rate_limited'; retryAfter: number }
  | { error: 'activation_required' }

export type SendOutcome = { ok: true; sent: SendResult } | ({ ok: false } & SendRefusal)

function contentOf(input: SendMessageInput): SendContent {
  if (input.type === 'gift') return { kind: 'gift', giftId: input.gift_id }
  if (input.type === 'gif') return { kind: 'gif', url: input.gif_url }
  return { kind: 'text', text: input.text }
}

/**
 * Sends one message for `user`: `raw` is the request's fields (a form's or a JSON body's), with
 * `type` text|gif|gift and conversation_id or member_id. Parses them with the one schema,
 * consumes one 'chat-message-member' point, then calls sendMessage (which spends the credits).
 */
export async function sendChatMessage(user: { id: number; siteId: number }, raw: Record<string, unknown>): Promise<SendOutcome> {
  const parsed = sendMessageInput.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    if (isChatErrorCode(issue?.message)) return { ok: false, error: issue.message }
    return { ok: false, error: 'invalid', field: String(issue?.path[0] ?? 'type') }
  }
  const input = parsed.data
  const to = input.conversation_id !== null ? { conversationId: input.conversation_id } : { memberId: input.member_id ?? 0 }
  try {
    const limit = await consumeLimit('chat-message-member', user.id)
    if (!limit.allowed) return { ok: false, error: 'rate_limited', retryAfter: limit.retryAfterSeconds }
    const sent = await sendMessage({
      senderId: user.id,
      siteId: user.siteId,
      to,
      content: contentOf(input),
      clientKey: input.client_key,
      isAllowedGif,
    })
    return { ok: true, sent }
  } catch (error) {
    if (error instanceof ChatError) return { ok: false, error: error.code, name: error.details.name }
    if (error instanceof ActivationRequiredError) return { ok: false, error: 'activation_required' }
    throw error
  }
}

export type ChatFormResult =
  | { ok: true; intent: 'send'; conversationId: number }
  | { ok: true; intent: 'remove'; conversationId: number }
  | { ok: false; error: ChatSendRefusal; name?: string }

/** The form's `intent` as the send's `type`: send (or none) is a text; remove is not a send. */
function typeOf(intent: FormDataEntryValue | null): string {
  return intent === 'send' || intent === null ? 'text' : String(intent)
}

/** A chat page's form post: intent=remove (field conversation_id), or a send to `to`. */
export async function handleChatForm(
  user: { id: number; siteId: number },
  form: FormData,
  to: { conversationId: number } | { memberId: number },
): Promise<ChatFormResult> {
  if (form.get('intent') === 'remove') {
    const id = parseConversationId(form.get('conversation_id'))
    if (id === null) return { ok: false, error: 'not_found' }
    try {
      await removeConversation(user.id, user.siteId, id)
    } catch (error) {
      if (error instanceof ChatError) return { ok: false, error: error.code, name: error.details.name }
      if (error instanceof ActivationRequiredError) return { ok: false, error: 'activation_required' }
      throw error
    }
    return { ok: true, intent: 'remove', conversationId: id }
  }
  const outcome = await sendChatMessage(user, {
    type: typeOf(form.get('intent')),
    text: form.get('text'),
    gif_url: form.get('gif_url'),
    gift_id: form.get('gift_id'),
    client_key: form.get('client_key'),
    ...('conversationId' in to ? { conversation_id: to.conversationId } : { member_id: to.memberId }),
  })
  if (outcome.ok) return { ok: true, intent: 'send', conversationId: outcome.sent.conversationId }
  return { ok: false, error: outcome.error, ...('name' in outcome ? { name: outcome.name } : {}) }
}
