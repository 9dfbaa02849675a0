// The chat's refusals (docs/chat.md): one code per reason, mapped to statuses and translated
// messages by the routes (chat-form.ts, /api/chat.php).
import { ServiceError } from '../errors.ts'

export type ChatErrorCode =
  | 'not_found'
  | 'blocked'
  | 'empty'
  | 'too_long'
  | 'conversation_limit'
  | 'insufficient_credits'
  | 'gift_not_found'
  | 'invalid_gif'
  | 'cannot_message_self'
  | 'photo_not_found'

export class ChatError extends ServiceError<ChatErrorCode, { name?: string; needed?: number; balance?: number }> {}

/**
 * An operator tried to write as a member who is not a fictional profile (docs/operators.md):
 * operators write only as the site's fictional profiles, never as a real member.
 */
export class NotFictionalError extends ServiceError<'not_fictional', { senderId: number }> {}
