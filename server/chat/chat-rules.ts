// The chat's rules that need no database (SPEC §3 credit costs, §6 free member, §9 limits):
// what a message costs, how long a text may be, how much history a free member sees.
// docs/chat.md explains the choices the SPEC leaves open.
import { parseId } from '../http/parse-id.ts'

export { FREE_CONVERSATIONS } from '../../shared/chat/chat-limits.ts'
/** Messages shown per page of a conversation; older ones come with "Older messages". */
export const MESSAGE_PAGE_SIZE = 30
/** Conversations listed on /chats and in GET /api/chats.php. */
export const CHAT_LIST_LIMIT = 100
/** The longest idempotency key a client may send. */
export const CLIENT_KEY_MAX = 64

export type MessageKind = 'text' | 'gift' | 'gif' | 'photo'

export interface CostSettings {
  messageCredits: number
  photoCredits: number
}

/**
 * The credits a message costs its sender. Text and GIF messages are free while the member has
 * free messages left (`freeLeft`), then cost `message_credits`; a photo costs `photo_credits`; a
 * gift costs its own price.
 */
export function messageCost(kind: MessageKind, site: CostSettings, freeLeft: number, giftCredits = 0): number {
  switch (kind) {
    case 'text':
    case 'gif':
      return freeLeft > 0 ? 0 : Math.max(0, site.messageCredits)
    case 'photo':
      return Math.max(0, site.photoCredits)
    case 'gift':
      return Math.max(0, giftCredits)
  }
}

/** Free messages the member still has: the site's allowance less the free ones already sent. */
export function freeMessagesLeft(allowance: number, freeSent: number): number {
  return Math.max(0, allowance - freeSent)
}

/** A message text as stored: trimmed, line ends normalised; null when empty or too long. */
export function normaliseText(
  raw: unknown,
  maxLength: number,
): { ok: true; text: string } | { ok: false; error: 'empty' | 'too_long' } {
  if (typeof raw !== 'string') return { ok: false, error: 'empty' }
  const text = raw.replace(/\r\n?/g, '\n').split(String.fromCharCode(0)).join('').trim()
  if (!text) return { ok: false, error: 'empty' }
  if ([...text].length > maxLength) return { ok: false, error: 'too_long' }
  return { ok: true, text }
}

export { parseClientKey } from '../../shared/chat/send-message-input.ts'

/** The oldest moment a free member sees in a conversation (premium members: null, all of it). */
export function historyCutoff(paidUser: boolean, freeHistoryDays: number, now: Date): Date | null {
  if (paidUser || freeHistoryDays <= 0) return null
  return new Date(now.getTime() - freeHistoryDays * 24 * 3600 * 1000)
}

/** The two member ids of a conversation, lower first (one conversation per pair). */
export function memberPair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a]
}

/** A conversation id from a URL or a body (parseId: a positive 32-bit integer, else null). */
export const parseConversationId = parseId
