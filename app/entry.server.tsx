import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router'
import { i18nContext, requestInfoContext, type RequestInfo } from './context.ts'
import { getI18n } from '../server/i18n/resources.ts'

export { shutdownServices, startServices } from '../server/lifecycle.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext)
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
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/** Called by server/index.ts so the context keys come from this bundle's own module instances. */
export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, info)
  return context
}
