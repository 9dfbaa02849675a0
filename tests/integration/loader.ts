// Calls a route module's loader the way React Router does, with a real Request.
import { RouterContextProvider } from 'react-router'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LoaderModule = { loader: (args: any) => unknown }

export async function callLoader(module: LoaderModule, url: string, init?: RequestInit): Promise<Response> {
  const request = new Request(url, init)
  const result = await module.loader({ request, params: {}, context: new RouterContextProvider() } as never)
  if (!(result instanceof Response)) throw new Error('expected a Response')
  return result
}
