// Chat against the real database (SPEC §4 Chat, §6 free member, §8 credits): the free allowance,
// charging with the ledger, concurrent sends that never go negative, idempotent retries, the
// free conversation limit, blocked members, unread counts, removal, the history limit, and
// /api/chats.php, /api/chat.php and the GIF picker's /api/gifs.php (with a local fake GIPHY).
import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { resetEnv } from '../../server/env.ts'
import { prisma } from '../../server/db.ts'
import { addCredits } from '../../server/credits/ledger.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { blockMember } from '../../server/members/blocking.ts'
import type { ChatError } from '../../server/chat/chat-error.ts'
import { openWithMember, removeConversation } from '../../server/chat/conversations.ts'
import { getConversation, listConversations, markRead } from '../../server/chat/read-messages.ts'
import { sendMessage, type SendContent } from '../../server/chat/send-message.ts'
import { getActivityCounts } from '../../server/shell/shell-data.ts'
import * as chatsApi from '../../app/routes/api/chats.php.ts'
import * as chatApi from '../../app/routes/api/chat.php.ts'
import * as gifsApi from '../../app/routes/api/gifs.php.ts'

const baseUrl = 'http://localhost:3000'
let n = 0

async function member(options: { credits?: number; paid?: boolean } = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `chat.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      paidUser: options.paid ?? false,
      profile: {
        create: {
          siteId: site.id,
          name: `Chatter${n}`,
          gender: 'female',
          birthDate: new Date('1990-06-15'),
          country: 'NL',
          status: 'active',
          searchable: true,
        },
      },
    },
  })
  if (options.credits)
    await prisma.$transaction((tx) => addCredits(tx, { userId: user.id, amount: options.credits!, reason: 'adjustment' }))
  return { id: user.id, siteId: site.id, paidUser: options.paid ?? false }
}

const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
const text = (t: string): SendContent => ({ kind: 'text', text: t })
const send = (
  from: { id: number; siteId: number },
  to: number,
  content: SendContent = text('Hi'),
  clientKey: string | null = null,
) => sendMessage({ senderId: from.id, siteId: from.siteId, to: { memberId: to }, content, clientKey })
const balance = async (id: number) => (await prisma.user.findUniqueOrThrow({ where: { id } })).credits
const ledgerSum = async (userId: number) =>
  (await prisma.creditTransaction.aggregate({ where: { userId }, _sum: { delta: true } }))._sum.delta ?? 0
const cookieFor = async (userId: number) => (await createSession(userId, new Request(baseUrl), '127.0.0.1')).split(';')[0]!

async function useFreeAllowance(from: { id: number; siteId: number }, to: number) {
  const { freeMessages } = await site()
  for (let i = 0; i < freeMessages; i++) await send(from, to, text(`free ${i}`))
}

describe('sending and credits', () => {
  it('sends the free messages without credits, then charges message_credits with a ledger row', async () => {
    const s = await site()
    const a = await member({ credits: s.messageCredits })
    const b = await member()
    await useFreeAllowance(a, b.id)
    expect(await balance(a.id)).toBe(s.messageCredits)
    const paid = await send(a, b.id, text('now it costs'))
    expect(paid.message.credits).toBe(s.messageCredits)
    expect(await balance(a.id)).toBe(0)
    expect(await ledgerSum(a.id)).toBe(0)
    const row = await prisma.creditTransaction.findFirstOrThrow({ where: { userId: a.id, reason: 'message' } })
    expect(row).toMatchObject({ delta: -s.messageCredits, messageId: paid.message.id })
    // No credits left: refused, nothing stored or charged.
    const before = await prisma.message.count({ where: { senderId: a.id } })
    await expect(send(a, b.id, text('too poor'))).rejects.toMatchObject({ code: 'insufficient_credits' })
    expect(await prisma.message.count({ where: { senderId: a.id } })).toBe(before)
    expect(await balance(a.id)).toBe(0)
  })

  it('never goes below zero when two sessions send at once', async () => {
    const s = await site()
    const a = await member({ credits: s.messageCredits * 2 + 1 })
    const b = await member()
    await useFreeAllowance(a, b.id)
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => send(a, b.id, text(`race ${i}`))))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ChatError).code).toBe('insufficient_credits')
    expect(await balance(a.id)).toBe(1)
    expect(await ledgerSum(a.id)).toBe(1)
  })

  it('stores and charges a retried send once (same idempotency key)', async () => {
    const s = await site()
    const a = await member({ credits: 100 })
    const b = await member()
    await useFreeAllowance(a, b.id)
    const key = `retry-${Date.now()}`
    const [first, second] = await Promise.all([send(a, b.id, text('once'), key), send(a, b.id, text('once'), key)])
    expect(first.message.id).toBe(second.message.id)
    expect([first.created, second.created].sort()).toEqual([false, true])
    expect(await prisma.message.count({ where: { senderId: a.id, clientKey: key } })).toBe(1)
    expect(await balance(a.id)).toBe(100 - s.messageCredits)
  })

  it('charges a gift its own price and refuses an unknown gift', async () => {
    const a = await member({ credits: 100 })
    const b = await member()
    const gift = await prisma.gift.findFirstOrThrow({ where: { active: true }, orderBy: { sortOrder: 'asc' } })
    const sent = await send(a, b.id, { kind: 'gift', giftId: gift.id })
    expect(sent.message).toMatchObject({ type: 'gift', credits: gift.credits, gift: { slug: gift.slug } })
    expect(await balance(a.id)).toBe(100 - gift.credits)
    await expect(send(a, b.id, { kind: 'gift', giftId: 999999 })).rejects.toMatchObject({ code: 'gift_not_found' })
    expect(await balance(a.id)).toBe(100 - gift.credits)
  })

  it('refuses empty and over-long text, and keeps HTML as plain text', async () => {
    const s = await site()
    const a = await member()
    const b = await member()
    await expect(send(a, b.id, text('   '))).rejects.toMatchObject({ code: 'empty' })
    await expect(send(a, b.id, text('x'.repeat(s.messageLength + 1)))).rejects.toMatchObject({ code: 'too_long' })
    const sent = await send(a, b.id, text('<script>alert(1)</script>'))
    expect(sent.message.body).toBe('<script>alert(1)</script>')
  })
})

describe('conversations', () => {
  it('lets a free member start 2 conversations, not a 3rd; a premium member starts more', async () => {
    const a = await member()
    const [b, c, d] = [await member(), await member(), await member()]
    await send(a, b.id)
    await send(a, c.id)
    await expect(send(a, d.id)).rejects.toMatchObject({ code: 'conversation_limit' })
    expect(await prisma.conversation.count({ where: { initiatorId: a.id } })).toBe(2)
    // Answering a conversation someone else started is not starting one.
    await send(d, a.id)
    expect((await send(a, d.id)).startedConversation).toBe(false)
    const p = await member({ paid: true, credits: 100 })
    for (const other of [b, c, d]) await send(p, other.id)
    expect(await prisma.conversation.count({ where: { initiatorId: p.id } })).toBe(3)
  })

  it('keeps one conversation per pair and counts unread messages until opened', async () => {
    const a = await member()
    const b = await member()
    const first = await send(a, b.id, text('one'))
    const second = await send(a, b.id, text('two'))
    expect(second.conversationId).toBe(first.conversationId)
    expect((await getActivityCounts(b.id)).unreadMessages).toBe(2)
    const [entry] = await listConversations(b)
    expect(entry).toMatchObject({ conversationId: first.conversationId, unread: 2, partner: { id: a.id } })
    expect(entry!.lastMessage?.body).toBe('two')
    await markRead(b, first.conversationId)
    expect((await getActivityCounts(b.id)).unreadMessages).toBe(0)
    expect(await openWithMember(b.id, b.siteId, a.id)).toEqual({ kind: 'existing', conversationId: first.conversationId })
  })

  it('answers not found for a conversation that is not the member’s', async () => {
    const a = await member()
    const b = await member()
    const stranger = await member()
    const { conversationId } = await send(a, b.id)
    await expect(getConversation(stranger, conversationId)).rejects.toMatchObject({
      code: 'not_found',
    })
    await expect(
      sendMessage({
        senderId: stranger.id,
        siteId: stranger.siteId,
        to: { conversationId },
        content: text('x'),
        clientKey: null,
      }),
    ).rejects.toMatchObject({ code: 'not_found' })
    await expect(removeConversation(stranger.id, stranger.siteId, conversationId)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('stops blocked members (either way) from opening or sending', async () => {
    const a = await member()
    const b = await member()
    const { conversationId } = await send(a, b.id)
    await blockMember(b.id, a.id, b.siteId)
    await expect(send(a, b.id)).rejects.toMatchObject({ code: 'blocked' })
    await expect(
      sendMessage({ senderId: b.id, siteId: b.siteId, to: { conversationId }, content: text('x'), clientKey: null }),
    ).rejects.toMatchObject({ code: 'blocked' })
    await expect(getConversation(a, conversationId)).rejects.toMatchObject({
      code: 'blocked',
    })
    expect(await listConversations(a)).toEqual([])
    expect(await listConversations(b)).toEqual([])
    expect((await openWithMember(a.id, a.siteId, b.id)).kind).toBe('blocked')
  })

  it('removes a chat from one member’s list only; a new message brings it back', async () => {
    const a = await member()
    const b = await member()
    const { conversationId } = await send(a, b.id)
    await removeConversation(b.id, b.siteId, conversationId)
    expect(await listConversations(b)).toEqual([])
    expect(await listConversations(a)).toHaveLength(1)
    await send(a, b.id, text('still there?'))
    expect(await listConversations(b)).toHaveLength(1)
  })

  it('hides history older than the free limit from free members, not from premium ones', async () => {
    const free = await member()
    const paid = await member({ paid: true, credits: 50 })
    const { conversationId } = await send(paid, free.id, text('new'))
    await prisma.message.create({
      data: { conversationId, senderId: paid.id, body: 'old', createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) },
    })
    const freeView = await getConversation(free, conversationId)
    expect(freeView.messages.map((m) => m.body)).toEqual(['new'])
    expect(freeView.hiddenOlder).toBe(1)
    const paidView = await getConversation(paid, conversationId)
    expect(paidView.messages.map((m) => m.body)).toEqual(['new', 'old'])
    expect(paidView.hiddenOlder).toBe(0)
  })
})

describe('API', () => {
  it('GET /api/chats.php lists the chats with the SPEC fields and totals', async () => {
    const a = await member()
    const b = await member()
    const { conversationId } = await send(a, b.id, text('hello'))
    const response = await chatsApi.loader({
      request: new Request(`${baseUrl}/api/chats.php`, { headers: { cookie: await cookieFor(b.id) } }),
    } as never)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { chats: Record<string, unknown>[]; totals: Record<string, number> }
    expect(body.chats[0]).toMatchObject({ conversation_id: conversationId, profile_id: a.id, num_unread_messages: 1 })
    expect(body.totals).toMatchObject({ unread_messages: 1 })
    const anonymous = await chatsApi.loader({ request: new Request(`${baseUrl}/api/chats.php`) } as never)
    expect(anonymous.status).toBe(403)
  })

  it('POST /api/chat.php sends once per client key; DELETE removes; bad input is a 4xx', async () => {
    const a = await member()
    const b = await member()
    const cookie = await cookieFor(a.id)
    const post = (body: unknown, method = 'POST') =>
      chatApi.action({
        request: new Request(`${baseUrl}/api/chat.php`, {
          method,
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      } as never)
    const key = `api-${Date.now()}`
    const first = await post({ member_id: b.id, type: 'text', text: 'via api', client_key: key })
    expect(first.status).toBe(201)
    const { conversation_id } = (await first.json()) as { conversation_id: number }
    expect((await post({ member_id: b.id, type: 'text', text: 'via api', client_key: key })).status).toBe(200)
    expect(await prisma.message.count({ where: { conversationId: conversation_id } })).toBe(1)
    expect((await post({ conversation_id, type: 'text', text: '' })).status).toBe(400)
    expect((await post({ conversation_id, type: 'gift', gift_id: 999999 })).status).toBe(400)
    expect((await post({ conversation_id: 2147483000, type: 'text', text: 'x' })).status).toBe(404)
    const removed = await post({ conversation_id }, 'DELETE')
    expect(removed.status).toBe(200)
    expect(await listConversations(a)).toEqual([])
    expect((await post({ conversation_id: 2147483000 }, 'DELETE')).status).toBe(404)
  })
})

describe('GIFs', () => {
  const apiPost = (cookie: string, body: unknown) =>
    chatApi.action({
      request: new Request(`${baseUrl}/api/chat.php`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    } as never)
  const gifs = async (cookie: string, q = '') => {
    const response = await gifsApi.loader({
      request: new Request(`${baseUrl}/api/gifs.php?q=${encodeURIComponent(q)}`, { headers: { cookie } }),
    } as never)
    return {
      status: response.status,
      json: (await response.json()) as { search: boolean; gifs: { url: string; title: string }[] },
    }
  }
  afterEach(() => {
    delete process.env.GIPHY_API_KEY
    delete process.env.GIPHY_API_URL
    resetEnv()
  })

  it('sends a built-in sticker like a text (free allowance, no credits) and refuses any other address', async () => {
    const a = await member()
    const b = await member()
    const cookie = await cookieFor(a.id)
    const sent = await apiPost(cookie, {
      member_id: b.id,
      type: 'gif',
      gif_url: '/stickers/heart.svg',
      client_key: `gif-${Date.now()}`,
    })
    expect(sent.status).toBe(201)
    const { message } = (await sent.json()) as { message: { type: string; gif_url: string; credits: number } }
    expect(message).toMatchObject({ type: 'gif', gif_url: '/stickers/heart.svg', credits: 0 })
    for (const gif_url of [
      'https://evil.example/a.gif',
      '/stickers/../favicon.svg',
      'https://media.giphy.com/media/x/giphy.gif',
      42,
    ]) {
      const refused = await apiPost(cookie, { member_id: b.id, type: 'gif', gif_url })
      expect(refused.status, String(gif_url)).toBe(400)
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_gif')
    }
    expect(await prisma.message.count({ where: { senderId: a.id } })).toBe(1)
  })

  it('lists the 24 built-in stickers with translated names, and filters them by name without a provider', async () => {
    const a = await member()
    await prisma.user.update({ where: { id: a.id }, data: { language: 'de' } })
    const cookie = await cookieFor(a.id)
    const all = await gifs(cookie)
    expect(all.status).toBe(200)
    expect(all.json.search).toBe(false)
    expect(all.json.gifs).toHaveLength(24)
    expect(all.json.gifs[0]).toEqual({ url: '/stickers/heart.svg', preview_url: '/stickers/heart.svg', title: 'Herz' })
    const hearts = await gifs(cookie, 'herz')
    expect(hearts.json.gifs.map((g) => g.url)).toEqual([
      '/stickers/heart.svg',
      '/stickers/hearts.svg',
      '/stickers/heart-arrow.svg',
    ])
    expect((await gifs(cookie, 'x'.repeat(51))).status).toBe(400)
  })

  it('searches GIPHY when a key is set, keeps only GIPHY media addresses, and those can be sent', async () => {
    const asked: URLSearchParams[] = []
    const giphy = createServer((req, res) => {
      const url = new URL(req.url!, 'http://fake')
      asked.push(url.searchParams)
      res.writeHead(url.pathname === '/v1/gifs/search' ? 200 : 404, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          data: [
            {
              title: 'Cat wave',
              images: {
                fixed_height: { url: 'https://media2.giphy.com/media/abc/200.gif' },
                fixed_height_small: { url: 'https://media2.giphy.com/media/abc/100.gif' },
              },
            },
            { title: 'Elsewhere', images: { fixed_height: { url: 'https://tracker.example/x.gif' } } },
          ],
        }),
      )
    })
    await new Promise<void>((resolve) => giphy.listen(0, '127.0.0.1', resolve))
    try {
      process.env.GIPHY_API_KEY = 'test-key'
      process.env.GIPHY_API_URL = `http://127.0.0.1:${(giphy.address() as { port: number }).port}`
      resetEnv()
      const a = await member()
      const b = await member()
      const cookie = await cookieFor(a.id)
      const found = await gifs(cookie, 'cat')
      expect(found.json.search).toBe(true)
      expect(found.json.gifs).toEqual([
        {
          url: 'https://media2.giphy.com/media/abc/200.gif',
          preview_url: 'https://media2.giphy.com/media/abc/100.gif',
          title: 'Cat wave',
        },
      ])
      expect(asked[0]!.get('api_key')).toBe('test-key')
      expect(asked[0]!.get('q')).toBe('cat')
      expect(asked[0]!.get('rating')).toBe('pg-13')
      const sent = await apiPost(cookie, { member_id: b.id, type: 'gif', gif_url: 'https://media2.giphy.com/media/abc/200.gif' })
      expect(sent.status).toBe(201)
      expect((await apiPost(cookie, { member_id: b.id, type: 'gif', gif_url: 'https://tracker.example/x.gif' })).status).toBe(400)
    } finally {
      await new Promise((resolve) => giphy.close(resolve))
    }
  })
})
