import { Worker, type Job } from 'bullmq'
import type { Redis } from 'ioredis'
import { QUEUE_NAME, queuePrefix } from './queue.ts'
import { jobRegistry, schedules, type JobName } from './registry.ts'
import { Queue } from 'bullmq'
import { jobsRun } from '../server/metrics/metrics.ts'

/** Runs one queued job through its definition: payload checked again, attempt number passed on. */
export async function processJob(job: Job) {
  const definition = jobRegistry[job.name as JobName]
  if (!definition) throw new Error(`unknown job ${job.name}`)
  try {
    await definition.run(job.data, { attempt: job.attemptsMade + 1 })
    jobsRun.inc({ job: job.name, outcome: 'completed' })
  } catch (error) {
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    jobsRun.inc({ job: job.name, outcome: last ? 'failed' : 'retried' })
    throw error
  }
}

/**
 * How long a job stays claimed by a worker that stopped answering (killed) before another worker
 * takes it again. BullMQ's 30 s by default; tests shorten it (JOB_LOCK_MS).
 */
const lockMs = () => Number(process.env.JOB_LOCK_MS ?? 30_000)

export function startWorker(connection: Redis, concurrency = 8): Worker {
  return new Worker(QUEUE_NAME, processJob, {
    connection,
    concurrency,
    prefix: queuePrefix(),
    lockDuration: lockMs(),
    stalledInterval: lockMs(),
    // A job whose worker died or froze (a lost lock) is taken again rather than failed for good:
    // an e-mail in flight when a worker is killed is still delivered (docs/operations.md).
    maxStalledCount: 5,
  })
}

/** Registers the recurring jobs once per queue (idempotent: upsert by name). */
export async function registerSchedules(connection: Redis) {
  const queue = new Queue(QUEUE_NAME, { connection, prefix: queuePrefix() })
  for (const s of schedules) await queue.upsertJobScheduler(s.name, { every: s.everyMs }, { name: s.name, data: {} })
  await queue.close()
}
