// Counters for lockouts and caps: in Redis when configured (shared by every web process),
// in this process otherwise (embedded mode runs one process).
import { getRedis } from '../redis.ts'

const memory = new Map<string, { count: number; expires: number }>()
/** Redis keys are namespaced so test runs and brands on one Redis do not share counters. */
const redisKey = (key: string) => `${process.env.KEY_PREFIX ?? 'amora'}:rl:${key}`

/** Adds one to `key`, which expires `windowSeconds` after its first hit; returns the new count. */
export async function hit(key: string, windowSeconds: number): Promise<number> {
  const redis = getRedis()
  if (redis) {
    const [[, count]] = (await redis.multi().incr(redisKey(key)).expire(redisKey(key), windowSeconds, 'NX').exec()) as [
      [null, number],
    ]
    return count
  }
  const now = Date.now()
  const entry = memory.get(key)
  if (!entry || entry.expires <= now) {
    memory.set(key, { count: 1, expires: now + windowSeconds * 1000 })
    return 1
  }
  entry.count++
  return entry.count
}

export async function count(key: string): Promise<number> {
  const redis = getRedis()
  if (redis) return Number((await redis.get(redisKey(key))) ?? 0)
  const entry = memory.get(key)
  return entry && entry.expires > Date.now() ? entry.count : 0
}

/** Seconds until `key` expires (0 when it does not exist). */
export async function secondsLeft(key: string): Promise<number> {
  const redis = getRedis()
  if (redis) return Math.max(0, await redis.ttl(redisKey(key)))
  const entry = memory.get(key)
  return entry && entry.expires > Date.now() ? Math.ceil((entry.expires - Date.now()) / 1000) : 0
}

export async function reset(key: string) {
  const redis = getRedis()
  if (redis) await redis.del(redisKey(key))
  memory.delete(key)
}
