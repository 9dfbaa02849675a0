// Event streams across processes (issue 39, both found by the cluster drill). A process's first
// stream: once it says ": connected", an event published at once by another process reaches it
// (before the fix it said connected before the process's Redis subscription was in place). Events
// that processes publish at the same moment may arrive in another order than their log ids: each
// is sent (before the fix the older one was dropped as if sent already), the SSE id stays the newest.
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { redisKey } from '../../server/redis.ts'
import * as eventsRoute from '../../app/routes/api/events.ts'
import { callLoader } from './loader.ts'

// Another web process's connection, connected before the stream opens.
const otherProcess = new Redis(process.env.REDIS_URL!)
afterAll(() => otherProcess.disconnect())

describe('the first event stream of a process', () => {
  it('hears an event published the moment it says connected', async () => {
    const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
    const user = await prisma.user.create({
      data: { siteId: site.id, email: `first-stream.${Date.now()}@test.amora.example`, passwordHash: 'x', status: 'active' },
    })
    const cookie = (await createSession(user.id, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    await otherProcess.ping()
    const abort = new AbortController()
    const response = await callLoader(eventsRoute, 'http://localhost/api/events', { headers: { cookie }, signal: abort.signal })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes(': connected')) text += decoder.decode((await reader.read()).value)
    const event = { type: 'like', likerId: 1, match: false }
    await otherProcess.publish(redisKey('member-events', String(user.id)), JSON.stringify({ id: '1-0', event }))
    while (!text.includes('"type":"like"')) text += decoder.decode((await reader.read()).value)
    expect(text).toContain(`data: ${JSON.stringify(event)}`)
    abort.abort()
    await reader.cancel()
  })

  it('sends events that arrive out of their log order, keeping the newest id for Last-Event-ID', async () => {
    const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
    const user = await prisma.user.create({
      data: { siteId: site.id, email: `out-of-order.${Date.now()}@test.amora.example`, passwordHash: 'x', status: 'active' },
    })
    const cookie = (await createSession(user.id, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    const abort = new AbortController()
    const response = await callLoader(eventsRoute, 'http://localhost/api/events', { headers: { cookie }, signal: abort.signal })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes(': connected')) text += decoder.decode((await reader.read()).value)
    const channel = redisKey('member-events', String(user.id))
    // Logged as 300-0 then 300-1 by two processes; the second one's PUBLISH came first.
    await otherProcess.publish(channel, JSON.stringify({ id: '300-1', event: { type: 'like', likerId: 2, match: false } }))
    await otherProcess.publish(channel, JSON.stringify({ id: '300-0', event: { type: 'like', likerId: 1, match: false } }))
    while (!text.includes('"likerId":1')) text += decoder.decode((await reader.read()).value)
    expect(text).toContain('id: 300-1\nevent: member\ndata: {"type":"like","likerId":2,"match":false}')
    expect(text).toContain('event: member\ndata: {"type":"like","likerId":1,"match":false}')
    expect(text).not.toContain('id: 300-0')
    abort.abort()
    await reader.cancel()
  })
})
