// For pages (not the JSON API): pick the site by host and the language (detectLocale); hand
// both to loaders.
import type { MiddlewareFunction } from 'react-router'
import { i18nContext, localeContext, sessionUserContext, siteContext } from '../context.ts'
import { getSessionUser, type SessionUser } from '../../server/accounts/sessions.ts'
import { getI18n } from '../../server/i18n/resources.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { serializeTrackingCookie, trackingFromUrl } from '../../server/accounts/tracking.ts'
import { detectLocale } from '../../server/i18n/detect-locale.ts'
import { trackingAllowed } from '../../server/privacy/consent-cookies.ts'

export { detectLocale }

const NON_PAGE_PREFIXES = ['/api/', '/healthz', '/livez']

export const pageContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pathname, host } = new URL(request.url)
  if (NON_PAGE_PREFIXES.some((p) => pathname.startsWith(p))) return next()
  const site = await getSiteByHost(host)
  const locale = detectLocale(request, site.domainLanguage)
  context.set(siteContext, site)
  context.set(localeContext, locale)
  context.set(i18nContext, getI18n(locale))
  if (request.method === 'GET' || request.method === 'HEAD') {
    let lookup: Promise<SessionUser | null> | undefined
    context.set(sessionUserContext, () => (lookup ??= getSessionUser(request)))
  }
  const response = await next()
  // Tracking data on a landing URL (network, ref, sub1-3) is kept until signup, once the visitor
  // accepted optional cookies (docs/privacy.md); accepting on this page keeps it then.
  const tracking = trackingAllowed(request) ? trackingFromUrl(new URL(request.url)) : null
  if (tracking) response.headers.append('Set-Cookie', await serializeTrackingCookie(tracking))
  return response
}
