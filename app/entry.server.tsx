import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import {
  isRouteErrorResponse,
  RouterContextProvider,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router'
import { i18nContext, requestInfoContext, type RequestInfo } from './context.ts'
import { getI18n } from '../server/i18n/resources.ts'
import { isDatabaseUnavailable } from '../server/db/unavailable.ts'
import { log } from '../server/log.ts'

export { beginShutdown, shutdownServices, startServices } from '../server/lifecycle.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext)
  // The database is away for a moment (down, restarting, connections cut; handleError saw it): the
  // error page says so with a 503, as a route error response so the page and the browser's copy
  // agree. (Errors reaching this point are already sanitised in production.)
  const errors = routerContext.staticHandlerContext.errors
  if (errors && unavailable.has(loadContext)) {
    for (const [route, error] of Object.entries(errors))
      if (!isRouteErrorResponse(error))
        errors[route] = { status: 503, statusText: 'Service Unavailable', internal: false, data: null }
    responseStatusCode = 503
    responseHeaders.set('Retry-After', '5')
  }
  let i18n
  try {
    i18n = loadContext.get(i18nContext)
  } catch {
    i18n = getI18n('en')
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) log().error({ err: error }, 'render failed')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/** Requests (their load context) that failed because the database could not be reached. */
const unavailable = new WeakSet<object>()

/**
 * Only real failures reach the error log: answers a client asked for (a 4xx such as a POST to a
 * page without an action, 405) and requests the client gave up on are not errors of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  if (isDatabaseUnavailable(error)) {
    unavailable.add(context)
    const { code, message } = error as { code?: string; message?: string }
    log().warn({ code, message }, 'database unavailable')
    return
  }
  log().error({ err: error }, 'request failed')
}

/** Called by server/index.ts so the context keys come from this bundle's own module instances. */
export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, info)
  return context
}
