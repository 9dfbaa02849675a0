// The last search, remembered in a cookie so that /members without parameters (the top-bar
// link) brings it back, with or without JavaScript. It belongs to one member (or to the
// visitor): someone else logging in on the same browser starts fresh. The cookie holds only
// a query string, checked again like any other when it is used.
import { getEnv } from '../../env.ts'
import { SEARCH_PARAMS } from './search-params.ts'

export const SAVED_SEARCH_COOKIE = 'amora_search'
const MAX_AGE_SECONDS = 30 * 86_400
const MAX_LENGTH = 400

function secure() {
  const env = getEnv()
  return env.COOKIE_SECURE ?? env.NODE_ENV === 'production'
}

function cookie(value: string, maxAge: number) {
  return `${SAVED_SEARCH_COOKIE}=${value}; Path=/members; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure() ? '; Secure' : ''}`
}

/** Only search parameters survive, in their usual order. */
function cleanQuery(query: string): string {
  const params = new URLSearchParams(query)
  const out = new URLSearchParams()
  for (const name of SEARCH_PARAMS) {
    const value = params.get(name)
    if (value) out.set(name, value.slice(0, 20))
  }
  return out.toString()
}

/** Set-Cookie for the search just shown (an empty query forgets it). */
export function saveSearchCookie(query: string, userId: number | null): string {
  const clean = cleanQuery(query)
  if (!clean) return forgetSearchCookie()
  return cookie(encodeURIComponent(`${userId ?? 0}~${clean}`), MAX_AGE_SECONDS)
}

export function forgetSearchCookie(): string {
  return cookie('', 0)
}

/** The query string of this member's last search, or null. */
export function readSavedSearch(cookieHeader: string | null, userId: number | null): string | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SAVED_SEARCH_COOKIE}=([^;]+)`))
  if (!match || match[1]!.length > MAX_LENGTH) return null
  let value: string
  try {
    value = decodeURIComponent(match[1]!)
  } catch {
    return null
  }
  const sep = value.indexOf('~')
  if (sep < 0 || value.slice(0, sep) !== String(userId ?? 0)) return null
  return cleanQuery(value.slice(sep + 1)) || null
}
