// Per-request values that deep code needs without threading them through every call: the site's
// CDN prefix for photo addresses (SPEC §3 cdn_prefix). Set by a root middleware around the whole
// request (AsyncLocalStorage follows every await of its loaders and actions).
import { AsyncLocalStorage } from 'node:async_hooks'

export interface RequestScope {
  /** e.g. "https://cdn.amora.example" (no trailing slash); "" for none. */
  cdnPrefix: string
}

const storage = new AsyncLocalStorage<RequestScope>()

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run({ cdnPrefix: scope.cdnPrefix.replace(/\/+$/, '') }, run)
}

export function currentCdnPrefix(): string {
  return storage.getStore()?.cdnPrefix ?? ''
}
