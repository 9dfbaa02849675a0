// For pages (not the JSON API): pick the site by host and the language by cookie,
// browser languages, then the site's domain_language; hand both to loaders.
import type { MiddlewareFunction } from 'react-router'
import { i18nContext, localeContext, siteContext } from '../context.ts'
import { fallbackLocale, localeCookieName, localeFromAcceptLanguage, toLocale, type Locale } from '../i18n/config.ts'
import { getI18n } from '../../server/i18n/resources.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { serializeTrackingCookie, trackingFromUrl } from '../../server/accounts/tracking.ts'
import { getEnv } from '../../server/env.ts'

const NON_PAGE_PREFIXES = ['/api/', '/healthz']

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

export function detectLocale(request: Request, domainLanguage: string): Locale {
  return (
    toLocale(readCookie(request.headers.get('cookie'), localeCookieName)) ??
    localeFromAcceptLanguage(request.headers.get('accept-language')) ??
    toLocale(domainLanguage) ??
    fallbackLocale
  )
}

export const pageContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pathname, host } = new URL(request.url)
  if (NON_PAGE_PREFIXES.some((p) => pathname.startsWith(p))) return next()
  const site = await getSiteByHost(host)
  const locale = detectLocale(request, site.domainLanguage)
  context.set(siteContext, site)
  context.set(localeContext, locale)
  context.set(i18nContext, getI18n(locale))
  const response = await next()
  // Tracking data on a landing URL (network, ref, sub1-3) is kept until signup.
  const tracking = trackingFromUrl(new URL(request.url))
  if (tracking) {
    const env = getEnv()
    response.headers.append('Set-Cookie', serializeTrackingCookie(tracking, env.COOKIE_SECURE ?? env.NODE_ENV === 'production'))
  }
  return response
}
