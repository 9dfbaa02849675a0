import { useEffect, type ReactNode } from 'react'
import { useTranslation } from './i18n/use-translation.ts'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type MiddlewareFunction } from 'react-router'
import type { Route } from './+types/root'
import { localeContext, requestInfoContext, siteContext } from './context.ts'
import { pageContextMiddleware } from './middleware/page-context.server.ts'
import { siteHostGuard } from './middleware/site-host-guard.server.ts'
import { requestScopeMiddleware } from './middleware/request-scope.server.ts'
import { getShellUser, entryWarningAllowed, PUSH_OPT_IN_AVAILABLE } from '../server/shell/shell-data.ts'
import { countryFromRequest } from '../server/http/geo.ts'
import { siteTexts } from '../server/sites/site-texts.ts'
import { offerForPage } from '../server/offers/discounts.ts'
import { installChunkReloadGuard } from './shell/chunk-reload.ts'
import { appleStartupImages } from './shell/splash-screens.ts'
import stylesHref from './styles/app.scss?url'
import { ErrorPage, ErrorPageGuard } from './components/layout/error-page.tsx'
import { sessionUser } from './session.server.ts'
import { DISMISSALS_COOKIE, parseDismissals } from '../shared/dismissals.ts'
import { readPlainCookie } from '../server/http/cookies.ts'
import { useFollowAppLinks } from './shell/app-links.tsx'
import { consentFromRequest } from '../server/privacy/consent-cookies.ts'
import { CookieBanner } from './components/layout/cookie-banner.tsx'

export const middleware: MiddlewareFunction<Response>[] = [siteHostGuard, requestScopeMiddleware, pageContextMiddleware]

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet before the script preloads, so the browser
  // fetches it first (without one it came after ~20 modulepreloads).
  { rel: 'stylesheet', href: stylesHref, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  ...appleStartupImages(),
]

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const locale = context.get(localeContext)
  const member = await sessionUser({ request, context })
  const country = countryFromRequest(request)
  const texts = siteTexts(site, locale)
  return {
    user: member ? await getShellUser(member) : null,
    // The welcome discount or the running time bonus (docs/offers.md).
    offer: member ? await offerForPage(member) : null,
    locale,
    nonce: context.get(requestInfoContext).nonce,
    // What this browser dismissed (shared/dismissals.ts) and when the page was made, so the alerts
    // area renders on the server as it will stay after hydration.
    dismissals: parseDismissals(readPlainCookie(request.headers.get('cookie'), DISMISSALS_COOKIE)),
    // The cookie banner's choice; null shows the banner (docs/privacy.md).
    cookieConsent: consentFromRequest(request),
    renderedAt: Date.now(),
    visitorCountry: country,
    entryWarning: entryWarningAllowed(site, country),
    site: {
      name: site.name,
      // In the page's language (server/sites/site-texts.ts).
      indexTitle: texts.index_title,
      description: texts.description,
      supportEmail: site.supportEmail,
      companyName: site.company.name,
      fictionalSingular: texts.fictional_singular,
      fictionalPlural: texts.fictional_plural,
      fictionalWarning: texts.fictional_warning,
      fictionalIcon: site.fictionalIcon,
      memberResell: site.memberResell,
      // The push alert appears once members can opt in from the settings (notifications issue).
      pushEnabled: PUSH_OPT_IN_AVAILABLE && site.pushPublicKey !== '',
    },
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const { i18n } = useTranslation()
  const lang = data?.locale ?? i18n.language ?? 'en'
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    return installChunkReloadGuard()
  }, [])
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#d62127" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content={data?.site.name ?? 'Amora'} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  )
}

export default function App() {
  useFollowAppLinks()
  return (
    <>
      <Outlet />
      <CookieBanner />
    </>
  )
}

/** The generic error page (SPEC §8) for errors outside the layouts (the default layout has its own). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
    </ErrorPageGuard>
  )
}
