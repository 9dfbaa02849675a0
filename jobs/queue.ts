// enqueue() puts a job on the BullMQ queue when REDIS_URL is set; without Redis the
// job runs in this process with the same retries and exponential backoff.
import { Queue } from 'bullmq'
import type { z } from 'zod'
import { getRedis } from '../server/redis.ts'
import { jobRegistry, type JobName } from './registry.ts'

export const QUEUE_NAME = 'amora'
/** BullMQ key prefix; tests give each file its own. */
export const queuePrefix = () => process.env.QUEUE_PREFIX ?? 'bull'
const BACKOFF_MS = 1000

let queue: Queue | undefined
const running = new Set<Promise<void>>()

type PayloadOf<N extends JobName> = z.input<(typeof jobRegistry)[N]['payload']>

export interface EnqueueOptions {
  /** Jobs with the same id are only queued once. */
  jobId?: string
  delayMs?: number
}

export async function enqueue<N extends JobName>(name: N, payload: PayloadOf<N>, options: EnqueueOptions = {}) {
  const definition = jobRegistry[name]
  const data = definition.payload.parse(payload)
  const attempts = definition.attempts ?? 3
  const redis = getRedis()
  if (redis) {
    queue ??= new Queue(QUEUE_NAME, { connection: redis, prefix: queuePrefix() })
    await queue.add(name, data, {
      attempts,
      backoff: { type: 'exponential', delay: BACKOFF_MS },
      jobId: options.jobId,
      delay: options.delayMs,
      removeOnComplete: 1000,
      removeOnFail: 5000,
    })
    return
  }
  const run = runInProcess(name, data, attempts, options.delayMs ?? 0)
  running.add(run)
  void run.finally(() => running.delete(run))
}

async function runInProcess(name: JobName, data: unknown, attempts: number, delayMs: number) {
  const definition = jobRegistry[name]
  if (delayMs) await sleep(delayMs)
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await definition.handler(data as never, { attempt })
      return
    } catch (error) {
      if (attempt === attempts) {
        console.error(`job ${name} failed after ${attempts} attempts`, error)
        return
      }
      await sleep(BACKOFF_MS * 2 ** (attempt - 1))
    }
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Waits for in-process jobs (at most `timeoutMs`) and closes the queue connection. */
export async function closeJobs(timeoutMs = 10_000) {
  for (const t of timers) clearInterval(t)
  timers = []
  await Promise.race([Promise.allSettled([...running]), sleep(timeoutMs)])
  const q = queue
  queue = undefined
  await q?.close()
}

let timers: NodeJS.Timeout[] = []
/** Without Redis the web process runs the recurring jobs itself (embedded mode has one process). */
export function startInProcessSchedules(list: { name: JobName; everyMs: number }[]) {
  if (getRedis() || timers.length) return
  timers = list.map((s) => setInterval(() => void enqueue(s.name, {} as never), s.everyMs).unref())
}
