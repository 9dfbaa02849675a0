// Landers take bursts of ad traffic and show the same members to every visitor for a
// while: a short in-memory cache per process keeps those bursts off the database.
const MAX_ENTRIES = 500

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
}

export function createTtlCache<T>(ttlMs: number): TtlCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>()
  return {
    get(key, load) {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value
      if (entries.size >= MAX_ENTRIES) entries.clear()
      // The promise itself is cached, so concurrent misses share one query; failures are not kept.
      const value = load()
      entries.set(key, { value, expires: now + ttlMs })
      value.catch(() => entries.delete(key))
      return value
    },
    clear() {
      entries.clear()
    },
  }
}
