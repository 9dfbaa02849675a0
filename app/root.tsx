import { Component, useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type MiddlewareFunction,
} from 'react-router'
import type { Route } from './+types/root'
import { localeContext, requestInfoContext, siteContext } from './context.ts'
import { pageContextMiddleware } from './middleware/page-context.server.ts'
import { getSessionUser } from '../server/accounts/sessions.ts'
import { getShellUser, entryWarningAllowed, PUSH_OPT_IN_AVAILABLE } from '../server/shell/shell-data.ts'
import { countryFromRequest } from '../server/http/geo.ts'
import { installChunkReloadGuard } from './shell/chunk-reload.ts'
import { appleStartupImages } from './shell/splash-screens.ts'
import stylesHref from './styles/app.scss?url'

export const middleware: MiddlewareFunction<Response>[] = [pageContextMiddleware]

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
  const sessionUser = await getSessionUser(request)
  const country = countryFromRequest(request)
  return {
    user: sessionUser ? await getShellUser(sessionUser) : null,
    locale: context.get(localeContext),
    nonce: context.get(requestInfoContext).nonce,
    visitorCountry: country,
    entryWarning: entryWarningAllowed(site, country),
    site: {
      name: site.name,
      indexTitle: site.indexTitle,
      description: site.description,
      supportEmail: site.supportEmail,
      companyName: site.company.name,
      fictionalPlural: site.fictionalPlural,
      fictionalIcon: site.fictionalIcon,
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
  return <Outlet />
}

/** The generic error page (SPEC §8): message (default 'Error') and status (default 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ErrorPageGuard>
      <ErrorPage error={error} />
    </ErrorPageGuard>
  )
}

function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status || 500 : 500
  const message =
    status === 404
      ? t('error.notFound')
      : isRouteErrorResponse(error) && typeof error.data === 'string' && error.data && status < 500
        ? error.data
        : t('error.default')
  return (
    <main className="container py-5 text-center" id="main">
      <title>{`${status} · ${message}`}</title>
      <p className="display-1 fw-bold text-primary mb-0">{status}</p>
      <h1 className="h3 mb-4">{message}</h1>
      <a className="btn btn-primary" href="/">
        {status === 404 ? t('error.backHome') : t('error.goHome')}
      </a>
    </main>
  )
}

/** When the error page itself fails, this last resort still offers a way home (SPEC §8). */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return <ErrorPageFallback />
  }
}

export function ErrorPageFallback() {
  const { t } = useTranslation()
  return (
    <main className="container py-5 text-center" id="main">
      <h1 className="h4 mb-4">{t('error.pageFailed', 'An error occurred while showing the error page')}</h1>
      <a className="btn btn-primary" href="/">
        {t('error.goHome', 'Go to the home page')}
      </a>
    </main>
  )
}
