// The like/unlike form posts of the likes tabs, the swipe game and the match finder (pages that
// work without JavaScript): one reading of the form, one answer shape with the modal's data.
import { prisma } from '../db.ts'
import type { LikeSource } from '../generated/prisma/client.ts'
import { parseProfileId } from '../members/profile-access.ts'
import { memberCardSelect, toMemberCard } from '../members/member-card.ts'
import { ActivationRequiredError } from '../accounts/member-policy.ts'
import { LikeError, likeMember, unlikeMember, type LikeErrorCode } from './profile-likes.ts'
import { likeErrorStatus } from './like-errors.ts'

export type LikeActionResult =
  | { ok: true; intent: 'like'; id: number; name: string; match: boolean; photo: string | null }
  | { ok: true; intent: 'unlike'; id: number; name: string }
  | { ok: false; error: LikeErrorCode | 'activation_required' | 'invalid' }

async function cardOf(id: number) {
  const profile = await prisma.profile.findUnique({ where: { userId: id }, select: memberCardSelect })
  return profile ? toMemberCard(profile, new Date()) : null
}

/** Runs intent=like|unlike for member `id` of the form; the HTTP status goes with the answer. */
export async function runLikeAction(
  user: { id: number; siteId: number },
  form: FormData,
  source: LikeSource,
): Promise<{ result: LikeActionResult; status: number }> {
  const intent = form.get('intent')
  const id = parseProfileId(form.get('id'))
  if (id === null || (intent !== 'like' && intent !== 'unlike')) return { result: { ok: false, error: 'invalid' }, status: 400 }
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
    if (error instanceof ActivationRequiredError) return { result: { ok: false, error: 'activation_required' }, status: 403 }
    if (error instanceof LikeError) {
      return { result: { ok: false, error: error.code }, status: likeErrorStatus(error.code).status }
    }
    throw error
  }
}
