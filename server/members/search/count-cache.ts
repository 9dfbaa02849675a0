// Big search totals, kept for a minute per process. Counting ~100,000 index entries takes
// ~15 ms, and nobody can tell 94,079 members from 94,075: totals below `minTotal` are always
// counted live, so small, checkable numbers stay exact. Only the part that is the same for
// every searcher is kept; each searcher's own exclusions (blocks) are subtracted live.
import { LRUCache } from 'lru-cache'

export const countCacheSettings = { minTotal: 2_000, ttlMs: 60_000, maxEntries: 1_000 }

const entries = new LRUCache<string, number>({ max: countCacheSettings.maxEntries, ttl: countCacheSettings.ttlMs })

export function cachedCount(key: string): number | undefined {
  return entries.get(key)
}

export function rememberCount(key: string, total: number) {
  if (total >= countCacheSettings.minTotal) entries.set(key, total)
}

export function clearSearchCountCache() {
  entries.clear()
}
