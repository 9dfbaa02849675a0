// Dismissals in the browser: read and written in the dismissals cookie (shared/dismissals.ts), which
// the server reads too. A blocked cookie means "never dismissed" (the warning shows again).
import {
  DISMISSALS_COOKIE,
  DISMISSALS_MAX_AGE_SECONDS,
  isDismissedIn,
  parseDismissals,
  serializeDismissals,
  type DismissalKey,
  type Dismissals,
} from '../../shared/dismissals.ts'

export type { DismissalKey }

/** The document whose cookies are read and written (a stand-in in tests). */
type CookieJar = { cookie: string }

function jar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document
}

/**
 * One cookie's value from a `document.cookie` string, decoded as the server's `cookie` package
 * decodes it. The browser needs only this, so pages do not carry that package (1.5 KB).
 */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=')
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue
    const value = pair.slice(eq + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

export function readDismissals(cookies: CookieJar | undefined = jar()): Dismissals {
  if (!cookies) return {}
  try {
    return parseDismissals(cookieValue(cookies.cookie, DISMISSALS_COOKIE))
  } catch {
    return {}
  }
}

export function dismiss(key: DismissalKey, now = Date.now(), cookies: CookieJar | undefined = jar()) {
  if (!cookies) return
  const value = serializeDismissals({ ...readDismissals(cookies), [key]: now })
  const secure = typeof location !== 'undefined' && location.protocol === 'https:'
  cookies.cookie = `${DISMISSALS_COOKIE}=${encodeURIComponent(value)}; Max-Age=${DISMISSALS_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** True while a dismissal is still in force; `forMs` undefined means for ever. */
export function isDismissed(key: DismissalKey, now = Date.now(), forMs?: number, cookies?: CookieJar): boolean {
  return isDismissedIn(readDismissals(cookies ?? jar()), key, now, forMs)
}
