// When a member counts as online (SPEC §4 "online and offline status is tracked"): active in the
// last five minutes. The one rule for profiles, search results, landers' badges and counts, and
// the notifications that skip a member who is on the site (docs/product.md).
export const ONLINE_WINDOW_MS = 5 * 60_000

export function isOnline(lastActiveAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - lastActiveAt.getTime() <= ONLINE_WINDOW_MS
}
