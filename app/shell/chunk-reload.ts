// A deploy replaces the hashed chunks; a browser holding the old page then fails to load
// one. Reload to fetch the new build, at most once a minute (SPEC §4, §9) to avoid loops.
export const CHUNK_RELOAD_GUARD_MS = 60_000
const KEY = 'amora.chunkReloadAt'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk \S+ failed/i

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '')
  return CHUNK_ERROR.test(message)
}

/** Whether a reload may happen now, given the last one; records the new one when it may. */
export function shouldReload(now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const last = Number(storage.getItem(KEY) ?? 0)
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(KEY, String(now))
  return true
}

export function reloadForChunkError(reason: unknown) {
  if (!isChunkLoadError(reason)) return false
  try {
    if (!shouldReload(Date.now(), window.sessionStorage)) return false
  } catch {
    return false
  }
  window.location.reload()
  return true
}

export function installChunkReloadGuard(): () => void {
  const onError = (event: ErrorEvent) => void reloadForChunkError(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => void reloadForChunkError(event.reason)
  // Vite reports a failed preload of a route module with this event.
  const onPreloadError = (event: Event) => {
    if (reloadForChunkError(new Error('Failed to fetch dynamically imported module'))) event.preventDefault()
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('vite:preloadError', onPreloadError)
  }
}
