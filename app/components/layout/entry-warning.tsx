// The site-entry warning (SPEC §2): once, for visitors outside the installed app, when the
// site enables it for the visitor's country; in the chat, lander and empty layouts only for
// NL and DE. Dismissal is remembered with a timestamp. The dialog's code loads only when it
// is to be shown.
import { lazy, Suspense, useEffect, useState } from 'react'
import { currentDisplayMode } from '../../shell/display-mode.ts'
import { dismiss, isDismissed } from '../../shell/dismissals.ts'
import { useRootData } from '../../shell/root-data.ts'
import { ENTRY_WARNING_STRICT_COUNTRIES } from '../../../shared/entry-warning-countries.ts'

const EntryWarningModal = lazy(() => import('./entry-warning-modal.tsx').then((m) => ({ default: m.EntryWarningModal })))

export function EntryWarning({ strict = false }: { strict?: boolean }) {
  const root = useRootData()
  // 'open' shows the dialog; 'closed' keeps it mounted for its closing transition.
  const [state, setState] = useState<'idle' | 'open' | 'closed'>('idle')
  const eligible =
    !!root &&
    root.user === null &&
    root.entryWarning &&
    (!strict || (root.visitorCountry !== null && ENTRY_WARNING_STRICT_COUNTRIES.includes(root.visitorCountry)))

  useEffect(() => {
    // The display mode and the stored dismissal exist only in the browser: decided after hydration.
    const show = eligible && currentDisplayMode() === 'browser' && !isDismissed('entryWarning')
    // The decision, readable on <html> (tests wait for it instead of waiting for a dialog not to come).
    document.documentElement.dataset.entryWarning = show ? 'shown' : 'not-shown'
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (show) setState('open')
  }, [eligible])

  if (!root || state === 'idle') return null
  const enter = () => {
    dismiss('entryWarning')
    setState('closed')
  }
  return (
    <Suspense fallback={null}>
      <EntryWarningModal show={state === 'open'} siteName={root.site.name} onEnter={enter} />
    </Suspense>
  )
}
