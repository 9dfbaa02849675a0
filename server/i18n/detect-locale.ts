// Which of the 11 languages a request is answered in (SPEC §7), for pages and the JSON API alike.
import { fallbackLocale, localeCookieName, localeFromAcceptLanguage, toLocale, type Locale } from '../../shared/i18n/config.ts'

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * The language of a request (SPEC §7): the member's `lng` cookie; without one, the site's
 * `domain_language` when its first two letters are a supported locale; only a site without a
 * usable domain language (an international one) goes by the browser's Accept-Language.
 */
export function detectLocale(request: Request, domainLanguage: string): Locale {
  return (
    toLocale(readCookie(request.headers.get('cookie'), localeCookieName)) ??
    toLocale(domainLanguage.slice(0, 2)) ??
    localeFromAcceptLanguage(request.headers.get('accept-language')) ??
    fallbackLocale
  )
}
