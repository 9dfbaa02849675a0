// Big search totals, kept for a minute per process. Counting ~100,000 index entries takes
// ~15 ms, and nobody can tell 94,079 members from 94,075: totals below `minTotal` are always
// counted live, so small, checkable numbers stay exact. Only the part that is the same for
// every searcher is kept; each searcher's own exclusions (blocks) are subtracted live.
export const countCacheSettings = { minTotal: 2_000, ttlMs: 60_000, maxEntries: 1_000 }

const entries = new Map<string, { total: number; expires: number }>()

export function cachedCount(key: string, now = Date.now()): number | undefined {
  const hit = entries.get(key)
  if (!hit) return undefined
  if (hit.expires > now) return hit.total
  entries.delete(key)
  return undefined
}

export function rememberCount(key: string, total: number, now = Date.now()) {
  if (total < countCacheSettings.minTotal) return
  entries.delete(key)
  // Oldest first: a Map keeps insertion order.
  while (entries.size >= countCacheSettings.maxEntries) entries.delete(entries.keys().next().value!)
  entries.set(key, { total, expires: now + countCacheSettings.ttlMs })
}

export function clearSearchCountCache() {
  entries.clear()
}
