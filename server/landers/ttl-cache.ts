// Landers take bursts of ad traffic and show the same members to every visitor for a
// while: a short in-memory cache per process keeps those bursts off the database.
import { LRUCache } from 'lru-cache'

const MAX_ENTRIES = 500

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
}

export function createTtlCache<T>(ttlMs: number): TtlCache<T> {
  const entries = new LRUCache<string, Promise<T>>({ max: MAX_ENTRIES, ttl: ttlMs })
  return {
    get(key, load) {
      const hit = entries.get(key)
      if (hit) return hit
      // The promise itself is cached, so concurrent misses share one query; failures are not kept.
      const value = load()
      entries.set(key, value)
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key)
      })
      return value
    },
    clear() {
      entries.clear()
    },
  }
}
