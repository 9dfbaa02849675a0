// Pages answer any host (unknown ones get the default site), but a request that changes state
// is served only for a host that is one of our sites: sign-up, login, password reset and the rest
// never act, nor send a token e-mail, on behalf of a forged Host header (docs/security.md). The
// answer (421) says, in the visitor's language, at which addresses the site does work.
import type { MiddlewareFunction } from 'react-router'
import { getSiteByHost, isKnownSiteHost } from '../../server/sites/get-site-by-host.ts'
import { siteAddresses } from '../../server/sites/site-hosts.ts'
import { getEnv } from '../../server/env.ts'
import { detectLocale } from '../../server/i18n/detect-locale.ts'
import { getI18n } from '../../server/i18n/resources.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export const siteHostGuard: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (SAFE_METHODS.has(request.method)) return next()
  const { host, pathname } = new URL(request.url)
  if (await isKnownSiteHost(host)) return next()
  const site = await getSiteByHost(host)
  const addresses = siteAddresses(site, getEnv())
  const language = detectLocale(request, site.domainLanguage)
  const t = getI18n(language).getFixedT(language, 'common')
  const headers = { 'Cache-Control': 'no-store' }
  if (pathname.startsWith('/api/'))
    return Response.json(
      { error: { status: 421, code: 'unknown_site', message: t('unknownSite.title'), addresses } },
      { status: 421, headers },
    )
  const links = addresses.map((a) => `<li><a href="${escapeHtml(a)}/">${escapeHtml(a)}</a></li>`).join('')
  const title = escapeHtml(t('unknownSite.title'))
  return new Response(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${title}</title></head><body><main>` +
      `<h1>${title}</h1><p>${escapeHtml(t('unknownSite.answersAt'))}</p><ul data-testid="site-addresses">${links}</ul>` +
      `</main></body></html>`,
    { status: 421, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } },
  )
}
