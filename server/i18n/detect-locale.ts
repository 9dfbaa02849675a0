// Which of the 11 languages a request is answered in (SPEC §7), for pages and the JSON API alike.
import { readPlainCookie } from '../http/cookies.ts'
import Negotiator from 'negotiator'
import { fallbackLocale, localeCookieName, toLocale, type Locale } from '../../shared/i18n/config.ts'

/**
 * The language of a request (SPEC §7): the member's `lng` cookie; without one, the site's
 * `domain_language` when its first two letters are a supported locale; only a site without a
 * usable domain language (an international one) goes by the browser's Accept-Language.
 */
export function detectLocale(request: Request, domainLanguage: string): Locale {
  return (
    toLocale(readPlainCookie(request.headers.get('cookie'), localeCookieName)) ??
    toLocale(domainLanguage.slice(0, 2)) ??
    localeFromAcceptLanguage(request.headers.get('accept-language')) ??
    fallbackLocale
  )
}

/** The best supported locale of an Accept-Language header (parsed and ranked by q-value and order by `negotiator`). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  for (const tag of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    const locale = toLocale(tag)
    if (locale) return locale
  }
  return null
}
