// Issue 31 item 8: GET /api/events streams are bounded. One member's streams in one process stop at
// MAX_STREAMS_PER_MEMBER (a new one closes the oldest, which is told so), and a process holds at
// most EVENT_STREAMS_PER_PROCESS (then 503 too_many_streams with Retry-After until one ends).
// The operator inbox's stream (/staff/inbox/events) takes its slots from the same count.
import { request as httpRequest, type ClientRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { JSON_TYPE, makeMember, ownPage, port, send, sessionFor } from './client.ts'
import { startWebProcess } from './test-server.ts'
import { MAX_STREAMS_PER_MEMBER } from '../../server/realtime/stream-slots.ts'
import { makeStaff, staffSession } from './staff-client.ts'

interface Stream {
  /** The answer's status once the headers (and, for a stream, its first comment) arrived. */
  answered: Promise<{ status: number; headers: Record<string, unknown>; body: string }>
  events: { type: string; [key: string]: unknown }[]
  /** Told by the server that a newer stream took its place. */
  replaced: boolean
  ended: boolean
  close: () => void
}

function openStream(serverPort: number, cookie: string, path = '/api/events'): Stream {
  let req: ClientRequest
  const stream: Stream = { answered: null!, events: [], replaced: false, ended: false, close: () => req.destroy() }
  stream.answered = new Promise((resolve, reject) => {
    req = httpRequest({
      host: '127.0.0.1',
      port: serverPort,
      path,
      agent: false,
      headers: { host: `localhost:${serverPort}`, cookie },
    })
    req.on('response', (res) => {
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        if (res.statusCode !== 200) return
        if (buffer.includes(': connected')) resolve({ status: 200, headers: res.headers, body: '' })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (block.includes('event: closed')) stream.replaced = true
          if (block.includes('event: member') && data) stream.events.push(JSON.parse(data.slice(6)))
        }
      })
      res.on('end', () => {
        stream.ended = true
        if (res.statusCode !== 200) resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buffer })
      })
      res.on('error', () => undefined)
    })
    req.on('error', (error) => (stream.ended ? undefined : reject(error)))
    req.end()
  })
  // A stream the test drops before its answer is no failure.
  stream.answered.catch(() => undefined)
  return stream
}

describe('event streams of one member', () => {
  it(`keeps at most ${MAX_STREAMS_PER_MEMBER} open, closing the oldest and telling it so`, async () => {
    const member = await makeMember({ name: 'Manytabs' })
    const cookie = await sessionFor(member.id)
    const streams: Stream[] = []
    try {
      for (let i = 0; i < 60; i++) {
        const stream = openStream(port, cookie)
        streams.push(stream)
        expect((await stream.answered).status).toBe(200)
      }
      const older = streams.slice(0, 60 - MAX_STREAMS_PER_MEMBER)
      const newest = streams.slice(60 - MAX_STREAMS_PER_MEMBER)
      await expect.poll(() => older.filter((s) => s.ended && s.replaced).length).toBe(older.length)
      expect(newest.filter((s) => s.ended || s.replaced)).toHaveLength(0)

      // Only the open ones still listen: a message reaches each of them, and nobody else.
      const sender = await makeMember({ name: 'Sender' })
      const sent = await send({
        method: 'POST',
        path: '/api/chat.php',
        headers: { ...JSON_TYPE, ...ownPage(), accept: 'application/json', cookie: await sessionFor(sender.id) },
        body: JSON.stringify({ member_id: member.id, type: 'text', text: 'Hello all tabs', client_key: `tabs-${member.id}` }),
      })
      expect(sent.status).toBe(201)
      await expect.poll(() => newest.filter((s) => s.events.some((e) => e.type === 'message')).length).toBe(newest.length)
      expect(older.filter((s) => s.events.length > 0)).toHaveLength(0)
    } finally {
      for (const stream of streams) stream.close()
    }
  })
})

describe("an operator's inbox streams", () => {
  it(`keeps at most ${MAX_STREAMS_PER_MEMBER} per staff member, closing the oldest and telling it so`, async () => {
    const { cookie } = await staffSession(await makeStaff(['operator']))
    const streams: Stream[] = []
    try {
      for (let i = 0; i < MAX_STREAMS_PER_MEMBER + 3; i++) {
        const stream = openStream(port, cookie, '/staff/inbox/events')
        streams.push(stream)
        expect((await stream.answered).status).toBe(200)
      }
      const older = streams.slice(0, 3)
      await expect.poll(() => older.filter((s) => s.ended && s.replaced).length).toBe(older.length)
      expect(streams.slice(3).filter((s) => s.ended || s.replaced)).toHaveLength(0)
    } finally {
      for (const stream of streams) stream.close()
    }
  })
})

describe('event streams of one process', () => {
  let small: { port: number; stop: () => Promise<void> }
  beforeAll(async () => {
    small = await startWebProcess({ ...process.env, ...inject('httpServerEnv'), EVENT_STREAMS_PER_PROCESS: '3' })
  }, 90_000)
  afterAll(async () => {
    await small?.stop()
  })

  it('refuses new streams with 503 and Retry-After while full, and accepts again once one ends', async () => {
    const cookies = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => sessionFor((await makeMember({ name: `Full${i}` })).id)),
    )
    const held = cookies.slice(0, 3).map((cookie) => openStream(small.port, cookie))
    try {
      for (const stream of held) expect((await stream.answered).status).toBe(200)
      const refused = await openStream(small.port, cookies[3]!).answered
      expect(refused.status).toBe(503)
      expect(refused.headers['retry-after']).toBe('30')
      expect(JSON.parse(refused.body)).toMatchObject({ error: { status: 503, code: 'too_many_streams' } })
      // A member who already holds one is refused too: the process is full.
      expect((await openStream(small.port, cookies[0]!).answered).status).toBe(503)
      // And an operator's inbox stream: one count for every stream of the process.
      const operator = await staffSession(await makeStaff(['operator']))
      expect((await openStream(small.port, operator.cookie, '/staff/inbox/events').answered).status).toBe(503)

      held[0]!.close()
      await expect
        .poll(async () => {
          const next = openStream(small.port, cookies[3]!)
          const { status } = await next.answered
          if (status === 200) held.push(next)
          return status
        })
        .toBe(200)
    } finally {
      for (const stream of held) stream.close()
    }
  })

  it('holds no slot for a HEAD request, and gives it back when a client goes away at once', async () => {
    const cookie = await sessionFor((await makeMember({ name: 'Headcount' })).id)
    /** Opens as many streams as the process holds, closes them again, and says how each was answered. */
    const fillUp = async () => {
      const streams = [0, 1, 2].map(() => openStream(small.port, cookie))
      const answers = await Promise.all(streams.map((s) => s.answered.catch(() => ({ status: 0 }))))
      for (const stream of streams) stream.close()
      return answers.map((a) => a.status)
    }
    // What the previous test held ends with its sockets.
    await expect.poll(fillUp).toEqual([200, 200, 200])
    for (let i = 0; i < 10; i++) {
      const head = await sendToSmall('HEAD', cookie)
      expect(head.status).toBe(200)
      expect(head.type).toMatch(/^text\/event-stream/)
    }
    for (let i = 0; i < 10; i++) openStream(small.port, cookie).close()
    await expect.poll(fillUp).toEqual([200, 200, 200])
  })

  const sendToSmall = (method: string, cookie: string) =>
    new Promise<{ status: number; type: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: small.port,
          method,
          path: '/api/events',
          agent: false,
          headers: { host: `localhost:${small.port}`, cookie },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']) }))
        },
      )
      req.on('error', reject)
      req.end()
    })
})
