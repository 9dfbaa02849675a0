// /{token} (SPEC §2 static pages): a short alias of a legal or info page, /terms, /contact,
// /impressum, /refund, ... It shows the page itself; the canonical address stays /pages/<page>.
// Every token is listed in docs/pages.md.
import type { Route } from './+types/static-page'
import { i18nContext, localeContext, siteContext } from '../context.ts'
import { LegalPageView } from '../components/pages/legal-page-view.tsx'
import { cachedLegalPage } from '../../server/pages/legal-page.ts'
import { resolvePageToken } from '../../server/pages/page-tokens.ts'
import { notFound } from '../../server/http/not-found.ts'

export function loader({ params, request, context }: Route.LoaderArgs) {
  const page = resolvePageToken(params.token)
  if (!page) throw notFound()
  return cachedLegalPage(
    page,
    context.get(siteContext),
    context.get(localeContext),
    context.get(i18nContext),
    new URL(request.url).origin,
  )
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView content={loaderData} />
}
