// Health and shutdown of the services a server process holds.
import { disconnectPrisma, prisma } from './db.ts'
import { closeRedis, getRedis } from './redis.ts'
import { closeJobs, startInProcessSchedules } from '../jobs/queue.ts'
import { schedules } from '../jobs/registry.ts'

export interface HealthReport {
  ok: boolean
  database: 'ok' | 'error'
  redis: 'ok' | 'error' | 'not_configured'
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))])
}

export async function checkHealth(): Promise<HealthReport> {
  const database = await withTimeout(prisma.$queryRaw`SELECT 1`, 3000).then(
    () => 'ok' as const,
    () => 'error' as const,
  )
  const redisClient = getRedis()
  const redis = redisClient
    ? await withTimeout(redisClient.ping(), 3000).then(
        () => 'ok' as const,
        () => 'error' as const,
      )
    : ('not_configured' as const)
  return { ok: database === 'ok' && redis !== 'error', database, redis }
}

export async function shutdownServices() {
  await closeJobs()
  await closeRedis()
  await disconnectPrisma()
}

/** Called once when the web server starts. */
export function startServices() {
  startInProcessSchedules(schedules)
}
