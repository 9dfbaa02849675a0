import { describe, expect, it } from 'vitest'
import { sendMessageInput } from './send-message-input.ts'
import { CHAT_SEND_REFUSALS } from './chat-refusals.ts'

const problem = (raw: unknown) => {
  const result = sendMessageInput.safeParse(raw)
  return result.success ? null : { message: result.error.issues[0]!.message, field: result.error.issues[0]!.path[0] }
}

describe('the chat send’s one input schema (the page’s form and /api/chat.php)', () => {
  it('reads a text, a GIF and a gift to a conversation or a member', () => {
    expect(sendMessageInput.parse({ type: 'text', text: 'Hi', conversation_id: '12', client_key: 'abcdefgh' })).toEqual({
      type: 'text',
      text: 'Hi',
      conversation_id: 12,
      member_id: null,
      client_key: 'abcdefgh',
    })
    expect(sendMessageInput.parse({ type: 'gif', gif_url: '/stickers/a.svg', member_id: 7 })).toMatchObject({
      gif_url: '/stickers/a.svg',
      conversation_id: null,
      member_id: 7,
      client_key: null,
    })
    expect(sendMessageInput.parse({ type: 'gift', gift_id: '3', conversation_id: 1 })).toMatchObject({ gift_id: 3 })
  })

  it('leaves an empty or missing text to the service (it knows the site’s length)', () => {
    expect(sendMessageInput.parse({ type: 'text', conversation_id: 1 })).toMatchObject({ text: '' })
    expect(sendMessageInput.parse({ type: 'text', text: 5, conversation_id: 1 })).toMatchObject({ text: '' })
  })

  it('answers a problem with a chat refusal code, the same for a form and a JSON body', () => {
    expect(problem({ type: 'gift', conversation_id: 1 })).toEqual({ message: 'gift_not_found', field: 'gift_id' })
    expect(problem({ type: 'gift', gift_id: '0x1', conversation_id: 1 })).toEqual({ message: 'gift_not_found', field: 'gift_id' })
    expect(problem({ type: 'gif', gif_url: 4, conversation_id: 1 })).toEqual({ message: 'invalid_gif', field: 'gif_url' })
    expect(problem({ type: 'photo', conversation_id: 1 })).toEqual({ message: 'invalid', field: 'type' })
    expect(problem({ type: 'text', text: 'Hi' })).toEqual({ message: 'invalid', field: 'conversation_id' })
    for (const raw of [{ type: 'gift' }, { type: 'gif' }, { type: 'x' }, { type: 'text' }])
      expect(CHAT_SEND_REFUSALS).toContain(problem(raw)?.message)
  })

  it('ignores a client key that is not 8 to 64 of [A-Za-z0-9_-]', () => {
    for (const key of ['short', 'a'.repeat(65), 'bad key with spaces', 12345678])
      expect(sendMessageInput.parse({ type: 'text', text: 'Hi', conversation_id: 1, client_key: key }).client_key).toBeNull()
  })
})
