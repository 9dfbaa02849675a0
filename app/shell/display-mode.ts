// Installed-app detection (SPEC §2): standalone display mode, or iOS's navigator.standalone.
import { useSyncExternalStore } from 'react'

export type DisplayMode = 'browser' | 'standalone'

export function currentDisplayMode(): DisplayMode {
  if (typeof window === 'undefined') return 'browser'
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true
  const standalone = ['standalone', 'fullscreen', 'minimal-ui'].some(
    (mode) => window.matchMedia?.(`(display-mode: ${mode})`).matches,
  )
  return iosStandalone || standalone ? 'standalone' : 'browser'
}

function subscribeDisplayMode(onChange: () => void) {
  const query = window.matchMedia?.('(display-mode: standalone)')
  query?.addEventListener?.('change', onChange)
  return () => query?.removeEventListener?.('change', onChange)
}

/** 'browser' on the server and while hydrating, then the real mode. */
export function useDisplayMode(): DisplayMode {
  return useSyncExternalStore(subscribeDisplayMode, currentDisplayMode, () => 'browser')
}

const noSubscription = () => () => undefined

/** True once the page runs in the browser (for UI that only makes sense with JavaScript). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
