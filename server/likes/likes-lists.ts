// The likes tabs (SPEC §2 likes-type, §3 Likes data) and GET /api/likes.php: who likes the
// member (received), whom the member likes (sent) and both (matches), each through the
// visibility rule (docs/security.md): a liker who is blocked either way, invisible, disabled,
// unconfirmed or deleted is in no list and no count. The three tabs do not overlap: a mutual
// like is only in matches. Received and matches put new likes first (SPEC §4).
// Free members see the likers of their first FREE_VISIBLE_RECEIVED received likes; later ones
// are locked (no name, no photo) until they buy credits (docs/likes.md).
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { memberCardSelect, toMemberCard, type MemberCard } from '../members/member-card.ts'
import { shownProfilesWhere, userNotBlockedWith } from '../members/profile-access.ts'
import {
  FREE_VISIBLE_RECEIVED,
  isLikesType,
  LIKES_PAGE_SIZE,
  LIKES_TYPES,
  MAX_LIKES_PAGE,
  type LikesType,
} from './like-limits.ts'

export { FREE_VISIBLE_RECEIVED, isLikesType, LIKES_PAGE_SIZE, LIKES_TYPES, MAX_LIKES_PAGE, type LikesType }

export interface LikesViewer {
  id: number
  siteId: number
  paidUser: boolean
}

export interface LikeEntry {
  id: number
  /** The other member's like to the viewer is new (received and matches only). */
  likeNew: boolean
  likedAt: Date
  /** Free member, received like beyond the free ones: no card. */
  locked: boolean
  card: MemberCard | null
}

export interface LikesPage {
  type: LikesType
  entries: LikeEntry[]
  total: number
  pageNumber: number
  pages: number
}

export interface LikesCounts {
  received: number
  sent: number
  matches: number
  /** New likes the member has not looked at (received and matches): the top-bar badge. */
  newLikes: number
}

/** A User the viewer may be shown in a likes list (same site, shown, no block either way). */
function visibleUser(viewer: LikesViewer) {
  return { profile: { is: shownProfilesWhere(viewer.siteId) }, ...userNotBlockedWith(viewer.id) } satisfies Prisma.UserWhereInput
}

function where(viewer: LikesViewer, type: LikesType): Prisma.LikeWhereInput {
  const me = viewer.id
  if (type === 'sent') return { fromUserId: me, to: { ...visibleUser(viewer), likesSent: { none: { toUserId: me } } } }
  const mutual = type === 'matches' ? { some: { fromUserId: me } } : { none: { fromUserId: me } }
  return { toUserId: me, from: { ...visibleUser(viewer), likesReceived: mutual } }
}

export async function countLikes(viewer: LikesViewer): Promise<LikesCounts> {
  const [received, sent, matches, newLikes] = await Promise.all([
    prisma.like.count({ where: where(viewer, 'received') }),
    prisma.like.count({ where: where(viewer, 'sent') }),
    prisma.like.count({ where: where(viewer, 'matches') }),
    countNewLikes(viewer.id),
  ])
  return { received, sent, matches, newLikes }
}

/**
 * The new-likes badge: new likes to the member from members they may see (shown, no block
 * either way). Likes never cross sites (likeMember checks the site), so no site filter here.
 */
export async function countNewLikes(userId: number): Promise<number> {
  return prisma.like.count({
    where: { toUserId: userId, isNew: true, from: { profile: { is: { searchable: true } }, ...userNotBlockedWith(userId) } },
  })
}

/** The ids of the received likes a free member sees in full: the earliest FREE_VISIBLE_RECEIVED. */
async function freeVisibleReceived(viewer: LikesViewer): Promise<Set<number>> {
  const rows = await prisma.like.findMany({
    where: where(viewer, 'received'),
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: FREE_VISIBLE_RECEIVED,
    select: { fromUserId: true },
  })
  return new Set(rows.map((r) => r.fromUserId))
}

export async function listLikes(viewer: LikesViewer, type: LikesType, pageNumber = 1, now = new Date()): Promise<LikesPage> {
  const page = Math.min(Math.max(1, Math.floor(pageNumber)), MAX_LIKES_PAGE)
  const orderBy: Prisma.LikeOrderByWithRelationInput[] =
    type === 'sent' ? [{ createdAt: 'desc' }, { id: 'desc' }] : [{ isNew: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }]
  const [total, rows, visible] = await Promise.all([
    prisma.like.count({ where: where(viewer, type) }),
    prisma.like.findMany({
      where: where(viewer, type),
      orderBy,
      skip: (page - 1) * LIKES_PAGE_SIZE,
      take: LIKES_PAGE_SIZE,
      select: {
        fromUserId: true,
        toUserId: true,
        isNew: true,
        createdAt: true,
        from: { select: { profile: { select: memberCardSelect } } },
        to: { select: { profile: { select: memberCardSelect } } },
      },
    }),
    type === 'received' && !viewer.paidUser ? freeVisibleReceived(viewer) : Promise.resolve(null),
  ])
  const entries = rows.map((row): LikeEntry => {
    const id = type === 'sent' ? row.toUserId : row.fromUserId
    const other = type === 'sent' ? row.to : row.from
    const locked = visible !== null && !visible.has(id)
    return {
      id,
      likeNew: type !== 'sent' && row.isNew,
      likedAt: row.createdAt,
      locked,
      card: !locked && other?.profile ? toMemberCard(other.profile, now) : null,
    }
  })
  return { type, entries, total, pageNumber: page, pages: Math.max(1, Math.ceil(total / LIKES_PAGE_SIZE)) }
}
