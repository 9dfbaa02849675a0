// A lean door for the poll (issue 38, docs/performance.md "Seventh round"): every logged-in tab asks
// GET /api/user.php, /api/chats.php and /api/likes.php once a minute, and going through React
// Router's request handler (a Fetch Request with an abort signal, route matching, the data
// strategy, the streamed answer) cost more than the calls' own work. For those exact paths this
// middleware calls the route module's own loader (app/fast-api.server.ts) with the Request React
// Router would have built, writes the Response it returns in one piece, and lets the request's
// session be read through the poll's 2-second cache (server/accounts/sessions.ts); the member's
// own changes (any other method) drop that session's cached read when they start and end. Everything
// before it (security headers, body and request guards, metrics, the request log) runs as for
// any request; any other method or spelling goes on to React Router.
import type { NextFunction, Request, Response as ExpressResponse } from 'express'
import type { LoaderFunctionArgs } from 'react-router'
import { log } from '../log.ts'

type Loader = (args: LoaderFunctionArgs) => Promise<globalThis.Response>
export interface FastApi {
  loaders: ReadonlyMap<string, Loader>
  createLoadContext: (info: { nonce: string; clientIp: string }) => unknown
  readSessionThroughCache: (request: globalThis.Request) => void
  forgetCachedSession: (cookieHeader: string | null) => void
}

/** The URL React Router's Express adapter gives a request (same host and port resolution). */
export function requestUrl(req: Request): string {
  const [, forwardedPort] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const portOf = (text: string | undefined) => Number.parseInt(text ?? '', 10)
  const port = Number.isSafeInteger(portOf(forwardedPort))
    ? portOf(forwardedPort)
    : Number.isSafeInteger(portOf(hostPort))
      ? portOf(hostPort)
      : ''
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`).href
}

/** The client's address as Express reads it (trust proxy): the load context's `clientIp` for every route. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

function headersOf(req: Request): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const one of value) headers.append(name, one)
    else headers.set(name, value)
  }
  return headers
}

export function fastApi(api: () => FastApi | undefined) {
  return function fastApiRequest(req: Request, res: ExpressResponse, next: NextFunction) {
    const fast = api()
    if (req.method !== 'GET') {
      if (fast && req.method !== 'HEAD' && req.headers.cookie) {
        const cookie = req.headers.cookie
        fast.forgetCachedSession(cookie)
        res.once('finish', () => fast.forgetCachedSession(cookie))
      }
      return next()
    }
    const loader = fast?.loaders.get(req.path)
    if (!fast || !loader) return next()
    void answer(fast, loader, req, res).catch((error: unknown) => {
      log().error({ err: error, path: req.path }, 'API request failed')
      if (!res.headersSent)
        res
          .status(500)
          .set('Cache-Control', 'no-store')
          .json({ error: { status: 500, code: 'server_error', message: 'An error has occurred.' } })
      else res.destroy()
    })
  }
}

async function answer(fast: FastApi, loader: Loader, req: Request, res: ExpressResponse) {
  const request = new globalThis.Request(requestUrl(req), { method: 'GET', headers: headersOf(req) })
  fast.readSessionThroughCache(request)
  const context = fast.createLoadContext({ nonce: '', clientIp: clientAddress(req) })
  let response: globalThis.Response
  try {
    response = await loader({ request, params: {}, context } as never)
  } catch (thrown) {
    // Loaders answer refusals by throwing a Response (React Router sends it as it is).
    if (!(thrown instanceof globalThis.Response)) throw thrown
    response = thrown
  }
  const body = Buffer.from(await response.arrayBuffer())
  if (res.destroyed || res.writableEnded) return
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  res.end(body)
}
