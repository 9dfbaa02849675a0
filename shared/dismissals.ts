// Dismissal timestamps (SPEC §3 "dismissal timestamps"): the site-entry warning, the alerts and the
// time-bonus modal. They live in one cookie the page's script writes, so the server renders the
// alerts area as it will stay: a dismissed alert is not shown and then removed after hydration
// (a layout shift on every page, docs/performance.md).
export const DISMISSALS_COOKIE = 'amora_dismissed'
/** How long the cookie keeps them; each alert's own snooze is shorter. */
export const DISMISSALS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export const DISMISSAL_KEYS = [
  'entryWarning',
  'alert.profilePhoto',
  'alert.push',
  'alert.notificationsDisabled',
  'timeBonus',
] as const
export type DismissalKey = (typeof DISMISSAL_KEYS)[number]
/** When each key was dismissed (ms since the epoch). */
export type Dismissals = Partial<Record<DismissalKey, number>>

const isKey = (key: string): key is DismissalKey => (DISMISSAL_KEYS as readonly string[]).includes(key)

/** The cookie's value ("entryWarning=1732…&alert.push=1732…"); anything else in it is ignored. */
export function parseDismissals(value: string | null | undefined): Dismissals {
  const dismissals: Dismissals = {}
  if (!value) return dismissals
  for (const [key, raw] of new URLSearchParams(value)) {
    const at = Number(raw)
    if (isKey(key) && Number.isSafeInteger(at) && at > 0) dismissals[key] = at
  }
  return dismissals
}

export function serializeDismissals(dismissals: Dismissals): string {
  const params = new URLSearchParams()
  for (const key of DISMISSAL_KEYS) if (dismissals[key]) params.set(key, String(dismissals[key]))
  return params.toString()
}

/** True while a dismissal is in force; `forMs` undefined means for ever. */
export function isDismissedIn(dismissals: Dismissals, key: DismissalKey, now: number, forMs?: number): boolean {
  const at = dismissals[key]
  if (at === undefined) return false
  return forMs === undefined || now - at < forMs
}
