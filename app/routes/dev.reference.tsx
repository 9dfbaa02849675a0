// /dev/reference — the smallest page of this stack (Express, the root route's loader, React Router
// rendering, no layout, no data): the floor scripts/bench/pages.ts measures the real pages against.
// Off unless DEV_REFERENCE_PAGE is set (the benchmark sets it); a 404 everywhere else.
import type { Route } from './+types/dev.reference'
import { getEnv } from '../../server/env.ts'
import { notFound } from '../../server/http/not-found.ts'

export function loader() {
  if (!getEnv().DEV_REFERENCE_PAGE) throw notFound()
  return { rendered: new Date().toISOString() }
}

export const meta: Route.MetaFunction = () => [{ title: 'Reference' }, { name: 'robots', content: 'noindex' }]

export default function DevReference({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container py-4">
      <p>
        Rendered at <time dateTime={loaderData.rendered}>{loaderData.rendered}</time>
      </p>
    </main>
  )
}
