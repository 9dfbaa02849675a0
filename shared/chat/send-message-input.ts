// The one input schema of "send a chat message" (docs/chat.md "Code path"): the conversation
// page's form (app/routes/chats.$id.tsx, members.$id.chat.tsx) and POST /api/chat.php (the
// browser's outbox) both parse with it, in app/routes/+shared/chat.server.ts sendChatMessage.
// A field's problem is a chat refusal code (shared/chat/chat-refusals.ts), or `invalid`.
import { z } from 'zod'
import { idField, parseId } from '../parse-id.ts'

/** A client's idempotency key: 8 to 64 letters, digits, '-' or '_'; anything else is ignored. */
export function parseClientKey(raw: unknown): string | null {
  return typeof raw === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(raw) ? raw : null
}

/** An optional id: absent or no id is null (the conversation or the member, one of them needed). */
const optionalId = z.unknown().optional().transform(parseId)

const common = z.object({
  /** The idempotency key: a retry with the same key is stored and charged once. */
  client_key: z.unknown().optional().transform(parseClientKey),
  conversation_id: optionalId,
  member_id: optionalId,
})

export const sendMessageInput = z
  .discriminatedUnion(
    'type',
    [
      // Empty or too long is the service's to say: the site sets the length (server/chat/chat-rules.ts).
      common.extend({ type: z.literal('text'), text: z.string().catch('') }),
      common.extend({ type: z.literal('gif'), gif_url: z.string({ error: 'invalid_gif' }) }),
      common.extend({ type: z.literal('gift'), gift_id: idField('gift_not_found') }),
    ],
    { error: 'invalid' },
  )
  .refine((input) => input.conversation_id !== null || input.member_id !== null, {
    message: 'invalid',
    path: ['conversation_id'],
  })

/** What a client sends (the outbox builds it). */
export type SendMessageBody = z.input<typeof sendMessageInput>
export type SendMessageInput = z.output<typeof sendMessageInput>
