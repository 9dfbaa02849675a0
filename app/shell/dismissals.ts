// Dismissals in the browser: read and written in the dismissals cookie (shared/dismissals.ts), which
// the server reads too. A blocked cookie means "never dismissed" (the warning shows again).
import { parse, serialize } from 'cookie'
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

export function readDismissals(cookies: CookieJar | undefined = jar()): Dismissals {
  if (!cookies) return {}
  try {
    return parseDismissals(parse(cookies.cookie)[DISMISSALS_COOKIE])
  } catch {
    return {}
  }
}

export function dismiss(key: DismissalKey, now = Date.now(), cookies: CookieJar | undefined = jar()) {
  if (!cookies) return
  const value = serializeDismissals({ ...readDismissals(cookies), [key]: now })
  cookies.cookie = serialize(DISMISSALS_COOKIE, value, {
    path: '/',
    maxAge: DISMISSALS_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  })
}

/** True while a dismissal is still in force; `forMs` undefined means for ever. */
export function isDismissed(key: DismissalKey, now = Date.now(), forMs?: number, cookies?: CookieJar): boolean {
  return isDismissedIn(readDismissals(cookies ?? jar()), key, now, forMs)
}
