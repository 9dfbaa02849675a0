// Likes between two members (SPEC §4 Like: none, sent, received, match). A like from the
// profile screen is source "profile" and new until the receiver opens the liker's profile.
import { prisma } from '../db.ts'
import { checkProfileAccess } from '../members/profile-access.ts'

export type LikeState = 'none' | 'sent' | 'received' | 'match'

export type LikeErrorCode = 'not_found' | 'blocked' | 'cannot_like_self'

export class LikeError extends Error {
  constructor(readonly code: LikeErrorCode) {
    super(code)
    this.name = 'LikeError'
  }
}

/** The like state from `viewerId`'s side: sent (viewer likes owner), received, or match (both). */
export async function likeStateBetween(viewerId: number, ownerId: number): Promise<LikeState> {
  const rows = await prisma.like.findMany({
    where: {
      OR: [
        { fromUserId: viewerId, toUserId: ownerId },
        { fromUserId: ownerId, toUserId: viewerId },
      ],
    },
    select: { fromUserId: true },
  })
  const sent = rows.some((r) => r.fromUserId === viewerId)
  const received = rows.some((r) => r.fromUserId === ownerId)
  return sent && received ? 'match' : sent ? 'sent' : received ? 'received' : 'none'
}

/** Opening a profile clears the new-like flag of that member's like to the viewer (SPEC §4). */
export async function markLikeSeen(likerId: number, receiverId: number): Promise<void> {
  await prisma.like.updateMany({ where: { fromUserId: likerId, toUserId: receiverId, isNew: true }, data: { isNew: false } })
}

/**
 * Likes a member whose profile the liker may see (not blocked either way). Liking twice
 * changes nothing. `match` is true when the other member already likes the liker.
 */
export async function likeMember(
  fromUserId: number,
  toUserId: number,
  siteId: number,
): Promise<{ name: string; match: boolean }> {
  if (fromUserId === toUserId) throw new LikeError('cannot_like_self')
  const access = await checkProfileAccess(fromUserId, siteId, toUserId)
  if (access.kind === 'not_found') throw new LikeError('not_found')
  if (access.kind === 'blocked' || access.blockedByViewer) throw new LikeError('blocked')
  await prisma.like.createMany({ data: [{ fromUserId, toUserId, source: 'profile', isNew: true }], skipDuplicates: true })
  const back = await prisma.like.findUnique({
    where: { fromUserId_toUserId: { fromUserId: toUserId, toUserId: fromUserId } },
    select: { id: true },
  })
  return { name: access.profile.name, match: back !== null }
}

/** Takes a like back; taking back a like that does not exist changes nothing. */
export async function unlikeMember(fromUserId: number, toUserId: number): Promise<{ removed: boolean }> {
  const { count } = await prisma.like.deleteMany({ where: { fromUserId, toUserId } })
  return { removed: count > 0 }
}
