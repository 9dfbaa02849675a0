// The chat pages' form posts (work without JavaScript): send a text, a GIF or a gift, remove a chat.
// One place turns the service's refusals into the page's translated error codes.
import { ActivationRequiredError } from '../accounts/member-policy.ts'
import { consumeLimit } from '../http/rate-limits.ts'
import { ChatError, type ChatErrorCode } from './chat-error.ts'
import { composeState, listGifts, listIcebreakers, removeConversation } from './conversations.ts'
import { sendMessage, type SendContent } from './send-message.ts'
import { parseClientKey, parseConversationId } from './chat-rules.ts'
import { gifSearchEnabled, isAllowedGif } from './gif-search.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { minimumMessageCostFor } from '../sites/site-settings.ts'

export type ChatFormError = ChatErrorCode | 'rate_limited' | 'activation_required' | 'invalid'

/** Refusals of a photo (server/photos/process-image.ts), shown with the photos' own messages. */
export const PHOTO_ERRORS = ['unsupported_type', 'too_large', 'too_many_pixels', 'corrupt_image', 'missing_photo'] as const
export type ChatPageError = ChatFormError | (typeof PHOTO_ERRORS)[number]

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

/** The HTTP status of a refusal, for the chat pages and /api/chat.php alike. */
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

export type ChatFormResult =
  | { ok: true; intent: 'send'; conversationId: number }
  | { ok: true; intent: 'remove'; conversationId: number }
  | { ok: false; error: ChatFormError; name?: string }

/** What the form asks for; null when it is not a chat form. */
function contentOf(form: FormData): SendContent | null {
  const intent = form.get('intent')
  if (intent === 'gift') {
    const id = parseConversationId(form.get('gift_id'))
    return { kind: 'gift', giftId: id ?? 0 }
  }
  if (intent === 'gif') return { kind: 'gif', url: String(form.get('gif_url') ?? '') }
  if (intent === 'send' || intent === null) return { kind: 'text', text: form.get('text') }
  return null
}

export async function handleChatForm(
  user: { id: number; siteId: number },
  form: FormData,
  to: { conversationId: number } | { memberId: number },
): Promise<ChatFormResult> {
  try {
    if (form.get('intent') === 'remove') {
      const id = parseConversationId(form.get('conversation_id'))
      if (id === null) return { ok: false, error: 'not_found' }
      await removeConversation(user.id, user.siteId, id)
      return { ok: true, intent: 'remove', conversationId: id }
    }
    const content = contentOf(form)
    if (!content) return { ok: false, error: 'invalid' }
    const limit = await consumeLimit('chat-message-member', user.id)
    if (!limit.allowed) return { ok: false, error: 'rate_limited' }
    const sent = await sendMessage({
      senderId: user.id,
      siteId: user.siteId,
      to,
      content,
      clientKey: parseClientKey(form.get('client_key')),
      isAllowedGif,
    })
    return { ok: true, intent: 'send', conversationId: sent.conversationId }
  } catch (error) {
    if (error instanceof ChatError) return { ok: false, error: error.code, name: error.details.name }
    if (error instanceof ActivationRequiredError) return { ok: false, error: 'activation_required' }
    throw error
  }
}
