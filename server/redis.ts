// One shared ioredis connection when REDIS_URL is set; null in embedded mode.
import { Redis } from 'ioredis'

let connection: Redis | null | undefined

export function getRedis(): Redis | null {
  if (connection === undefined) {
    const url = process.env.REDIS_URL
    // BullMQ requires maxRetriesPerRequest: null on connections it shares.
    connection = url ? new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false }) : null
    connection?.on('error', (error) => console.error('redis:', error.message))
  }
  return connection
}

export async function closeRedis() {
  const c = connection
  connection = undefined
  if (c) await c.quit().catch(() => c.disconnect())
}
