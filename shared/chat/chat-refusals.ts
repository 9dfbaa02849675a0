// The chat's refusal codes (docs/chat.md "Refusals"): the one list the service's ChatError, the
// routes' answers (statuses from server/http/refusal-status.ts) and the browser's outbox share.
// Each code has a message under chat:errors.<code> in locales/.

/** What the chat service refuses (server/chat/chat-error.ts ChatError). */
export const CHAT_ERROR_CODES = [
  'not_found',
  'blocked',
  'empty',
  'too_long',
  'conversation_limit',
  'insufficient_credits',
  'gift_not_found',
  'invalid_gif',
  'cannot_message_self',
  'photo_not_found',
] as const
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number]

/**
 * What a send or a removal can come back with, from the page's form or /api/chat.php alike: the
 * service's refusals, the member's message limit, an account that is not activated yet, and a
 * request that is no chat send at all.
 */
export const CHAT_SEND_REFUSALS = [...CHAT_ERROR_CODES, 'rate_limited', 'activation_required', 'invalid'] as const
export type ChatSendRefusal = (typeof CHAT_SEND_REFUSALS)[number]

/** Refusals of a photo (server/photos/process-image.ts), shown with the photos' own messages. */
export const PHOTO_ERRORS = ['unsupported_type', 'too_large', 'too_many_pixels', 'corrupt_image', 'missing_photo'] as const
export type ChatPageError = ChatSendRefusal | (typeof PHOTO_ERRORS)[number]

export const isChatErrorCode = (code: unknown): code is ChatErrorCode => CHAT_ERROR_CODES.some((c) => c === code)
