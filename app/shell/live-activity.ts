// The top bar's counts as the member's page keeps them. The counting itself (poll, event stream,
// title prefix, app badge: activity.ts) runs in a module only members load (MemberExtras in
// app/components/layout/member-frame.tsx); it publishes here, and the top bar reads from here, so
// visitors' pages do not carry it.
import { useEffect, useSyncExternalStore } from 'react'
import type { Activity } from './activity.ts'

/** The live counts and the loader's counts they were kept from. */
type Published = { initial: Activity; value: Activity | null }

let published: Published | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the member's counting with what it holds for the loader's `initial` counts. */
export function publishActivity(initial: Activity, value: Activity | null) {
  if (published?.initial === initial && published.value === value) return
  published = { initial, value }
  for (const listener of listeners) listener()
}

/**
 * The counts to show: the live ones while they were kept from these loader counts, else the
 * loader's (a navigation brings fresh counts, which win until the counting catches up).
 */
export function useLiveActivity(initial: Activity | null): Activity | null {
  const current = useSyncExternalStore(
    subscribe,
    () => published,
    () => null,
  )
  return initial && current?.initial === initial ? current.value : initial
}

/** Logged out: no count on the app's icon (a member's page sets it). */
export function useNoAppBadge(loggedIn: boolean) {
  useEffect(() => {
    if (loggedIn) return
    const nav = navigator as Navigator & { clearAppBadge?: () => Promise<void> }
    void nav.clearAppBadge?.().catch(() => undefined)
  }, [loggedIn])
}
