// enqueue() puts a job on the BullMQ queue when REDIS_URL is set; without Redis the job runs in
// this process with the same retries and exponential backoff. When Redis is configured but does
// not answer (an outage), the job is kept in PostgreSQL (OutboxJob) and a relay hands it to BullMQ
// once Redis is back: a request never hangs on Redis and no job is lost (docs/operations.md).
// Each job's name, payload schema, attempts and backoff are in its own file (jobs/<name>.ts).
import { Queue } from 'bullmq'
import { prisma } from '../server/db.ts'
import { getRequestRedis, redisConfigured, requestRedisSettled, REQUEST_REDIS_TIMEOUT_MS } from '../server/redis.ts'
import type { Job } from './define-job.ts'
import type { JobName, PayloadOf, ScheduledJobName } from './registry.ts'
import { log } from '../server/log.ts'
import { jobsRun } from '../server/metrics/metrics.ts'

export const QUEUE_NAME = 'amora'
/** BullMQ key prefix; tests give each file its own. */
export const queuePrefix = () => process.env.QUEUE_PREFIX ?? 'bull'
/** How long enqueue() waits for Redis before keeping the job in the outbox instead. */
export const ENQUEUE_TIMEOUT_MS = REQUEST_REDIS_TIMEOUT_MS
/** How often the relay looks for kept jobs. */
const RELAY_EVERY_MS = 2000

let queue: Queue | undefined
const running = new Set<Promise<void>>()

/**
 * The definition of a job by name. The registry is loaded when first needed, not imported: the
 * services import this module to queue jobs, and the jobs call back into the services.
 */
async function definitionOf(name: string): Promise<Job | undefined> {
  const { jobRegistry } = await import('./registry.ts')
  return Object.hasOwn(jobRegistry, name) ? jobRegistry[name as JobName] : undefined
}

export interface EnqueueOptions {
  /** Jobs with the same id are only queued once. */
  jobId?: string
  delayMs?: number
}

/** The queue, on the request path's connection: it fails at once instead of queueing commands offline. */
function getQueue(): Queue {
  if (!queue) {
    queue = new Queue(QUEUE_NAME, { connection: getRequestRedis()!, prefix: queuePrefix() })
    queue.on('error', () => undefined) // an outage is handled by the outbox; /healthz reports it
  }
  return queue
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

async function addToQueue(definition: Job, data: unknown, options: EnqueueOptions) {
  const target = getQueue()
  await requestRedisSettled()
  await withTimeout(
    target.add(definition.name, data, {
      attempts: definition.attempts,
      backoff: { type: 'exponential', delay: definition.backoffMs },
      jobId: options.jobId,
      delay: options.delayMs,
      removeOnComplete: 1000,
      removeOnFail: 5000,
    }),
    ENQUEUE_TIMEOUT_MS,
  )
}

/** Queues a job; its payload is checked against the job's schema first (a mismatch throws here). */
export async function enqueue<N extends JobName>(name: N, payload: PayloadOf<N>, options: EnqueueOptions = {}) {
  const definition = await definitionOf(name)
  if (!definition) throw new Error(`unknown job ${name}`)
  const data = definition.payload.parse(payload)
  if (redisConfigured()) {
    try {
      await addToQueue(definition, data, options)
    } catch (error) {
      await prisma.outboxJob.create({
        data: {
          name,
          payload: data as object,
          jobId: options.jobId,
          runAt: new Date(Date.now() + (options.delayMs ?? 0)),
          lastError: error instanceof Error ? error.message.slice(0, 300) : String(error),
        },
      })
      startOutboxRelay()
    }
    return
  }
  const run = runInProcess(definition, data, options.delayMs ?? 0)
  running.add(run)
  void run.finally(() => running.delete(run))
}

/**
 * Hands jobs kept in the outbox to BullMQ, oldest first, while Redis answers. Safe in several
 * processes at once (rows are claimed with SKIP LOCKED; a job id queued twice runs once).
 * Returns how many were moved.
 */
export async function relayOutbox(batch = 100): Promise<number> {
  if (!redisConfigured()) return 0
  let moved = 0
  for (;;) {
    const count = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number; name: string; payload: unknown; jobId: string | null; runAt: Date }[]>`
        SELECT id, name, payload, "jobId", "runAt" FROM "OutboxJob" ORDER BY id LIMIT ${batch} FOR UPDATE SKIP LOCKED`
      for (const row of rows) {
        const definition = await definitionOf(row.name)
        if (definition) {
          const delayMs = Math.max(0, row.runAt.getTime() - Date.now())
          // A job id even when the caller gave none: handed over twice (a rollback after the add), it runs once.
          await addToQueue(definition, row.payload, { jobId: row.jobId ?? `outbox-${row.id}`, delayMs })
        }
        await tx.outboxJob.delete({ where: { id: row.id } })
      }
      return rows.length
    })
    moved += count
    if (count < batch) return moved
  }
}

let relayTimer: NodeJS.Timeout | undefined
/** Starts the relay loop of this process (idempotent); it runs while jobs wait and Redis is set. */
export function startOutboxRelay() {
  if (relayTimer || !redisConfigured()) return
  relayTimer = setInterval(() => {
    // Redis (or the database) still away: the rows stay for the next round.
    relayOutbox().catch(() => undefined)
  }, RELAY_EVERY_MS).unref()
}

async function runInProcess(definition: Job, data: unknown, delayMs: number) {
  const { name, attempts } = definition
  if (delayMs) await sleep(delayMs)
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await definition.run(data, { attempt })
      jobsRun.inc({ job: name, outcome: 'completed' })
      return
    } catch (error) {
      if (attempt === attempts) {
        jobsRun.inc({ job: name, outcome: 'failed' })
        log().error({ err: error, job: name, attempts }, 'job failed for good')
        return
      }
      jobsRun.inc({ job: name, outcome: 'retried' })
      await sleep(definition.backoffMs * 2 ** (attempt - 1))
    }
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Jobs by state for the metrics: BullMQ's counts when Redis is set (plus those kept in the outbox
 * during an outage), else the jobs this process is running or waiting to run.
 */
export async function queueJobCounts(): Promise<Record<string, number>> {
  if (!redisConfigured()) return { active: running.size }
  const [counts, outbox] = await Promise.all([
    withTimeout(getQueue().getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed'), ENQUEUE_TIMEOUT_MS),
    prisma.outboxJob.count(),
  ])
  return { ...counts, outbox }
}

/** Waits for in-process jobs (at most `timeoutMs`) and closes the queue connection. */
export async function closeJobs(timeoutMs = 10_000) {
  for (const t of timers) clearInterval(t)
  timers = []
  if (relayTimer) clearInterval(relayTimer)
  relayTimer = undefined
  await Promise.race([Promise.allSettled([...running]), sleep(timeoutMs)])
  const q = queue
  queue = undefined
  await q?.close().catch(() => undefined)
}

let timers: NodeJS.Timeout[] = []
/** Without Redis the web process runs the recurring jobs (registry.ts schedules) itself: embedded mode has one process. */
export function startInProcessSchedules(list: { name: ScheduledJobName; everyMs: number }[]) {
  if (redisConfigured() || timers.length) return
  timers = list.map((s) => setInterval(() => void enqueue(s.name, {}), s.everyMs).unref())
}
