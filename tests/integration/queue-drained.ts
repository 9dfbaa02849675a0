// "The job finished, then assert" for tests that prove something did NOT happen: they wait for this
// file's BullMQ queue (its own QUEUE_PREFIX) instead of sleeping a fixed time, which a slow machine
// can outrun.
import { Queue } from 'bullmq'
import { getRedis } from '../../server/redis.ts'
import { QUEUE_NAME, queuePrefix } from '../../jobs/queue.ts'

const UNFINISHED = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const

async function until<T>(check: () => Promise<T | undefined>, what: () => Promise<string>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${await what()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Waits until no job is waiting, delayed or running; returns the counts of finished jobs. */
export async function queueDrained(timeoutMs = 15_000): Promise<{ completed: number; failed: number }> {
  const queue = new Queue(QUEUE_NAME, { connection: getRedis()!, prefix: queuePrefix() })
  try {
    const unfinished = () => queue.getJobCounts(...UNFINISHED)
    await until(
      async () => (Object.values(await unfinished()).every((n) => n === 0) ? true : undefined),
      async () => `the queue to drain: ${JSON.stringify(await unfinished())}`,
      timeoutMs,
    )
    const { completed = 0, failed = 0 } = await queue.getJobCounts('completed', 'failed')
    return { completed, failed }
  } finally {
    await queue.close()
  }
}

/** Waits until the job with this id has run for good; returns 'completed' or 'failed'. */
export async function jobFinished(jobId: string, timeoutMs = 15_000): Promise<string> {
  const queue = new Queue(QUEUE_NAME, { connection: getRedis()!, prefix: queuePrefix() })
  try {
    return await until(
      async () => {
        const state = await queue.getJobState(jobId)
        return state === 'completed' || state === 'failed' ? state : undefined
      },
      async () => `job ${jobId} to finish (it is ${await queue.getJobState(jobId)})`,
      timeoutMs,
    )
  } finally {
    await queue.close()
  }
}
