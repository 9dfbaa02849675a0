// The likes routes' adapter (docs/likes.md "Code path"): the like/unlike form posts of the likes
// tabs, the swipe game and the match finder (pages that work without JavaScript), and how a
// refused like is answered there and by /api/likes.php: its status from the one table
// (server/http/refusal-status.ts) and its message key (shared/likes/like-input.ts). Both parse
// their input with the one schema, likeInput. Route config (app/routes.ts) names no file here.
import type { LikeSource } from '../../../server/generated/prisma/client.ts'
import { memberCardOf as cardOf } from '../../../server/members/member-card.ts'
import { ActivationRequiredError } from '../../../server/accounts/member-policy.ts'
import { LikeError, likeMember, unlikeMember } from '../../../server/likes/profile-likes.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'
import { LIKE_ERROR_KEYS, likeInput, type LikeErrorCode } from '../../../shared/likes/like-input.ts'

export type LikeActionResult =
  | { ok: true; intent: 'like'; id: number; name: string; match: boolean; photo: string | null }
  | { ok: true; intent: 'unlike'; id: number; name: string }
  | { ok: false; error: LikeErrorCode | 'activation_required' | 'invalid' }

/** A refused like's status and message key (likes namespace), for the pages and the API alike. */
export function likeRefusal(code: LikeErrorCode): { status: number; key: string } {
  return { status: refusalStatus(code), key: LIKE_ERROR_KEYS[code] }
}

/** Runs intent=like|unlike for member `id` of the form; the HTTP status goes with the answer. */
export async function runLikeAction(
  user: { id: number; siteId: number },
  form: FormData,
  source: LikeSource,
): Promise<{ result: LikeActionResult; status: number }> {
  const intent = form.get('intent')
  const parsed = likeInput.safeParse({ id: form.get('id'), source })
  if (!parsed.success || (intent !== 'like' && intent !== 'unlike'))
    return { result: { ok: false, error: 'invalid' }, status: refusalStatus('invalid') }
  const { id } = parsed.data
  try {
    if (intent === 'unlike') {
      await unlikeMember(user.id, id)
      const card = await cardOf(id)
      return { result: { ok: true, intent, id, name: card?.name ?? '' }, status: 200 }
    }
    const { match, name } = await likeMember(user.id, id, user.siteId, { source })
    const card = await cardOf(id)
    return { result: { ok: true, intent, id, name, match, photo: card?.photo?.match ?? null }, status: 200 }
  } catch (error) {
    if (error instanceof ActivationRequiredError)
      return { result: { ok: false, error: 'activation_required' }, status: refusalStatus('activation_required') }
    if (error instanceof LikeError) return { result: { ok: false, error: error.code }, status: likeRefusal(error.code).status }
    throw error
  }
}
