// A process's first event stream (issue 39, found by the cluster drill): once the stream says
// ": connected", an event published at once by another process reaches it. The process's
// subscription to Redis is made by its first stream; before the fix the stream said connected
// before that subscription was in place, and what was published meanwhile never arrived.
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
})
