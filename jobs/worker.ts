// npm run worker: processes the BullMQ queue (needs REDIS_URL). Scale it out by
// starting more of these; each job is retried with exponential backoff.
import { pino } from 'pino'
import { parseEnv, ConfigError } from '../server/env.ts'
import { getRedis } from '../server/redis.ts'
import { shutdownServices } from '../server/lifecycle.ts'
import { QUEUE_NAME, startOutboxRelay } from './queue.ts'
import { jobRegistry } from './registry.ts'
import { registerSchedules, startWorker } from './start-worker.ts'
import { startMetricsServer } from '../server/metrics/http.ts'

const logger = pino({ name: 'worker' })
let env
try {
  env = parseEnv()
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
if (!env.REDIS_URL) {
  console.error('npm run worker needs REDIS_URL; without it the web process runs jobs itself')
  process.exit(1)
}
if (!env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL (the embedded database belongs to the web process)')
  process.exit(1)
}

const worker = startWorker(getRedis()!)
// Its jobs' outcomes for Prometheus, on its own internal port (docs/operations.md "Metrics").
if (env.METRICS_PORT) startMetricsServer(env.METRICS_PORT, env.HOST).unref()
await registerSchedules(getRedis()!)
// Jobs kept in PostgreSQL during a Redis outage are handed over from here too.
startOutboxRelay()
worker.on('completed', (job) => logger.info({ job: job.name, id: job.id }, 'job done'))
// While Redis is away the worker reconnects by itself; say so once, not once per retry.
let redisDown = false
worker.on('error', (error) => {
  if (redisDown) return
  redisDown = true
  logger.warn({ err: error.message }, 'queue connection lost; reconnecting')
})
worker.on('ready', () => {
  if (redisDown) logger.info('queue connection back')
  redisDown = false
})
worker.on('failed', (job, error) =>
  logger.warn({ job: job?.name, id: job?.id, attempt: job?.attemptsMade, err: error.message }, 'job failed'),
)
logger.info({ queue: QUEUE_NAME, jobs: Object.keys(jobRegistry) }, 'worker started')

async function stop() {
  logger.info('worker stopping')
  await worker.close()
  await shutdownServices()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
