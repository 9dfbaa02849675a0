// The generic error page (SPEC §8): the message (default 'Error') and the status (default 500);
// a 404 says 'This page could not be found' with 'Back to the home page'. When the error page
// itself fails, a last resort still offers a way home.
import { Component, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { isRouteErrorResponse } from 'react-router'

/** Statuses a request can run into with a translated explanation (others show the generic one). */
const statusMessages: Record<number, string> = {
  400: 'error.badRequest',
  403: 'error.forbidden',
  404: 'error.notFound',
  413: 'error.tooLarge',
  415: 'error.badRequest',
  429: 'error.tooMany',
  503: 'error.unavailable',
}

export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status || 500 : 500
  const message = Object.hasOwn(statusMessages, status) ? t(statusMessages[status]!) : t('error.default')
  return (
    <main className="container py-5 text-center" id="main" data-testid="error-page">
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
export class ErrorPageGuard extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback ?? <ErrorPageFallback />
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
