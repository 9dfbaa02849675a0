// The one input schema of "like a member" and "take the like back" (docs/likes.md "Code path"):
// the likes tabs, the swipe game and the match finder's forms (app/routes/+shared/likes.server.ts)
// and POST/DELETE /api/likes.php parse with it. Its messages are i18n keys (likes namespace), and
// the refusals of a like have one message key each, for the pages' notice and the API alike.
import { z } from 'zod'
import { idField } from '../parse-id.ts'

/** Where a like was given (the Like row's `source`). */
export const LIKE_SOURCES = ['profile', 'swipe', 'match_finder'] as const

export const likeInput = z.object({
  /** The member liked (or unliked). */
  id: idField('likes:errors.invalidId'),
  source: z.preprocess((v) => v ?? 'profile', z.enum(LIKE_SOURCES, { error: 'likes:errors.invalidSource' })),
})
export type LikeInput = z.output<typeof likeInput>

/** What the likes service refuses (server/likes/profile-likes.ts LikeError). */
export const LIKE_ERROR_CODES = ['not_found', 'blocked', 'cannot_like_self', 'like_limit', 'rate_limited'] as const
export type LikeErrorCode = (typeof LIKE_ERROR_CODES)[number]

/** Each refusal's message (likes namespace); `like_limit` takes the day's count. */
export const LIKE_ERROR_KEYS: Record<LikeErrorCode, string> = {
  not_found: 'likes:errors.notFound',
  blocked: 'likes:errors.blocked',
  cannot_like_self: 'likes:errors.self',
  like_limit: 'likes:errors.likeLimit',
  rate_limited: 'likes:errors.rateLimited',
}
