// Empty layout (SPEC §2): only the content, the entry warning (NL and DE only) and the
// signup modal the page opens.
import { Outlet } from 'react-router'
import { EntryWarning } from '../components/layout/entry-warning.tsx'
import { usePageBounceLogging } from '../shell/page-bounce.ts'

export default function EmptyLayout() {
  usePageBounceLogging()
  return (
    <div className="layout-empty min-vh-100">
      <Outlet />
      <EntryWarning strict />
    </div>
  )
}
