// How a refused like is answered (API status and the `likes` message key), in one place.
import type { LikeErrorCode } from './profile-likes.ts'

export function likeErrorStatus(code: LikeErrorCode): { status: number; key: string } {
  switch (code) {
    case 'not_found':
      return { status: 404, key: 'likes:errors.notFound' }
    case 'blocked':
      return { status: 403, key: 'likes:errors.blocked' }
    case 'cannot_like_self':
      return { status: 400, key: 'likes:errors.self' }
    case 'like_limit':
      return { status: 429, key: 'likes:errors.likeLimit' }
    case 'rate_limited':
      return { status: 429, key: 'likes:errors.rateLimited' }
  }
}
