// Likes between two members (SPEC §4 Like: none, sent, received, match). The one way a like is
// given or taken back (profile screen, likes tabs, swipe game, match finder); docs/likes.md.
// A like is idempotent: liking twice changes nothing and tells nobody twice. Liking someone
// who already likes you makes a match and clears their like's new flag (you have answered it).
// A free member gives FREE_LIKES_PER_DAY new likes per UTC day, whatever the way (SPEC §9,
// daily-likes.ts). Races between likes are settled in the database (conflict-retry.ts).
import { prisma } from '../db.ts'
import { transaction } from '../db/conflict-retry.ts'
import type { LikeSource } from '../generated/prisma/client.ts'
import { checkProfileAccess } from '../members/profile-access.ts'
import { ActivationRequiredError, mayActOnOthers } from '../accounts/member-policy.ts'
import { consumeLimit } from '../http/rate-limits.ts'
import { notify } from '../notifications/notify.ts'
import { publishToMember } from '../realtime/member-events.ts'
import { FREE_LIKES_PER_DAY } from '../../shared/likes/like-limits.ts'
import type { LikeErrorCode } from '../../shared/likes/like-input.ts'
import { ServiceError } from '../errors.ts'
import { takeDailyLike } from './daily-likes.ts'

export type LikeState = 'none' | 'sent' | 'received' | 'match'

/** The refusals of a like: the one list is shared/likes/like-input.ts LIKE_ERROR_CODES. */
export type { LikeErrorCode }

export { FREE_LIKES_PER_DAY }

export class LikeError extends ServiceError<LikeErrorCode> {}

/** The like state from `viewerId`'s side: sent (viewer likes owner), received, or match (both). */
export async function likeStateBetween(viewerId: number, ownerId: number): Promise<LikeState> {
  return (await likesBetween(viewerId, ownerId)).state
}

/**
 * The like state from `viewerId`'s side, and whether the owner's like to the viewer is still new
 * (the viewer has not opened the owner's profile since): the profile screen clears it only then,
 * so opening a profile writes nothing in the common case.
 */
export async function likesBetween(viewerId: number, ownerId: number): Promise<{ state: LikeState; receivedIsNew: boolean }> {
  const rows = await prisma.like.findMany({
    where: {
      OR: [
        { fromUserId: viewerId, toUserId: ownerId },
        { fromUserId: ownerId, toUserId: viewerId },
      ],
    },
    select: { fromUserId: true, isNew: true },
  })
  const sent = rows.some((r) => r.fromUserId === viewerId)
  const received = rows.find((r) => r.fromUserId === ownerId)
  const state = sent && received ? 'match' : sent ? 'sent' : received ? 'received' : 'none'
  return { state, receivedIsNew: received?.isNew ?? false }
}

/** Opening a profile clears the new-like flag of that member's like to the viewer (SPEC §4). */
export async function markLikeSeen(likerId: number, receiverId: number): Promise<void> {
  await prisma.like.updateMany({ where: { fromUserId: likerId, toUserId: receiverId, isNew: true }, data: { isNew: false } })
}

export interface LikeResult {
  name: string
  /** The other member likes the liker too. */
  match: boolean
  /** False for a repeated like (nothing changed). */
  created: boolean
}

/**
 * Likes a member whose profile the liker may see (not blocked either way, not invisible,
 * disabled or deleted). Liking twice changes nothing and costs nothing. A free liker's new like
 * takes one of the day's free likes, whatever `source` says (LikeError('like_limit') when they
 * are used up). A new like notifies the receiver; a like that makes a match notifies both of the
 * match instead (after the transaction commits).
 */
export async function likeMember(
  fromUserId: number,
  toUserId: number,
  siteId: number,
  options: { source?: LikeSource; now?: Date } = {},
): Promise<LikeResult> {
  const source = options.source ?? 'profile'
  const now = options.now ?? new Date()
  if (fromUserId === toUserId) throw new LikeError('cannot_like_self')
  const liker = await prisma.user.findUnique({ where: { id: fromUserId }, select: { status: true, paidUser: true } })
  if (!liker || !mayActOnOthers(liker)) throw new ActivationRequiredError()
  const access = await checkProfileAccess(fromUserId, siteId, toUserId)
  if (access.kind === 'not_found') throw new LikeError('not_found')
  if (access.kind === 'blocked' || access.blockedByViewer) throw new LikeError('blocked')
  await consumeLikeLimit(fromUserId)

  const { created, match } = await transaction(async (tx) => {
    const inserted = (
      await tx.like.createMany({
        data: [{ fromUserId, toUserId, source, isNew: true, createdAt: now }],
        skipDuplicates: true,
      })
    ).count
    // Only a new like counts; refused, the transaction rolls the like back with it.
    if (inserted && !liker.paidUser && !(await takeDailyLike(tx, fromUserId, now))) throw new LikeError('like_limit')
    const back = await tx.like.findUnique({
      where: { fromUserId_toUserId: { fromUserId: toUserId, toUserId: fromUserId } },
      select: { id: true },
    })
    if (back && inserted) {
      await tx.like.updateMany({ where: { id: back.id, isNew: true }, data: { isNew: false } })
    }
    if (inserted) await tx.swipePass.deleteMany({ where: { fromUserId, toUserId } })
    return { created: inserted > 0, match: back !== null }
  })

  if (created) {
    // One announcement per event: a like that completes a match is the match, not also "X likes you".
    if (match) {
      await notify({ type: 'match', recipientId: toUserId, otherId: fromUserId })
      await notify({ type: 'match', recipientId: fromUserId, otherId: toUserId })
    } else {
      await notify({ type: 'like', recipientId: toUserId, likerId: fromUserId })
    }
    await publishToMember(toUserId, { type: 'like', likerId: fromUserId, match })
  }
  return { name: access.profile.name, match, created }
}

/** Checks the per-member like limit (against scripted mass liking); throws LikeError('rate_limited'). */
export async function consumeLikeLimit(userId: number): Promise<void> {
  const result = await consumeLimit('like-member', userId)
  if (!result.allowed) throw new LikeError('rate_limited')
}

/** Takes a like back; taking back a like that does not exist changes nothing. */
export async function unlikeMember(fromUserId: number, toUserId: number): Promise<{ removed: boolean }> {
  const { count } = await prisma.like.deleteMany({ where: { fromUserId, toUserId } })
  return { removed: count > 0 }
}
