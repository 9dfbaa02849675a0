import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import {
  isRouteErrorResponse,
  RouterContextProvider,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router'
import { localeContext, requestInfoContext, type RequestInfo } from './context.ts'
import { TranslatorProvider } from './i18n/use-translation.ts'
import { getTranslator, withPageTexts } from '../server/i18n/resources.ts'
import { isDatabaseUnavailable } from '../server/db/unavailable.ts'
import { log } from '../server/log.ts'
import { encodePage } from '../server/http/encode-page.ts'
import { withPageRoutes } from '../server/http/page-routes.ts'
import { withFrameworkPreloadOnly } from '../server/http/page-preloads.ts'

export { beginShutdown, shutdownServices, startServices } from '../server/lifecycle.ts'
// The poll's lean door (server/http/fast-api.ts) uses this bundle's loaders and session cache.
export { fastApiLoaders } from './fast-api.server.ts'
export { forgetCachedSession, readSessionThroughCache } from '../server/accounts/sessions.ts'

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
  let locale
  try {
    locale = loadContext.get(localeContext)
  } catch {
    locale = 'en' as const
  }
  // Notes the namespaces the page renders: the page carries those texts (withPageTexts).
  const translator = getTranslator(locale).recording()
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // The whole page is rendered before it is sent, as one body: no route defers data, so
    // streaming the shell early would gain nothing, while every streamed chunk costs a write and
    // a flush of the gzip stream (React Router's adapter flushes after each of React's 4 KB
    // chunks, and a page has 20 or more): sending /members in one piece made it twice as fast.
    const { pipe, abort } = renderToPipeableStream(
      <TranslatorProvider translator={translator}>
        <ServerRouter context={withPageRoutes(routerContext)} url={request.url} nonce={nonce} />
      </TranslatorProvider>,
      {
        nonce,
        // The page goes out whole, so nothing is gained by React's progressive chunks: past the
        // first 12.8 KB it would move every finished Suspense boundary over 500 bytes (a
        // member's alerts) to the end of the page, with a script to put it back, and without
        // JavaScript it would never show. Infinity keeps every boundary in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true
          const chunks: Buffer[] = []
          const collector = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk)
              done()
            },
            final(done) {
              clearTimeout(timer)
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              const html = withFrameworkPreloadOnly(withPageTexts(Buffer.concat(chunks), locale, translator.namespaces))
              encodePage(html, request.headers.get('accept-encoding'), responseHeaders).then(
                (body) => resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode })),
                reject,
              )
              done()
            },
          })
          pipe(collector)
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
    const timer = setTimeout(abort, streamTimeout + 1000)
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
