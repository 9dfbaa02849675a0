// The signup call to action (SPEC §2): a modal on desktop, the /signup page on smaller
// screens and without JavaScript. The link keeps the page's query string, so tracking data
// (network, ref, sub1-3) reaches /signup even when the tracking cookie was not stored.
// The modal's code loads only when a visitor is about to use it.
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useRootData } from '../../shell/root-data.ts'

/** Desktop (SPEC §2): signup in a modal; smaller screens go to the /signup page. */
export const DESKTOP_QUERY = '(min-width: 768px)'

const loadModal = () => import('./signup-modal.tsx')
const SignupModal = lazy(() => loadModal().then((m) => ({ default: m.SignupModal })))

const subscribeToDesktop = (onChange: () => void) => {
  const query = window.matchMedia(DESKTOP_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the screen is desktop-sized (false on the server and before hydration). */
function useIsDesktop() {
  return useSyncExternalStore(
    subscribeToDesktop,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  )
}

/** Runs `run` once its siblings in the same Suspense boundary have mounted. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

export interface SignupButtonProps {
  children: ReactNode
  className?: string
  /** Where a member who is already logged in goes instead. */
  loggedInTo?: string
  'aria-label'?: string
  'data-testid'?: string
  /** Open the modal as soon as the page is ready (desktop only): a page whose purpose is signup. */
  openOnLoad?: boolean
}

export function SignupButton({
  children,
  className = 'btn btn-primary',
  loggedInTo = '/members',
  'aria-label': ariaLabel,
  'data-testid': testId,
  openOnLoad = false,
}: SignupButtonProps) {
  const { pathname, search } = useLocation()
  const root = useRootData()
  // mounted: the modal is in the tree (closed); wanted: the visitor asked for it.
  const [mounted, setMounted] = useState(false)
  const [wanted, setWanted] = useState(false)
  const [open, setOpen] = useState(false)
  const openWhenReady = useCallback(() => setOpen(true), [])
  const loggedIn = Boolean(root?.user)
  // A page whose purpose is signup opens the modal by itself on desktop (after hydration).
  const autoOpen = useIsDesktop() && openOnLoad && !loggedIn

  if (loggedIn) {
    return (
      <Link className={className} to={loggedInTo} aria-label={ariaLabel} data-testid={testId}>
        {children}
      </Link>
    )
  }

  const prepare = () => {
    if (!window.matchMedia(DESKTOP_QUERY).matches) return
    void loadModal()
    setMounted(true)
  }
  return (
    <>
      <Link
        className={className}
        to={`/signup${search}`}
        aria-label={ariaLabel}
        data-testid={testId}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          if (pathname === '/signup' || !window.matchMedia(DESKTOP_QUERY).matches) return
          event.preventDefault()
          setMounted(true)
          setWanted(true)
          setOpen(true)
        }}
      >
        {children}
      </Link>
      {mounted || autoOpen ? (
        <Suspense fallback={null}>
          <SignupModal show={open} onHide={() => setOpen(false)} />
          {/* The modal closes itself when it mounts (it closes on every route change):
              open it again right after, if the visitor clicked before it was loaded. */}
          {wanted || autoOpen ? <AfterMount run={openWhenReady} /> : null}
        </Suspense>
      ) : null}
    </>
  )
}
