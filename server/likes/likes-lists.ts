// The likes tabs (SPEC §2 likes-type, §3 Likes data) and GET /api/likes.php: who likes the
// member (received), whom the member likes (sent) and both (matches), each through the
// visibility rule (docs/security.md): a liker who is blocked either way, invisible, disabled,
// unconfirmed or deleted is in no list and no count. The three tabs do not overlap: a mutual
// like is only in matches. Received and matches put new likes first (SPEC §4).
// Free members see the likers of their first FREE_VISIBLE_RECEIVED received likes; later ones
// are locked (no name, no photo) until they buy credits (docs/likes.md).
import { prisma } from '../db.ts'
import { memberCardSelect, toMemberCard, type MemberCard } from '../members/member-card.ts'
import { visibleProfileSql } from '../members/profile-access.ts'
import {
  FREE_VISIBLE_RECEIVED,
  isLikesType,
  LIKES_PAGE_SIZE,
  LIKES_TYPES,
  MAX_LIKES_PAGE,
  type LikesType,
} from '../../shared/likes/like-limits.ts'

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

/** One like between the viewer and another member, as the lists use it. */
interface LikeRow {
  /** The other member. */
  other: number
  isNew: boolean
  createdAt: Date
  id: number
}

/** The viewer's likes sorted into the three tabs, each in its display order. */
interface SortedLikes {
  received: LikeRow[]
  sent: LikeRow[]
  matches: LikeRow[]
  /** New likes in received and matches: the badge. */
  newLikes: number
}

const newestFirst = (a: LikeRow, b: LikeRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id
const newFirst = (a: LikeRow, b: LikeRow) => Number(b.isNew) - Number(a.isNew) || newestFirst(a, b)

/**
 * Every like to or from the viewer, whose other member the viewer may be shown (the one
 * visibility rule, as SQL: `visibleProfileSql`), sorted into received, sent and matches. One
 * query whatever the tab or page. A mutual like is only in matches, with the other member's like.
 */
async function sortLikes(viewer: LikesViewer): Promise<SortedLikes> {
  const me = viewer.id
  // Each direction through its own index of "Like"; each other member checked through the
  // profile's primary key (LATERAL keeps the planner from scanning every profile for a popular
  // member). scripts/bench/likes.ts measures it.
  const rows = await prisma.$queryRaw<{ id: number; fromUserId: number; toUserId: number; isNew: boolean; createdAt: Date }[]>`
    SELECT l.id, l."fromUserId", l."toUserId", l."isNew", l."createdAt"
      FROM "Like" l
     CROSS JOIN LATERAL (SELECT 1 FROM "Profile" p
                          WHERE p."userId" = l."toUserId" AND ${visibleProfileSql('p', viewer.siteId, me)} LIMIT 1) shown
     WHERE l."fromUserId" = ${me}
    UNION ALL
    SELECT l.id, l."fromUserId", l."toUserId", l."isNew", l."createdAt"
      FROM "Like" l
     CROSS JOIN LATERAL (SELECT 1 FROM "Profile" p
                          WHERE p."userId" = l."fromUserId" AND ${visibleProfileSql('p', viewer.siteId, me)} LIMIT 1) shown
     WHERE l."toUserId" = ${me}`
  const incoming = new Map<number, LikeRow>()
  const outgoing = new Map<number, LikeRow>()
  for (const r of rows) {
    const mine = r.fromUserId === me
    const other = mine ? r.toUserId : r.fromUserId
    if (other === me) continue
    ;(mine ? outgoing : incoming).set(other, { other, isNew: r.isNew, createdAt: r.createdAt, id: r.id })
  }
  const received: LikeRow[] = []
  const matches: LikeRow[] = []
  for (const like of incoming.values()) (outgoing.has(like.other) ? matches : received).push(like)
  const sent = [...outgoing.values()].filter((like) => !incoming.has(like.other)).map((like) => ({ ...like, isNew: false }))
  return {
    received: received.sort(newFirst),
    sent: sent.sort(newestFirst),
    matches: matches.sort(newFirst),
    newLikes: [...incoming.values()].filter((like) => like.isNew).length,
  }
}

const countsOf = (sorted: SortedLikes): LikesCounts => ({
  received: sorted.received.length,
  sent: sorted.sent.length,
  matches: sorted.matches.length,
  newLikes: sorted.newLikes,
})

/** One page of a tab, with the member cards of its entries (one query for all pages given). */
async function pagesWithCards(
  sorted: SortedLikes,
  viewer: LikesViewer,
  types: readonly LikesType[],
  pageNumber: number,
  now: Date,
): Promise<Record<LikesType, LikesPage>> {
  const page = Math.min(Math.max(1, Math.floor(pageNumber)), MAX_LIKES_PAGE)
  // Free members see the likers of their earliest FREE_VISIBLE_RECEIVED received likes.
  const free = viewer.paidUser
    ? null
    : new Set(
        [...sorted.received]
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
          .slice(0, FREE_VISIBLE_RECEIVED)
          .map((like) => like.other),
      )
  const slices = types.map((type) => {
    const all = sorted[type]
    const rows = all.slice((page - 1) * LIKES_PAGE_SIZE, page * LIKES_PAGE_SIZE)
    return { type, all, rows, locked: (other: number) => type === 'received' && free !== null && !free.has(other) }
  })
  const cardIds = [...new Set(slices.flatMap((s) => s.rows.filter((r) => !s.locked(r.other)).map((r) => r.other)))]
  const cards = new Map(
    cardIds.length
      ? (await prisma.profile.findMany({ where: { userId: { in: cardIds } }, select: memberCardSelect })).map((p) => [
          p.userId,
          toMemberCard(p, now),
        ])
      : [],
  )
  const result = {} as Record<LikesType, LikesPage>
  for (const { type, all, rows, locked } of slices) {
    result[type] = {
      type,
      entries: rows.map((r): LikeEntry => {
        const isLocked = locked(r.other)
        return {
          id: r.other,
          likeNew: r.isNew,
          likedAt: r.createdAt,
          locked: isLocked,
          card: isLocked ? null : (cards.get(r.other) ?? null),
        }
      }),
      total: all.length,
      pageNumber: page,
      pages: Math.max(1, Math.ceil(all.length / LIKES_PAGE_SIZE)),
    }
  }
  return result
}

export async function countLikes(viewer: LikesViewer): Promise<LikesCounts> {
  return countsOf(await sortLikes(viewer))
}

export async function listLikes(viewer: LikesViewer, type: LikesType, pageNumber = 1, now = new Date()): Promise<LikesPage> {
  return (await pagesWithCards(await sortLikes(viewer), viewer, [type], pageNumber, now))[type]
}

/** A likes tab and the three counts, from one pass over the member's likes. */
export async function likesTab(
  viewer: LikesViewer,
  type: LikesType,
  pageNumber = 1,
  now = new Date(),
): Promise<{ page: LikesPage; counts: LikesCounts }> {
  const sorted = await sortLikes(viewer)
  const pages = await pagesWithCards(sorted, viewer, [type], pageNumber, now)
  return { page: pages[type], counts: countsOf(sorted) }
}

/** All three tabs' pages and the counts (GET /api/likes.php), from one pass over the member's likes. */
export async function likesOverview(
  viewer: LikesViewer,
  pageNumber = 1,
  now = new Date(),
): Promise<Record<LikesType, LikesPage> & { counts: LikesCounts }> {
  const sorted = await sortLikes(viewer)
  const pages = await pagesWithCards(sorted, viewer, LIKES_TYPES, pageNumber, now)
  return { ...pages, counts: countsOf(sorted) }
}
