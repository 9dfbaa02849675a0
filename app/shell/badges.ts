// Top-bar badge rules (SPEC §2, §9): unread counts cap at "99+", the credits badge shows
// at 10 credits or fewer, in the warning colour above 0 and the danger colour at 0.
export const UNREAD_BADGE_CAP = 99
export const CREDITS_BADGE_THRESHOLD = 10

/** The text of a count badge, or null when there is nothing to show. */
export function countBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.floor(count))
}

export type CreditsBadgeVariant = 'warning' | 'danger'

/** The colour of the credits badge, or null when the member has enough credits. */
export function creditsBadgeVariant(credits: number): CreditsBadgeVariant | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null
  return credits > 0 ? 'warning' : 'danger'
}

/** The sum the title prefix and the installed app's badge show (SPEC §4 Titles). */
export function attentionCount(counts: { unreadMessages: number; newLikes: number }): number {
  return Math.max(0, counts.unreadMessages) + Math.max(0, counts.newLikes)
}

const PREFIX = /^\(\d+\+?\)\s/

/** "Search" with 3 → "(3) Search"; with 0 → "Search". An existing prefix is replaced. */
export function prefixTitle(title: string, count: number): string {
  const bare = title.replace(PREFIX, '')
  return count > 0 ? `(${count}) ${bare}` : bare
}
