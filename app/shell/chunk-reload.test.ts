import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReload } from './chunk-reload.ts'

function memory() {
  const store = new Map<string, string>()
  return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
}

describe('chunk reload guard', () => {
  it('recognises chunk load failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
  it('reloads at most once a minute', () => {
    const storage = memory()
    expect(shouldReload(1_000_000, storage)).toBe(true)
    expect(shouldReload(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(false)
    expect(shouldReload(1_000_000 + CHUNK_RELOAD_GUARD_MS, storage)).toBe(true)
  })
})
