// Issue 31 item 5 against the production build: GET /api/chat.php?id=…&after=… is read through the
// one read rule like the page /chats/{id} (docs/security.md rule 11). A free member gets no history
// older than the free limit, a member blocked either way gets 403 with nothing of the conversation
// (no text, no signed photo address), and a partner who turned invisible is a missing conversation.
import { describe, expect, it } from 'vitest'
import { JSON_TYPE, makeMember, ownPage, query, send, sessionFor } from './client.ts'

async function conversationWithHistory() {
  const reader = await makeMember({ name: 'Rita' })
  const partner = await makeMember({ name: 'Pavel' })
  await query(`update "User" set "paidUser" = true, credits = 100 where id = $1`, [partner.id])
  const partnerCookie = await sessionFor(partner.id)
  const write = async (text: string) => {
    const sent = await send({
      method: 'POST',
      path: '/api/chat.php',
      headers: { ...JSON_TYPE, ...ownPage(), accept: 'application/json', cookie: partnerCookie },
      body: JSON.stringify({ member_id: reader.id, type: 'text', text }),
    })
    expect(sent.status).toBe(201)
    return JSON.parse(sent.body) as { conversation_id: number; message: { id: number } }
  }
  const old = await write('Written long ago')
  await query(`update "Message" set "createdAt" = now() - interval '400 days' where id = $1`, [old.message.id])
  await write('Written today')
  return { reader, partner, conversationId: old.conversation_id, readerCookie: await sessionFor(reader.id) }
}

const read = (cookie: string, path: string) => send({ path, headers: { cookie, accept: 'application/json' } })

describe('reading a conversation through the API and the page, under one rule', () => {
  it('gives a free member no history older than the free limit through ?after=, as ?id= and the page', async () => {
    const { conversationId, readerCookie } = await conversationWithHistory()
    const after = await read(readerCookie, `/api/chat.php?id=${conversationId}&after=1`)
    expect(after.status).toBe(200)
    expect(after.body).toContain('Written today')
    expect(after.body).not.toContain('Written long ago')
    const newest = await read(readerCookie, `/api/chat.php?id=${conversationId}`)
    expect(newest.body).not.toContain('Written long ago')
    expect(JSON.parse(newest.body).hidden_older).toBe(1)
    const page = await send({ path: `/chats/${conversationId}`, headers: { cookie: readerCookie, accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Written today')
    expect(page.body).not.toContain('Written long ago')
  })

  it('answers 403 with nothing of the conversation once either member blocked the other', async () => {
    for (const direction of ['partner blocks', 'reader blocks'] as const) {
      const { reader, partner, conversationId, readerCookie } = await conversationWithHistory()
      const [blocker, blocked] = direction === 'partner blocks' ? [partner.id, reader.id] : [reader.id, partner.id]
      await query(`insert into "Block" ("blockerId", "blockedId") values ($1, $2)`, [blocker, blocked])
      for (const path of [`/api/chat.php?id=${conversationId}&after=1`, `/api/chat.php?id=${conversationId}`]) {
        const answer = await read(readerCookie, path)
        expect([direction, path, answer.status]).toEqual([direction, path, 403])
        expect(JSON.parse(answer.body).error.code).toBe('blocked')
        expect(answer.body).not.toContain('Written today')
        expect(answer.body).not.toContain('/uploads/private/')
      }
    }
  })

  it('answers a conversation with a partner who turned invisible like a missing one (404)', async () => {
    const { partner, conversationId, readerCookie } = await conversationWithHistory()
    await query(`update "User" set invisible = true where id = $1`, [partner.id])
    await query(`update "Profile" set invisible = true, searchable = false where "userId" = $1`, [partner.id])
    for (const path of [`/api/chat.php?id=${conversationId}&after=1`, `/api/chat.php?id=${conversationId}`]) {
      const answer = await read(readerCookie, path)
      expect([path, answer.status]).toEqual([path, 404])
      expect(answer.body).not.toContain('Written today')
      expect(answer.body).not.toContain('Pavel')
    }
    const page = await send({ path: `/chats/${conversationId}`, headers: { cookie: readerCookie, accept: 'text/html' } })
    expect(page.status).toBe(404)
  })

  it('answers 400 for an after or before that is no id', async () => {
    const { conversationId, readerCookie } = await conversationWithHistory()
    for (const bad of ['after=2147483648', 'after=abc', 'before=0', 'before=1.5'])
      expect((await read(readerCookie, `/api/chat.php?id=${conversationId}&${bad}`)).status, bad).toBe(400)
  })
})
