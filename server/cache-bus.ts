// Per-process caches are told of a change made on any node (docs/operations.md, "Caches"): a
// change calls publishInvalidation(topic, key); every process that registered onInvalidation for
// the topic drops what it holds, this one at once, the others through Redis pub/sub within
// milliseconds. Without Redis (the embedded mode is one process) delivery is in-process only.
// Messages sent while a node's subscription is down are lost, so a node whose subscription comes
// back drops everything (as if every topic had been invalidated); each cache's TTL stays as the
// last resort.
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { log } from './log.ts'
import { getRequestRedis, redisKey } from './redis.ts'

/**
 * What changed. site: a Site row, its texts or its company (key: the site id, or '*').
 * reference: interests, countries and regions (after a seed or deploy). member-listings: who
 * appears on a site's landers and in its counts (key: the site id, or '*'). sessions: a member's
 * sessions ended (log out, password change, deletion; key: the user id, or '*').
 */
export type CacheTopic = 'site' | 'reference' | 'member-listings' | 'sessions'

/** Key of an invalidation that concerns every entry of the topic. */
export const EVERYTHING = '*'

type Handler = (key: string) => void

interface Message {
  origin: string
  topic: CacheTopic
  key: string
}

interface BusState {
  handlers: Map<CacheTopic, Set<Handler>>
  /** This process's name on the bus: its own messages come back and are skipped. */
  origin: string
  subscriber: Redis | null
  subscribedOnce: boolean
}

// One bus per process: the server entry (build/app-server.js) and React Router's server build each
// bundle their own copy of this module, and the caches of both must hear the same subscription.
const state: BusState = ((globalThis as { [key: symbol]: BusState })[Symbol.for('amora.cache-bus')] ??= {
  handlers: new Map(),
  origin: randomBytes(8).toString('hex'),
  subscriber: null,
  subscribedOnce: false,
})
const { handlers, origin } = state
const channel = () => redisKey('cache-bus')

function deliver(topic: CacheTopic, key: string) {
  for (const handler of handlers.get(topic) ?? []) {
    try {
      handler(key)
    } catch (error) {
      log().error({ err: error, topic, key }, 'a cache could not be invalidated')
    }
  }
}

function deliverEverything() {
  for (const topic of handlers.keys()) deliver(topic, EVERYTHING)
}

/** Calls `handler` with the key of every invalidation of `topic`, from any process. */
export function onInvalidation(topic: CacheTopic, handler: Handler): () => void {
  let set = handlers.get(topic)
  if (!set) handlers.set(topic, (set = new Set()))
  set.add(handler)
  return () => set.delete(handler)
}

/**
 * Tells every process (this one first, synchronously) that what `topic`/`key` names changed.
 * Never throws: without Redis, or when Redis does not answer, the other processes keep their
 * copies until the caches' TTLs run out (logged).
 */
export async function publishInvalidation(topic: CacheTopic, key: string | number = EVERYTHING): Promise<void> {
  const message: Message = { origin, topic, key: String(key) }
  deliver(topic, message.key)
  const redis = getRequestRedis()
  if (!redis) return
  try {
    // A process that has just started (a CLI command on a busy machine) waits for its connection.
    await connected(redis, CONNECT_WAIT_MS)
    await redis.publish(channel(), JSON.stringify(message))
  } catch (error) {
    log().warn({ err: error, topic, key: message.key }, 'cache invalidation not sent to the other processes')
  }
}

/** How long a change waits for Redis before the other processes are left to their TTLs. */
const CONNECT_WAIT_MS = 5000

function connected(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs)
    function done() {
      clearTimeout(timer)
      redis.off('ready', done)
      resolve()
    }
    redis.once('ready', done)
  })
}

function onMessage(_channel: string, raw: string) {
  let message: Message
  try {
    message = JSON.parse(raw) as Message
  } catch {
    return
  }
  if (message.origin === origin || typeof message.key !== 'string' || !handlers.has(message.topic)) return
  deliver(message.topic, message.key)
}

/**
 * Listens for other processes' invalidations (web processes and workers call it once at start).
 * Resolves once subscribed, or at once without Redis.
 */
export async function startCacheBus(): Promise<void> {
  const url = process.env.REDIS_URL
  if (!url || state.subscriber) return
  // Named, so an operator (and a test) can tell it apart in CLIENT LIST.
  const connection = new Redis(url, { maxRetriesPerRequest: null, connectionName: `${channel()}:${origin}` })
  state.subscriber = connection
  connection.on('error', () => undefined)
  connection.on('message', onMessage)
  // ioredis subscribes again after a reconnect; what was sent meanwhile is unknown: drop it all.
  connection.on('ready', () => {
    if (state.subscribedOnce) deliverEverything()
    state.subscribedOnce = true
  })
  await connection.subscribe(channel()).catch((error: unknown) => log().warn({ err: error }, 'cache bus not subscribed yet'))
}

export async function closeCacheBus(): Promise<void> {
  const connection = state.subscriber
  state.subscriber = null
  state.subscribedOnce = false
  await connection?.quit().catch(() => connection.disconnect())
}
