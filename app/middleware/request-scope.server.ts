// Runs the whole request (pages and the API) in its site's request scope: photo addresses get
// the site's CDN prefix (server/http/request-scope.ts).
import type { MiddlewareFunction } from 'react-router'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { runInRequestScope } from '../../server/http/request-scope.ts'

export const requestScopeMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const site = await getSiteByHost(new URL(request.url).host)
  return runInRequestScope({ cdnPrefix: site.cdnPrefix }, next)
}
