// Calls a route module's loader the way React Router does, with a real Request and the
// request information the Express server would provide (the client's address).
import { RouterContextProvider } from 'react-router'
import { requestInfoContext } from '../../app/context.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LoaderModule = { loader: (args: any) => unknown }

export function routeContext(clientIp = '127.0.0.1') {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', clientIp })
  return context
}

export async function callLoader(
  module: LoaderModule,
  url: string,
  init?: RequestInit,
  options: { clientIp?: string } = {},
): Promise<Response> {
  const request = new Request(url, init)
  const result = await module.loader({ request, params: {}, context: routeContext(options.clientIp) } as never)
  if (!(result instanceof Response)) throw new Error('expected a Response')
  return result
}
