// The likes rules' numbers and tab names (docs/likes.md), free of server imports so pages'
// components can use them too.

/**
 * Free members' new likes per UTC day, counted over every way of liking (SPEC §9 "the swipe game
 * gives 4 likes per day", docs/likes.md); premium members have no limit.
 */
export const FREE_LIKES_PER_DAY = 4
/** Received likes a free member sees in full (the earliest ones); later ones are locked. */
export const FREE_VISIBLE_RECEIVED = 3

export const LIKES_TYPES = ['received', 'sent', 'matches'] as const
export type LikesType = (typeof LIKES_TYPES)[number]
export const LIKES_PAGE_SIZE = 24
export const MAX_LIKES_PAGE = 1000

export function isLikesType(value: unknown): value is LikesType {
  return typeof value === 'string' && (LIKES_TYPES as readonly string[]).includes(value)
}

/** Interests the match finder takes at most. */
export const FINDER_MAX_INTERESTS = 5
