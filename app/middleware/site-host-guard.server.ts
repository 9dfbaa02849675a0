// Pages answer any host (unknown ones get the default site), but a request that changes state
// is served only for a host that is one of our sites: sign-up, login, password reset and the rest
// never act, nor send a token e-mail, on behalf of a forged Host header (docs/security.md).
import type { MiddlewareFunction } from 'react-router'
import { isKnownSiteHost } from '../../server/sites/get-site-by-host.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const siteHostGuard: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (SAFE_METHODS.has(request.method)) return next()
  const { host, pathname } = new URL(request.url)
  if (await isKnownSiteHost(host)) return next()
  const message = 'This address is not one of our sites.'
  if (pathname.startsWith('/api/'))
    return Response.json(
      { error: { status: 421, code: 'unknown_site', message } },
      { status: 421, headers: { 'Cache-Control': 'no-store' } },
    )
  return new Response(message, {
    status: 421,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
