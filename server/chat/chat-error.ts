// The chat's refusals (docs/chat.md): one code per reason (the list is shared/chat/chat-refusals.ts),
// mapped to statuses and translated messages by the routes (app/routes/+shared/chat.server.ts,
// /api/chat.php) through server/http/refusal-status.ts.
import { ServiceError } from '../errors.ts'
import type { ChatErrorCode } from '../../shared/chat/chat-refusals.ts'

export type { ChatErrorCode }

export class ChatError extends ServiceError<ChatErrorCode, { name?: string; needed?: number; balance?: number }> {}

/**
 * An operator tried to write as a member who is not a fictional profile (docs/operators.md):
 * operators write only as the site's fictional profiles, never as a real member.
 */
export class NotFictionalError extends ServiceError<'not_fictional', { senderId: number }> {}
