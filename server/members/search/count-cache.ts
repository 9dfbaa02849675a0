// Big search totals, kept per process. Counting ~100,000 index entries takes ~15 ms and a million
// ~100 ms, and nobody can tell 94,079 members from 94,075: totals below `minTotal` are always
// counted live, so small, checkable numbers stay exact. Only the part that is the same for every
// searcher is kept; each searcher's own exclusions (blocks) are subtracted live.
// A total is fresh for `ttlMs`; after that, for up to `staleMs`, it is still answered at once while
// one recount runs in the background (stale-while-revalidate), so after the first search of its
// kind no member waits for a count of the whole site (docs/search-performance.md).
import { LRUCache } from 'lru-cache'
import { log } from '../../log.ts'

export const countCacheSettings = { minTotal: 2_000, ttlMs: 60_000, staleMs: 60 * 60_000, maxEntries: 1_000 }

interface Entry {
  total: number
  countedAt: number
}

const entries = new LRUCache<string, Entry>({ max: countCacheSettings.maxEntries, ttl: countCacheSettings.staleMs })
const recounting = new Set<string>()

/**
 * The remembered total for `key`, or undefined. A stale one starts `recount` in the background
 * (once per key at a time) and is answered meanwhile.
 */
export function cachedCount(key: string, recount: () => Promise<number>, now = Date.now()): number | undefined {
  const hit = entries.get(key)
  if (!hit) return undefined
  if (now - hit.countedAt >= countCacheSettings.ttlMs && !recounting.has(key)) {
    recounting.add(key)
    recount()
      .then((total) => rememberCount(key, total))
      .catch((error: unknown) => log().warn({ err: error }, 'search total recount failed'))
      .finally(() => recounting.delete(key))
  }
  return hit.total
}

export function rememberCount(key: string, total: number, now = Date.now()) {
  if (total >= countCacheSettings.minTotal) entries.set(key, { total, countedAt: now })
  else entries.delete(key)
}

/** Forgets every total; with `staleOnly`, makes every total stale instead (the next search recounts in the background). */
export function clearSearchCountCache(options: { staleOnly?: boolean } = {}) {
  if (!options.staleOnly) {
    entries.clear()
    return
  }
  for (const [key, entry] of [...entries.entries()]) entries.set(key, { ...entry, countedAt: 0 })
}
