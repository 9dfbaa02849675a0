// True once React runs in the browser (false in the server render and the hydration pass), for
// controls that need JavaScript: shown only when they can work.
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const inBrowser = () => true
const onServer = () => false

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer)
}
