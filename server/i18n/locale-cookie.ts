import { localeCookieMaxAge, localeCookieName, type Locale } from '../../shared/i18n/config.ts'

/** The chosen language, remembered for 365 days (SPEC §9) as a plain value the middleware reads. */
export function serializeLocaleCookie(locale: Locale) {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax`
}
