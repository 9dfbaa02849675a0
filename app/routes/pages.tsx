// /pages/terms, /pages/privacy, ... (SPEC §2 static pages): one module, a route id per page.
// The text is rendered by the loader from the server-only `legal` namespace.
import type { Route } from './+types/pages'
import { i18nContext, localeContext, siteContext } from '../context.ts'
import { LegalPageView } from '../components/pages/legal-page-view.tsx'
import { isLegalPage } from '../../server/pages/legal.ts'
import { cachedLegalPage } from '../../server/pages/legal-page.ts'
import { notFound } from '../../server/http/not-found.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  // The route id is pages-<page> and the path ends in /pages/<page>: the last segment names the page.
  const page = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop()
  if (!isLegalPage(page)) throw notFound()
  return cachedLegalPage(
    page,
    context.get(siteContext),
    context.get(localeContext),
    context.get(i18nContext),
    new URL(request.url).origin,
  )
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView content={loaderData} />
}
