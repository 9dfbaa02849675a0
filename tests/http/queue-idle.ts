// "The job finished, then assert" for HTTP tests that prove nothing (more) happens: wait until the
// test server's BullMQ queue has no job waiting or running, instead of sleeping a fixed time. The
// recurring jobs' next runs (delayed) do not count.
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'

/** jobs/queue.ts QUEUE_NAME (the HTTP tests import nothing of the server). */
const QUEUE_NAME = 'amora'

export async function queueIdle(env: { QUEUE_PREFIX?: string; REDIS_URL?: string }, timeoutMs = 30_000) {
  const connection = new Redis(env.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null })
  const queue = new Queue(QUEUE_NAME, { connection, prefix: env.QUEUE_PREFIX })
  try {
    const end = Date.now() + timeoutMs
    for (;;) {
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children')
      if (Object.values(counts).every((n) => n === 0)) return
      if (Date.now() > end) throw new Error(`the queue still has jobs: ${JSON.stringify(counts)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await queue.close()
    connection.disconnect()
  }
}
