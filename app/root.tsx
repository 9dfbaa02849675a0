import { useEffect } from 'react'
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
import { SiteHeader } from './components/layout/site-header.tsx'
import fontsHref from './styles/fonts.css?url'
import stylesHref from './styles/app.scss?url'

export const middleware: MiddlewareFunction<Response>[] = [pageContextMiddleware]

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: fontsHref },
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const user = await getSessionUser(request)
  return {
    user: user ? { name: user.profile?.name ?? user.email } : null,
    locale: context.get(localeContext),
    nonce: context.get(requestInfoContext).nonce,
    site: { name: site.name, indexTitle: site.indexTitle, description: site.description, supportEmail: site.supportEmail },
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const { i18n } = useTranslation()
  const lang = data?.locale ?? i18n.language ?? 'en'
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#d62127" />
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

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader siteName={loaderData.site.name} user={loaderData.user} />
      <Outlet />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const message =
    status === 404
      ? t('error.notFound')
      : isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
        ? error.data
        : t('error.default')
  return (
    <main className="container py-5 text-center" id="main">
      <title>{`${status} · ${message}`}</title>
      <p className="display-1 fw-bold text-primary mb-0">{status}</p>
      <h1 className="h3 mb-4">{message}</h1>
      <a className="btn btn-primary" href="/">
        {t('error.backHome')}
      </a>
    </main>
  )
}
