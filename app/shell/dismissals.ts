// Dismissals the browser remembers with a timestamp (SPEC §3 "dismissal timestamps"):
// the site-entry warning and the alerts. Stored in localStorage; absent storage means "never dismissed".
const KEY_PREFIX = 'amora.dismissed.'

export type DismissalKey = 'entryWarning' | 'alert.profilePhoto' | 'alert.push' | 'alert.notificationsDisabled' | 'timeBonus'

export function dismissedAt(key: DismissalKey, storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): number | null {
  const raw = storage?.getItem(KEY_PREFIX + key)
  const at = raw ? Number(raw) : NaN
  return Number.isFinite(at) && at > 0 ? at : null
}

export function dismiss(key: DismissalKey, now = Date.now(), storage: Pick<Storage, 'setItem'> | undefined = safeStorage()) {
  try {
    storage?.setItem(KEY_PREFIX + key, String(now))
  } catch {
    // Storage full or blocked: the dismissal lasts for this page view only.
  }
}

/** True while a dismissal is still in force; `forMs` undefined means for ever. */
export function isDismissed(key: DismissalKey, now = Date.now(), forMs?: number, storage?: Pick<Storage, 'getItem'>): boolean {
  const at = dismissedAt(key, storage ?? safeStorage())
  if (at === null) return false
  return forMs === undefined || now - at < forMs
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
