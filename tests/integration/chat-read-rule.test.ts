// The one read rule for messages (issue 31 item 5, docs/security.md rule 11, docs/chat.md): every
// way of reading a conversation answers the same for the same situation. Ways: the page
// /chats/{id} (and ?before=), GET /api/chat.php ?id=, &before=, &after=, the chat list's last
// message (/chats, /api/chats.php), the unread count and the event stream /api/events (live and
// replayed).
// Situations: a free member and history older than the free limit, a block either way, and a
// partner who turned invisible.
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { addCredits } from '../../server/credits/ledger.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { setInvisible } from '../../server/accounts/preferences.ts'
import { blockMember } from '../../server/members/blocking.ts'
import { sendMessage } from '../../server/chat/send-message.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { getActivityCounts } from '../../server/shell/shell-data.ts'
import { localeContext, requestInfoContext, siteContext } from '../../app/context.ts'
import * as chatApi from '../../app/routes/api/chat.php.ts'
import * as chatsApi from '../../app/routes/api/chats.php.ts'
import * as eventsApi from '../../app/routes/api/events.ts'
import * as chatPage from '../../app/routes/chats.$id.tsx'
import * as chatsPage from '../../app/routes/chats.tsx'

const origin = 'http://localhost:3000'
const DAY = 24 * 3600 * 1000
let n = 0

async function member(options: { paid?: boolean } = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `readrule.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      paidUser: options.paid ?? false,
      profile: {
        create: {
          siteId: site.id,
          name: `Reader${n}`,
          gender: 'female',
          birthDate: new Date('1990-06-15'),
          country: 'NL',
          status: 'active',
          searchable: true,
        },
      },
    },
  })
  await prisma.$transaction((tx) => addCredits(tx, { userId: user.id, amount: 100, reason: 'adjustment' }))
  return { id: user.id, siteId: site.id, name: `Reader${n}`, cookie: await cookieFor(user.id) }
}
type Member = Awaited<ReturnType<typeof member>>

const cookieFor = async (userId: number) => (await createSession(userId, new Request(origin), '127.0.0.1')).split(';')[0]!

const send = async (from: Member, to: Member, text: string) =>
  sendMessage({
    senderId: from.id,
    siteId: from.siteId,
    to: { memberId: to.id },
    content: { kind: 'text', text },
    clientKey: null,
  })

async function pageContext() {
  const context = new RouterContextProvider()
  context.set(siteContext, await getSiteByHost('localhost'))
  context.set(localeContext, 'en')
  context.set(requestInfoContext, { nonce: '', clientIp: '127.0.0.1' })
  return context
}

/** What a way of reading gave: the status, and the message texts the reader got (none when refused). */
interface Read {
  status: number
  texts: string[]
}

type Way = (reader: Member, conversationId: number, firstId: number) => Promise<Read>

async function page(reader: Member, path: string, id: number): Promise<Read> {
  try {
    const result = (await chatPage.loader({
      request: new Request(`${origin}${path}`, { headers: { cookie: reader.cookie } }),
      params: { id: String(id) },
      context: await pageContext(),
    } as never)) as unknown
    if (result && typeof result === 'object' && 'view' in result) {
      const view = (result as { view: { messages: { body: string | null }[] } }).view
      return { status: 200, texts: view.messages.map((m) => m.body ?? '') }
    }
    return { status: (result as { init?: { status?: number } }).init?.status ?? 200, texts: [] }
  } catch (error) {
    if (error instanceof Response) return { status: error.status, texts: [] }
    throw error
  }
}

async function api(reader: Member, query: string): Promise<Read> {
  const response = (await chatApi.loader({
    request: new Request(`${origin}/api/chat.php?${query}`, { headers: { cookie: reader.cookie } }),
    params: {},
    context: await pageContext(),
  } as never)) as Response
  const body = (await response.json()) as { messages?: { body: string | null }[] }
  return { status: response.status, texts: (body.messages ?? []).map((m) => m.body ?? '') }
}

const ways: Record<string, Way> = {
  'the page /chats/{id}': (reader, id) => page(reader, `/chats/${id}`, id),
  'the page /chats/{id}?before=': (reader, id) => page(reader, `/chats/${id}?before=2147483647`, id),
  'GET /api/chat.php?id=': (reader, id) => api(reader, `id=${id}`),
  'GET /api/chat.php?id=&before=': (reader, id) => api(reader, `id=${id}&before=2147483647`),
  'GET /api/chat.php?id=&after=': (reader, id, firstId) => api(reader, `id=${id}&after=${firstId - 1 || 1}`),
}

/**
 * A conversation between a free reader and a premium partner: one message older than the free
 * history limit, then a new one. The first message's id lets `after` ask for everything.
 */
async function conversation() {
  const reader = await member()
  const partner = await member({ paid: true })
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const first = await send(partner, reader, 'old')
  await prisma.message.update({
    where: { id: first.message.id },
    data: { createdAt: new Date(Date.now() - (site.freeHistoryDays + 10) * DAY) },
  })
  await send(partner, reader, 'new')
  return { reader, partner, conversationId: first.conversationId, firstId: first.message.id }
}

describe('one read rule for every way of reading a conversation', () => {
  for (const [name, read] of Object.entries(ways)) {
    describe(name, () => {
      it('leaves history older than the free limit out for a free member, not for the premium partner', async () => {
        const { reader, partner, conversationId, firstId } = await conversation()
        expect(await read(reader, conversationId, firstId)).toEqual({ status: 200, texts: ['new'] })
        const premium = await read(partner, conversationId, firstId)
        expect(premium.status).toBe(200)
        expect(premium.texts.sort()).toEqual(['new', 'old'])
      })

      it('refuses a member the partner blocked (403, nothing of the conversation)', async () => {
        const { reader, partner, conversationId, firstId } = await conversation()
        await blockMember(partner.id, reader.id, partner.siteId)
        expect(await read(reader, conversationId, firstId)).toEqual({ status: 403, texts: [] })
      })

      it('refuses a member who blocked the partner (403)', async () => {
        const { reader, partner, conversationId, firstId } = await conversation()
        await blockMember(reader.id, partner.id, reader.siteId)
        expect(await read(reader, conversationId, firstId)).toEqual({ status: 403, texts: [] })
      })

      it('answers a conversation with a partner who turned invisible like a missing one (404)', async () => {
        const { reader, partner, conversationId, firstId } = await conversation()
        await setInvisible(partner.id, true)
        expect(await read(reader, conversationId, firstId)).toEqual({ status: 404, texts: [] })
        await setInvisible(partner.id, false)
        expect((await read(reader, conversationId, firstId)).status).toBe(200)
      })

      it('answers a stranger’s read like a missing conversation (404)', async () => {
        const { conversationId, firstId } = await conversation()
        const stranger = await member({ paid: true })
        expect(await read(stranger, conversationId, firstId)).toEqual({ status: 404, texts: [] })
      })
    })
  }
})

describe('the chat list’s last message', () => {
  it('shows a free member no message older than the free limit, on the page and in /api/chats.php', async () => {
    const reader = await member()
    const partner = await member({ paid: true })
    const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
    const only = await send(partner, reader, 'too old to read')
    await prisma.message.update({
      where: { id: only.message.id },
      data: { createdAt: new Date(Date.now() - (site.freeHistoryDays + 1) * DAY) },
    })
    const response = (await chatsApi.loader({
      request: new Request(`${origin}/api/chats.php`, { headers: { cookie: reader.cookie } }),
    } as never)) as Response
    const body = (await response.json()) as { chats: { conversation_id: number; messages: unknown[] }[] }
    expect(body.chats).toEqual([expect.objectContaining({ conversation_id: only.conversationId, messages: [] })])
    const listed = (await chatsPage.loader({
      request: new Request(`${origin}/chats`, { headers: { cookie: reader.cookie } }),
      params: {},
      context: await pageContext(),
    } as never)) as { chats: { conversationId: number; lastMessage: unknown }[] }
    expect(listed.chats).toEqual([expect.objectContaining({ conversationId: only.conversationId, lastMessage: null })])
    // The premium partner sees it.
    const partnerList = (await chatsApi.loader({
      request: new Request(`${origin}/api/chats.php`, { headers: { cookie: partner.cookie } }),
    } as never)) as Response
    expect(JSON.stringify(await partnerList.json())).toContain('too old to read')
  })
})

describe('the unread count (top bar, /api/chats.php totals, counts events)', () => {
  it('counts no message of a conversation the member may not read', async () => {
    const reader = await member()
    const hidden = await member({ paid: true })
    const blocker = await member({ paid: true })
    const blocked = await member({ paid: true })
    const friend = await member({ paid: true })
    await send(hidden, reader, 'from someone who turns invisible')
    await send(blocker, reader, 'from someone who then blocks')
    await send(blocked, reader, 'from someone the reader then blocks')
    await send(friend, reader, 'from a friend')
    expect((await getActivityCounts(reader.id)).unreadMessages).toBe(4)
    await setInvisible(hidden.id, true)
    await blockMember(blocker.id, reader.id, blocker.siteId)
    await blockMember(reader.id, blocked.id, reader.siteId)
    expect((await getActivityCounts(reader.id)).unreadMessages).toBe(1)
    await setInvisible(hidden.id, false)
    expect((await getActivityCounts(reader.id)).unreadMessages).toBe(2)
  })
})

interface StreamEvent {
  type: string
  sseId?: string
  [key: string]: unknown
}

/** Opens GET /api/events as `reader` (optionally resuming after `lastEventId`) and collects its member events. */
async function openStream(reader: Member, lastEventId?: string) {
  const abort = new AbortController()
  const response = (await eventsApi.loader({
    request: new Request(`${origin}/api/events`, {
      headers: { cookie: reader.cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: abort.signal,
    }),
    params: {},
    context: await pageContext(),
  } as never)) as Response
  expect(response.status).toBe(200)
  const events: StreamEvent[] = []
  const reader_ = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let connected!: () => void
  const ready = new Promise<void>((resolve) => (connected = resolve))
  void (async () => {
    for (;;) {
      const { done, value } = await reader_.read().catch(() => ({ done: true, value: undefined }))
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      if (buffer.includes(': connected')) connected()
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = block.split('\n').find((line) => line.startsWith('data: '))
        const id = block.split('\n').find((line) => line.startsWith('id: '))
        if (block.includes('event: member') && data)
          events.push({ ...(JSON.parse(data.slice(6)) as StreamEvent), ...(id ? { sseId: id.slice(4) } : {}) })
      }
    }
  })()
  await ready
  return { events, close: () => abort.abort() }
}

const chatEventsOf = (events: StreamEvent[], conversationId: number) =>
  events.filter((e) => ['message', 'typing', 'read'].includes(e.type) && e.conversationId === conversationId)

describe('the event stream', () => {
  it('sends no live message, typing or read event of a conversation with a partner who turned invisible', async () => {
    const reader = await member()
    const partner = await member({ paid: true })
    const friend = await member({ paid: true })
    const { conversationId } = await send(partner, reader, 'before')
    await setInvisible(partner.id, true)
    const stream = await openStream(reader)
    try {
      // Invisible members may still write (and type, and read): the reader must hear none of it.
      await send(partner, reader, 'from the invisible partner')
      await chatApi.action({
        request: new Request(`${origin}/api/chat.php`, {
          method: 'POST',
          headers: { cookie: partner.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'typing', conversation_id: conversationId }),
        }),
      } as never)
      await chatApi.action({
        request: new Request(`${origin}/api/chat.php`, {
          method: 'POST',
          headers: { cookie: partner.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'read', conversation_id: conversationId }),
        }),
      } as never)
      // A message from a visible member after them: once it is here, the decisions about the earlier ones are made.
      const control = await send(friend, reader, 'from a friend')
      await expect.poll(() => stream.events.some((e) => e.type === 'message' && e.messageId === control.message.id)).toBe(true)
      expect(chatEventsOf(stream.events, conversationId)).toEqual([])
    } finally {
      stream.close()
    }
  })

  it('replays no event of a conversation the member may no longer read (blocked since)', async () => {
    const reader = await member()
    const partner = await member({ paid: true })
    const friend = await member({ paid: true })
    const first = await openStream(reader)
    let lastId: string
    try {
      const hello = await send(friend, reader, 'hello')
      await expect.poll(() => first.events.some((e) => e.type === 'message' && e.messageId === hello.message.id)).toBe(true)
      lastId = first.events.filter((e) => e.sseId).at(-1)!.sseId!
    } finally {
      first.close()
    }
    // While the reader is away: the partner writes, then one of them blocks the other.
    const { conversationId } = await send(partner, reader, 'written before the block')
    await blockMember(reader.id, partner.id, reader.siteId)
    const control = await send(friend, reader, 'after the block')
    const again = await openStream(reader, lastId)
    try {
      await expect.poll(() => again.events.some((e) => e.type === 'message' && e.messageId === control.message.id)).toBe(true)
      expect(again.events.some((e) => e.type === 'resync')).toBe(false)
      expect(chatEventsOf(again.events, conversationId)).toEqual([])
    } finally {
      again.close()
    }
  })

  it('still sends the events of conversations the member may read, in order', async () => {
    const reader = await member()
    const partner = await member({ paid: true })
    const stream = await openStream(reader)
    try {
      const sent = []
      for (const text of ['one', 'two', 'three']) sent.push((await send(partner, reader, text)).message.id)
      await expect.poll(() => stream.events.filter((e) => e.type === 'message').map((e) => e.messageId)).toEqual(sent)
    } finally {
      stream.close()
    }
  })
})
