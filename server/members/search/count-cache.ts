// Big search totals, kept per process. Searches with no filter, a gender, a country or both never
// come here: the count table answers them exactly (search-query.ts countTableAnswers). For the
// others (an age range, a region, a distance), counting ~100,000 index entries takes ~15 ms and a
// million ~100 ms, and nobody can tell 94,079 members from 94,075: totals below `minTotal` are always
// counted live, so small, checkable numbers stay exact. Only the part that is the same for every
// searcher is kept; each searcher's own exclusions (blocks) are subtracted live.
// A total is fresh for `ttlMs`; after that, for up to `staleMs`, it is still answered at once while
// one recount runs in the background (stale-while-revalidate), so after the first search of its
// kind no member waits for a count of the whole site (docs/search-performance.md).
// With Redis, totals are shared by every web process (and survive a restart or deploy): a process
// that has no total of its own takes the one another process counted, so a search of a kind is
// counted cold once per site, not once per process.
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { log } from '../../log.ts'
import { getRequestRedis, redisKey } from '../../redis.ts'

export const countCacheSettings = {
  minTotal: 2_000,
  ttlMs: 60_000,
  staleMs: 60 * 60_000,
  maxEntries: 1_000,
  /** Share totals through Redis when there is one (the benchmark turns it off to measure one process). */
  shared: true,
}

interface Entry {
  total: number
  countedAt: number
}

const entries = new LRUCache<string, Entry>({ max: countCacheSettings.maxEntries, ttl: countCacheSettings.staleMs })
/**
 * Searches this process just counted below `minTotal` (counted live every time): for a minute
 * they do not ask Redis first, which would miss every time.
 */
const small = new LRUCache<string, true>({ max: countCacheSettings.maxEntries, ttl: countCacheSettings.ttlMs })
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

/** Remembers a total counted in this process, here and (with Redis) for the other processes. */
export function rememberCount(key: string, total: number, now = Date.now()) {
  if (total >= countCacheSettings.minTotal) {
    const entry = { total, countedAt: now }
    entries.set(key, entry)
    void shareCount(key, entry)
  } else {
    entries.delete(key)
    small.set(key, true)
  }
}

const sharedKey = (key: string) => redisKey('search-total', createHash('sha256').update(key).digest('base64url'))

const sharedRedis = () => (countCacheSettings.shared ? getRequestRedis() : null)

async function shareCount(key: string, entry: Entry) {
  const redis = sharedRedis()
  if (!redis) return
  try {
    await redis.set(sharedKey(key), JSON.stringify(entry), 'PX', countCacheSettings.staleMs)
  } catch (error) {
    // The total stays in this process; the others count their own.
    log().debug({ err: error }, 'search total not shared')
  }
}

/**
 * A total another process counted (taken into this process's cache, so the stale rule applies as
 * if it was counted here), or undefined: none, no Redis, or Redis did not answer.
 */
export async function sharedCount(key: string, now = Date.now()): Promise<number | undefined> {
  const redis = sharedRedis()
  if (!redis || small.has(key)) return undefined
  try {
    const raw = await redis.get(sharedKey(key))
    if (!raw) return undefined
    const entry = JSON.parse(raw) as Entry
    if (
      typeof entry.total !== 'number' ||
      typeof entry.countedAt !== 'number' ||
      entry.total < countCacheSettings.minTotal ||
      now - entry.countedAt >= countCacheSettings.staleMs
    )
      return undefined
    entries.set(key, entry)
    return entry.total
  } catch (error) {
    log().debug({ err: error }, 'shared search total not read')
    return undefined
  }
}

/**
 * Forgets every total of this process; with `staleOnly`, makes every total stale instead (the next
 * search recounts in the background). The shared totals stay: see forgetSharedCounts.
 */
export function clearSearchCountCache(options: { staleOnly?: boolean } = {}) {
  if (!options.staleOnly) {
    entries.clear()
    small.clear()
    return
  }
  for (const [key, entry] of [...entries.entries()]) entries.set(key, { ...entry, countedAt: 0 })
}

/** Forgets the totals shared through Redis (tests and benchmarks that change the members). */
export async function forgetSharedCounts() {
  const redis = getRequestRedis()
  if (!redis) return
  const stream = redis.scanStream({ match: redisKey('search-total', '*'), count: 500 })
  for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys)
}
