// Health and shutdown of the services a server process holds.
import { setMaxListeners } from 'node:events'
import { disconnectPrisma, prisma } from './db.ts'
import { closeRedis, getRequestRedis } from './redis.ts'
import { closeRateLimits } from './http/rate-limits.ts'
import { closeMemberEvents, memberEventsReady } from './realtime/member-events.ts'
import { closeCacheBus, startCacheBus } from './cache-bus.ts'
import { closeJobs, startInProcessSchedules, startOutboxRelay } from '../jobs/queue.ts'
import { schedules } from '../jobs/registry.ts'

export interface HealthReport {
  ok: boolean
  database: 'ok' | 'error'
  redis: 'ok' | 'error' | 'not_configured'
  /** The process is shutting down: finishing its requests, taking no new traffic. */
  draining?: boolean
}

const draining = new AbortController()
/** Aborted when the process starts shutting down: long-lived responses (event streams) end on it. */
export const shutdownSignal: AbortSignal = draining.signal
// Every open event stream listens: thousands per process are expected, not a leak.
setMaxListeners(0, shutdownSignal)

/** SIGTERM: readiness turns 503 and open event streams end, so clients reconnect elsewhere. */
export function beginShutdown() {
  draining.abort()
}

/** Each dependency gets this long: readiness is answered within a second even when one hangs. */
const CHECK_TIMEOUT_MS = 800

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Readiness (GET /healthz): may this process take traffic? The database and Redis answer. */
export async function checkHealth(): Promise<HealthReport> {
  const redisClient = getRequestRedis()
  const [database, redis] = await Promise.all([
    withTimeout(prisma.$queryRaw`SELECT 1`, CHECK_TIMEOUT_MS).then(
      () => 'ok' as const,
      () => 'error' as const,
    ),
    redisClient
      ? withTimeout(redisClient.ping(), CHECK_TIMEOUT_MS).then(
          () => 'ok' as const,
          () => 'error' as const,
        )
      : Promise.resolve('not_configured' as const),
  ])
  if (shutdownSignal.aborted) return { ok: false, database, redis, draining: true }
  return { ok: database === 'ok' && redis !== 'error', database, redis }
}

export async function shutdownServices() {
  await closeJobs()
  closeRateLimits()
  await closeMemberEvents()
  await closeCacheBus()
  await closeRedis()
  await disconnectPrisma()
}

/** Called once when the web server starts. */
export function startServices() {
  startInProcessSchedules(schedules)
  startOutboxRelay()
  // Other processes' cache invalidations (docs/operations.md, "Caches").
  void startCacheBus()
  // Subscribed to members' live events before the first stream asks (docs/chat.md).
  void memberEventsReady()
}
