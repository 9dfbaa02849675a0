// Per-process caches across processes (issue 39, server/cache-bus.ts): an invalidation published
// here reaches a subscriber elsewhere, one published elsewhere empties this process's caches (the
// cached site with its texts, lander lists), and a subscription that was cut drops everything.
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCacheBus, onInvalidation, publishInvalidation, startCacheBus } from '../../server/cache-bus.ts'
import { prisma } from '../../server/db.ts'
import { redisKey } from '../../server/redis.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { invalidateSiteTexts } from '../../server/sites/site-cache.ts'
import { setSiteText } from '../../server/sites/manage-site-texts.ts'
import { siteText } from '../../server/sites/site-texts.ts'

/** Another node of the deployment, as far as the bus can tell: its own connection and name. */
const otherNode = new Redis(process.env.REDIS_URL!)
const heard: { topic: string; key: string; origin: string }[] = []
const listener = new Redis(process.env.REDIS_URL!)

beforeAll(async () => {
  await startCacheBus()
  listener.on('message', (_channel, raw: string) => heard.push(JSON.parse(raw) as (typeof heard)[number]))
  await listener.subscribe(redisKey('cache-bus'))
})

afterAll(async () => {
  const site = await getSiteByHost('localhost')
  await prisma.siteText.deleteMany({ where: { siteId: site.id } })
  await closeCacheBus()
  listener.disconnect()
  otherNode.disconnect()
})

/** What another node sends when it changes something. */
const publishElsewhere = (topic: string, key: string) =>
  otherNode.publish(redisKey('cache-bus'), JSON.stringify({ origin: 'another-node', topic, key }))

describe('the cache bus', () => {
  it('tells the other processes, and this one at once', async () => {
    const seen: string[] = []
    const stop = onInvalidation('member-listings', (key) => seen.push(key))
    try {
      await publishInvalidation('member-listings', 42)
      expect(seen).toEqual(['42'])
      await expect.poll(() => heard.filter((m) => m.topic === 'member-listings').map((m) => m.key)).toEqual(['42'])
      // Its own message comes back through Redis and is not applied twice.
      await publishElsewhere('reference', '*')
      await expect.poll(() => heard.some((m) => m.origin === 'another-node')).toBe(true)
      expect(seen).toEqual(['42'])
    } finally {
      stop()
    }
  })

  it('drops the cached site with its texts when another node changes a text', async () => {
    const site = await getSiteByHost('localhost')
    const before = siteText(site, 'de', 'index_title')
    // Written to the database as another node would, without this process's own invalidation.
    await prisma.siteText.create({ data: { siteId: site.id, locale: 'de', key: 'index_title', value: 'Neu vom Knoten zwei' } })
    expect(siteText(await getSiteByHost('localhost'), 'de', 'index_title')).toBe(before)
    await publishElsewhere('site', String(site.id))
    await expect.poll(async () => siteText(await getSiteByHost('localhost'), 'de', 'index_title')).toBe('Neu vom Knoten zwei')
  })

  it('setSiteText and invalidateSiteTexts announce the site to every node', async () => {
    const site = await getSiteByHost('localhost')
    heard.length = 0
    await setSiteText(site.id, 'fr', 'description', 'Une description du staff', 'tester')
    expect(siteText(await getSiteByHost('localhost'), 'fr', 'description')).toBe('Une description du staff')
    await invalidateSiteTexts(site.id)
    await expect.poll(() => heard.filter((m) => m.topic === 'site').map((m) => m.key)).toEqual([String(site.id), String(site.id)])
  })

  it('drops everything when its subscription was cut, since what was sent meanwhile is unknown', async () => {
    const seen: string[] = []
    const stop = onInvalidation('reference', (key) => seen.push(key))
    try {
      const clients = String(await otherNode.call('CLIENT', 'LIST', 'TYPE', 'pubsub'))
      const ours = clients.split('\n').find((line) => line.includes(`name=${redisKey('cache-bus')}:`))
      expect(ours).toBeTruthy()
      await otherNode.call('CLIENT', 'KILL', 'ID', /\bid=(\d+)/.exec(ours!)![1]!)
      await expect.poll(() => seen).toEqual(['*'])
      // Subscribed again: another node's messages arrive as before.
      await expect
        .poll(async () => {
          await publishElsewhere('reference', 'again')
          return seen.includes('again')
        })
        .toBe(true)
    } finally {
      stop()
    }
  })
})
