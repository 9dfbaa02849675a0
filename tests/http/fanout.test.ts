// Real time across processes (issue 12, docs/chat.md): a member's event stream held by one web
// process hears a message sent through another, through Redis pub/sub — as with two containers
// or WEB_CONCURRENCY workers behind one load balancer.
import { request as httpRequest, type ClientRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { JSON_TYPE, makeMember, ownPage, query, send, sessionFor } from './client.ts'
import { startWebProcess } from './test-server.ts'

let second: { port: number; stop: () => Promise<void> }

beforeAll(async () => {
  second = await startWebProcess({ ...process.env, ...inject('httpServerEnv') })
}, 90_000)

afterAll(async () => {
  await second?.stop()
})

/** Opens GET /api/events on `port` and collects the member events it delivers (with their SSE id). */
function openStream(port: number, cookie: string, lastEventId?: string) {
  const events: { type: string; sseId?: string; [key: string]: unknown }[] = []
  let buffer = ''
  let req: ClientRequest
  const connected = new Promise<number>((resolve, reject) => {
    const headers = { host: `localhost:${port}`, cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) }
    req = httpRequest({ host: '127.0.0.1', port, path: '/api/events', headers }, (res) => {
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        if (buffer.includes(': connected')) resolve(res.statusCode ?? 0)
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          const id = block.split('\n').find((line) => line.startsWith('id: '))
          if (block.includes('event: member') && data)
            events.push({ ...JSON.parse(data.slice(6)), ...(id ? { sseId: id.slice(4) } : {}) })
        }
      })
      res.on('error', () => undefined)
    })
    req.on('error', reject)
    req.end()
  })
  return { connected, events, close: () => req.destroy() }
}

describe('the event stream across two web processes', () => {
  it('delivers a message sent through one process to a stream held by the other', async () => {
    const alma = await makeMember({ name: 'Alma' })
    const bruno = await makeMember({ name: 'Bruno' })
    const stream = openStream(second.port, await sessionFor(bruno.id))
    try {
      expect(await stream.connected).toBe(200)
      const sent = await send({
        method: 'POST',
        path: '/api/chat.php',
        headers: { ...JSON_TYPE, ...ownPage(), accept: 'application/json', cookie: await sessionFor(alma.id) },
        body: JSON.stringify({
          member_id: bruno.id,
          type: 'text',
          text: 'Across the processes',
          client_key: `fanout-${alma.id}`,
        }),
      })
      expect(sent.status).toBe(201)
      const { conversation_id: conversationId } = JSON.parse(sent.body) as { conversation_id: number }
      await expect
        .poll(() => stream.events)
        .toEqual(
          expect.arrayContaining([
            expect.objectContaining({ type: 'message', conversationId, senderId: alma.id }),
            expect.objectContaining({ type: 'counts', unreadMessages: 1 }),
          ]),
        )
    } finally {
      stream.close()
    }
  })

  it('a stream that comes back with Last-Event-ID gets what it missed, once; an unknown id gets resync', async () => {
    const alma = await makeMember({ name: 'Alma' })
    const bruno = await makeMember({ name: 'Bruno' })
    // Past the free messages: Alma can pay for every message here.
    await query(`update "User" set credits = 500 where id = $1`, [alma.id])
    const almaCookie = await sessionFor(alma.id)
    const brunoCookie = await sessionFor(bruno.id)
    const write = async (text: string) => {
      const sent = await send({
        method: 'POST',
        path: '/api/chat.php',
        headers: { ...JSON_TYPE, ...ownPage(), accept: 'application/json', cookie: almaCookie },
        body: JSON.stringify({ member_id: bruno.id, type: 'text', text }),
      })
      expect(sent.status).toBe(201)
      return (JSON.parse(sent.body) as { message: { id: number } }).message.id
    }
    const first = openStream(second.port, brunoCookie)
    let lastId: string
    try {
      expect(await first.connected).toBe(200)
      const firstMessage = await write('Before the tunnel')
      await expect.poll(() => first.events.find((e) => e.type === 'message' && e.messageId === firstMessage)).toBeTruthy()
      await expect.poll(() => first.events.at(-1)?.type).toBe('counts')
      lastId = first.events.at(-1)!.sseId!
      expect(lastId).toMatch(/^\d+-\d+$/)
    } finally {
      first.close()
    }
    // Offline (a train tunnel): two messages arrive meanwhile.
    const missed = [await write('In the tunnel 1'), await write('In the tunnel 2')]
    const again = openStream(second.port, brunoCookie, lastId)
    try {
      expect(await again.connected).toBe(200)
      await expect.poll(() => again.events.filter((e) => e.type === 'message').map((e) => e.messageId)).toEqual(missed)
      expect(again.events.some((e) => e.type === 'resync')).toBe(false)
      expect(again.events.filter((e) => e.type === 'counts').at(-1)).toMatchObject({ unreadMessages: 3 })
      // Live events keep flowing after the replay, each once.
      const live = await write('Out of the tunnel')
      await expect.poll(() => again.events.filter((e) => e.type === 'message').map((e) => e.messageId)).toEqual([...missed, live])
    } finally {
      again.close()
    }
    const stranger = openStream(second.port, brunoCookie, '17')
    try {
      expect(await stranger.connected).toBe(200)
      await expect.poll(() => stranger.events.map((e) => e.type)).toEqual(['resync'])
    } finally {
      stranger.close()
    }
  })
})
