import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedCount, clearSearchCountCache, countCacheSettings, rememberCount } from './count-cache.ts'

afterEach(() => clearSearchCountCache())

describe('the search total cache', () => {
  it('keeps big totals only, answers them fresh for a minute without recounting', () => {
    const recount = vi.fn(async () => 0)
    rememberCount('small', countCacheSettings.minTotal - 1, 0)
    expect(cachedCount('small', recount, 1)).toBeUndefined()
    rememberCount('big', 50_000, 1_000)
    expect(cachedCount('big', recount, 1_000 + countCacheSettings.ttlMs - 1)).toBe(50_000)
    expect(recount).not.toHaveBeenCalled()
  })

  it('answers a stale total at once and recounts it once in the background', async () => {
    let finish: (total: number) => void = () => {}
    const recount = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)))
    rememberCount('big', 50_000, 0)
    const later = countCacheSettings.ttlMs + 5
    expect(cachedCount('big', recount, later)).toBe(50_000)
    expect(cachedCount('big', recount, later + 1)).toBe(50_000)
    expect(recount).toHaveBeenCalledTimes(1)
    finish(50_123)
    await vi.waitFor(() => expect(cachedCount('big', recount, Date.now())).toBe(50_123))
    expect(recount).toHaveBeenCalledTimes(1)
  })

  it('keeps answering the stale total when a recount fails, and tries again next time', async () => {
    const recount = vi.fn(async () => {
      throw new Error('database away')
    })
    rememberCount('big', 50_000, 0)
    expect(cachedCount('big', recount, countCacheSettings.ttlMs)).toBe(50_000)
    await vi.waitFor(() => expect(recount).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(cachedCount('big', recount, countCacheSettings.ttlMs + 1)).toBe(50_000)
    await vi.waitFor(() => expect(recount).toHaveBeenCalledTimes(2))
  })

  it('can make every total stale instead of forgetting it', () => {
    const recount = vi.fn(async () => 60_000)
    rememberCount('big', 50_000)
    clearSearchCountCache({ staleOnly: true })
    expect(cachedCount('big', recount)).toBe(50_000)
    expect(recount).toHaveBeenCalledTimes(1)
  })
})
