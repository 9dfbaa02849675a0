// Real time across processes (issue 12, docs/chat.md): a member's event stream held by one web
// process hears a message sent through another, through Redis pub/sub — as with two containers
// or WEB_CONCURRENCY workers behind one load balancer.
import { request as httpRequest, type ClientRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { JSON_TYPE, makeMember, ownPage, send, sessionFor } from './client.ts'
import { startWebProcess } from './test-server.ts'

let second: { port: number; stop: () => Promise<void> }

beforeAll(async () => {
  second = await startWebProcess({ ...process.env, ...inject('httpServerEnv') })
}, 90_000)

afterAll(async () => {
  await second?.stop()
})

/** Opens GET /api/events on `port` and collects the member events it delivers. */
function openStream(port: number, cookie: string) {
  const events: { type: string; [key: string]: unknown }[] = []
  let buffer = ''
  let req: ClientRequest
  const connected = new Promise<number>((resolve, reject) => {
    req = httpRequest({ host: '127.0.0.1', port, path: '/api/events', headers: { host: `localhost:${port}`, cookie } }, (res) => {
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        if (buffer.includes(': connected')) resolve(res.statusCode ?? 0)
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (block.includes('event: member') && data) events.push(JSON.parse(data.slice(6)))
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
})
