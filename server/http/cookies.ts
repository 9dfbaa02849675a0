// Every cookie the site sets besides the session (server/accounts/sessions.ts), in one place.
// Cookies whose value is ours are React Router cookies (`createCookie`: encoded, parsed and
// written by the framework); the language cookie stays a plain `lng=de`, the shape language
// switchers and i18next use, read and written with the `cookie` package React Router itself uses.
import { parse, serialize } from 'cookie'
import { createCookie, type Cookie } from 'react-router'
import { localeCookieMaxAge, localeCookieName, type Locale } from '../../shared/i18n/config.ts'
import { getEnv } from '../env.ts'

/** Secure cookies in production (or when COOKIE_SECURE says so). */
export function secureCookies(): boolean {
  const env = getEnv()
  return env.COOKIE_SECURE ?? env.NODE_ENV === 'production'
}

const cookies = new Map<string, Cookie>()
/** One cookie object per name, made on first use (the environment is read then, not at import). */
function cookieNamed(name: string, options: () => Parameters<typeof createCookie>[1]): Cookie {
  let cookie = cookies.get(name)
  if (!cookie) {
    cookie = createCookie(name, options())
    cookies.set(name, cookie)
  }
  return cookie
}

/** The last search on /members (server/members/search/saved-search.ts), 30 days. */
export const savedSearchCookie = () =>
  cookieNamed('amora_search', () => ({
    path: '/members',
    maxAge: 30 * 86_400,
    sameSite: 'lax',
    httpOnly: true,
    secure: secureCookies(),
  }))

/** Tracking data of the landing URL until signup (server/accounts/tracking.ts), 30 days. */
export const trackingCookie = () =>
  cookieNamed('amora_tracking', () => ({
    path: '/',
    maxAge: 30 * 86_400,
    sameSite: 'lax',
    httpOnly: true,
    secure: secureCookies(),
  }))

/** The value of a plain cookie of the request, or null (also for a badly encoded one). */
export function readPlainCookie(header: string | null, name: string): string | null {
  if (!header) return null
  return parse(header)[name] ?? null
}

/** The chosen language, remembered for 365 days (SPEC §9). Readable by the page on purpose: not httpOnly. */
export function serializeLocaleCookie(locale: Locale): string {
  return serialize(localeCookieName, locale, { path: '/', maxAge: localeCookieMaxAge, sameSite: 'lax' })
}
