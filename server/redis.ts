// Redis connections. Nothing on a request path may wait long for Redis (docs/operations.md):
// requests use `getRequestRedis()`, which queues no command while disconnected and gives each one
// REQUEST_REDIS_TIMEOUT_MS; callers have a decided behaviour when it fails (rate limits count in
// this process, jobs go to the outbox, live events reach this process's pages). BullMQ's worker
// needs a connection that waits (`getRedis()`). Without REDIS_URL both are null (embedded mode).
import { Redis } from 'ioredis'
import { log } from './log.ts'

/** The longest a request waits for one Redis command. */
export const REQUEST_REDIS_TIMEOUT_MS = 1000

export const redisConfigured = () => Boolean(process.env.REDIS_URL)

/** A Redis key of this deployment: KEY_PREFIX (default amora) keeps sites sharing a Redis apart. */
export const redisKey = (...parts: string[]) => [process.env.KEY_PREFIX ?? 'amora', ...parts].join(':')

let connection: Redis | null | undefined

/** The worker's connection: blocking commands, retried without end (BullMQ requires it). */
export function getRedis(): Redis | null {
  if (connection === undefined) {
    const url = process.env.REDIS_URL
    // BullMQ requires maxRetriesPerRequest: null on connections it shares.
    connection = url ? new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false }) : null
    // ioredis retries by itself; one line per outage, not one per attempt.
    let reported = false
    connection?.on('error', (error) => {
      if (!reported) log().error({ err: error }, 'redis connection failed')
      reported = true
    })
    connection?.on('ready', () => (reported = false))
  }
  return connection
}

let requestConnection: Redis | null | undefined
let everReady = false

/** The request path's connection: fails at once while disconnected, at most 1 s per command. */
export function getRequestRedis(): Redis | null {
  if (requestConnection === undefined) {
    const url = process.env.REDIS_URL
    requestConnection = url
      ? new Redis(url, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          commandTimeout: REQUEST_REDIS_TIMEOUT_MS,
          connectTimeout: 2000,
        })
      : null
    // Outages are reported by /healthz and handled by each caller.
    requestConnection?.on('error', () => undefined)
    requestConnection?.once('ready', () => (everReady = true))
  }
  return requestConnection
}

/**
 * The first connection of the process is waited for (at most REQUEST_REDIS_TIMEOUT_MS), so the
 * first requests after a start use Redis like the rest; a connection that was up and is lost is
 * not waited for.
 */
export async function requestRedisSettled(): Promise<void> {
  const client = getRequestRedis()
  if (!client || everReady || !['wait', 'connecting', 'connect'].includes(client.status)) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, REQUEST_REDIS_TIMEOUT_MS)
    function done() {
      clearTimeout(timer)
      client!.off('ready', done)
      resolve()
    }
    client.once('ready', done)
  })
}

export async function closeRedis() {
  const [c, r] = [connection, requestConnection]
  connection = undefined
  requestConnection = undefined
  everReady = false
  await Promise.all([c?.quit().catch(() => c.disconnect()), r?.quit().catch(() => r.disconnect())])
}
