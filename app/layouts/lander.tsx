// Lander layout (SPEC §2): a simple logo bar above the landing page; the entry warning
// only for visitors from NL and DE.
import { Link, Outlet } from 'react-router'
import { Brand } from '../components/layout/icons.tsx'
import { EntryWarning } from '../components/layout/entry-warning.tsx'
import { usePageBounceLogging } from '../shell/page-bounce.ts'
import { useRootData } from '../shell/root-data.ts'

export default function LanderLayout() {
  const root = useRootData()!
  usePageBounceLogging()
  return (
    <div className="layout-lander d-flex flex-column min-vh-100">
      <header className="lander-bar bg-primary">
        <div className="container py-2">
          <Link to="/" className="text-white text-decoration-none fw-bold fs-5">
            <Brand name={root.site.name} />
          </Link>
        </div>
      </header>
      <div className="flex-grow-1">
        <Outlet />
      </div>
      <EntryWarning strict />
    </div>
  )
}
