// Every cookie and browser-storage key the product sets, with its purpose: the one list the
// cookie policy is generated from (server/pages/legal-page.ts) and the consent banner follows.
// tests/unit/browser-storage.test.ts reads the code for cookie names and storage keys and fails
// when one is missing here (or listed here and no longer used): add a new one here first.

/** Where it lives in the browser. */
export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'serviceWorker'

/**
 * necessary: the site needs it for what the visitor asked for (no consent needed);
 * tracking: SPEC §3's tracking data, set only after the visitor accepted it in the banner.
 */
export type StorageCategory = 'necessary' | 'tracking'

export interface BrowserStorageItem {
  /** The cookie's name or the storage key; `{memberId}` stands for a part that varies. */
  name: string
  kind: StorageKind
  category: StorageCategory
  /** Days it is kept; 'session': until the tab or browser closes; 'untilRemoved': until cleared. */
  keptFor: number | 'session' | 'untilRemoved'
  /** Its purpose in the cookie policy: legal:cookies.storage.<purpose> in every language. */
  purpose: string
}

export const browserStorage = [
  { name: 'amora_session', kind: 'cookie', category: 'necessary', keptFor: 30, purpose: 'session' },
  { name: 'lng', kind: 'cookie', category: 'necessary', keptFor: 365, purpose: 'language' },
  { name: 'amora_consent', kind: 'cookie', category: 'necessary', keptFor: 365, purpose: 'consent' },
  { name: 'amora_dismissed', kind: 'cookie', category: 'necessary', keptFor: 365, purpose: 'dismissed' },
  { name: 'amora_search', kind: 'cookie', category: 'necessary', keptFor: 30, purpose: 'search' },
  { name: 'amora_tracking', kind: 'cookie', category: 'tracking', keptFor: 30, purpose: 'tracking' },
  { name: 'amora.push.subscribed', kind: 'localStorage', category: 'necessary', keptFor: 'untilRemoved', purpose: 'push' },
  {
    name: 'amora.matches.announced.{memberId}',
    kind: 'localStorage',
    category: 'necessary',
    keptFor: 'untilRemoved',
    purpose: 'matches',
  },
  { name: 'amora-signup-draft', kind: 'sessionStorage', category: 'necessary', keptFor: 'session', purpose: 'signupDraft' },
  { name: 'amora.chunkReloadAt', kind: 'sessionStorage', category: 'necessary', keptFor: 'session', purpose: 'reloadGuard' },
  { name: '/sw-push.js', kind: 'serviceWorker', category: 'necessary', keptFor: 'untilRemoved', purpose: 'pushWorker' },
] as const satisfies readonly BrowserStorageItem[]

/** Cookie names set only after the visitor accepted the optional cookies. */
export const consentCookieNames = browserStorage
  .filter((item) => item.kind === 'cookie' && item.category !== 'necessary')
  .map((item) => item.name)
