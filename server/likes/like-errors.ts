// How a refused like is answered: its status from the one table (server/http/refusal-status.ts)
// and its `likes` message key.
import { refusalStatus } from '../http/refusal-status.ts'
import type { LikeErrorCode } from './profile-likes.ts'

const KEYS: Record<LikeErrorCode, string> = {
  not_found: 'likes:errors.notFound',
  blocked: 'likes:errors.blocked',
  cannot_like_self: 'likes:errors.self',
  like_limit: 'likes:errors.likeLimit',
  rate_limited: 'likes:errors.rateLimited',
}

export function likeErrorStatus(code: LikeErrorCode): { status: number; key: string } {
  return { status: refusalStatus(code), key: KEYS[code] }
}
