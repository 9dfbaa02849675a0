// Default layout (SPEC §2): top navigation, warnings area, content, footer, disclaimer,
// entry warning and the signup modal (opened from the top bar). Its error page (404 and every
// other error of its pages) keeps the top bar and the footer, so nobody is stranded.
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ErrorPage, ErrorPageGuard } from '../components/layout/error-page.tsx'
import { TopBar } from '../components/layout/top-bar.tsx'
import { Disclaimer, SiteFooter, footerVariant } from '../components/layout/site-footer.tsx'
import { EntryWarning } from '../components/layout/entry-warning.tsx'
import { OfflineBanner } from '../components/layout/offline-banner.tsx'
import { useLiveActivity, useNoAppBadge } from '../shell/live-activity.ts'
import { useDisplayMode } from '../shell/display-mode.ts'
import { usePageBounceLogging } from '../shell/page-bounce.ts'
import { useRootData } from '../shell/root-data.ts'

// Members only: visitors' pages do not load them. The server renders them in place (entry.server.tsx).
const memberFrame = () => import('../components/layout/member-frame.tsx')
const MemberBanners = lazy(() => memberFrame().then((m) => ({ default: m.MemberBanners })))
const MemberExtras = lazy(() => memberFrame().then((m) => ({ default: m.MemberExtras })))

export default function DefaultLayout() {
  return (
    <DefaultChrome>
      <Outlet />
    </DefaultChrome>
  )
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const root = useRootData()
  const page = <ErrorPage error={error} />
  // Without the root data, or when the frame itself fails, the bare error page still shows.
  return (
    <ErrorPageGuard fallback={<ErrorPageGuard>{page}</ErrorPageGuard>}>
      {root ? <DefaultChrome>{page}</DefaultChrome> : page}
    </ErrorPageGuard>
  )
}

function DefaultChrome({ children }: { children: ReactNode }) {
  const root = useRootData()!
  const { pathname } = useLocation()
  const displayMode = useDisplayMode()
  const { user } = root
  const initial = useMemo(() => (user ? { ...user.counts, credits: user.credits, paidUser: user.paidUser } : null), [user])
  const activity = useLiveActivity(initial)
  useNoAppBadge(user !== null)
  usePageBounceLogging()
  return (
    <div className="layout-default d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable skip-link" href="#main">
        {root.site.name}
      </a>
      <OfflineBanner />
      <TopBar siteName={root.site.name} user={user} activity={activity} locale={root.locale} />
      {user ? (
        <Suspense fallback={null}>
          <MemberBanners offer={root.offer} locale={root.locale} user={user} pushEnabled={root.site.pushEnabled} />
        </Suspense>
      ) : null}
      <div className="flex-grow-1">{children}</div>
      <SiteFooter
        variant={footerVariant({
          standalone: displayMode === 'standalone',
          loggedIn: user !== null,
          isIndex: pathname === '/',
          country: root.visitorCountry,
          locale: root.locale,
        })}
        siteName={root.site.name}
        companyName={root.site.companyName}
        supportEmail={root.site.supportEmail}
        locale={root.locale}
      />
      <Disclaimer siteName={root.site.name} fictionalPlural={root.site.fictionalPlural} fictionalIcon={root.site.fictionalIcon} />
      <EntryWarning />
      {user && initial ? (
        <Suspense fallback={null}>
          <MemberExtras userId={user.id} offer={root.offer} initial={initial} />
        </Suspense>
      ) : null}
    </div>
  )
}
