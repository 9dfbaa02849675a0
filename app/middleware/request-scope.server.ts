// Runs the whole request (pages and the API) in its site's request scope: photo addresses get
// the site's CDN prefix (server/http/request-scope.ts).
import type { MiddlewareFunction } from 'react-router'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { runInRequestScope } from '../../server/http/request-scope.ts'

/** Health probes answer without a site: /livez must not wait on the database it does not check. */
const PROBES = new Set(['/livez', '/healthz'])

export const requestScopeMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const url = new URL(request.url)
  if (PROBES.has(url.pathname)) return next()
  const site = await getSiteByHost(url.host)
  return runInRequestScope({ cdnPrefix: site.cdnPrefix }, next)
}
