// The likes tabs as they were computed before issue 38 item 4, kept as the test oracle: every like
// to and from the viewer read through the visibility rule (`visibleProfileSql`), then sorted into
// received, sent and matches, ordered, counted and paged in JavaScript. server/likes/likes-lists.ts
// now reads maintained counts and index-ordered pages; the likes tests hold both to the same answers.
import { prisma } from '../../server/db.ts'
import { visibleProfileSql } from '../../server/members/profile-access.ts'
import { FREE_VISIBLE_RECEIVED, LIKES_PAGE_SIZE, MAX_LIKES_PAGE, type LikesType } from '../../shared/likes/like-limits.ts'
import type { LikesCounts, LikesViewer } from '../../server/likes/likes-lists.ts'

interface LikeRow {
  other: number
  isNew: boolean
  createdAt: Date
  id: number
}

interface SortedLikes {
  received: LikeRow[]
  sent: LikeRow[]
  matches: LikeRow[]
  newLikes: number
}

const newestFirst = (a: LikeRow, b: LikeRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id
const newFirst = (a: LikeRow, b: LikeRow) => Number(b.isNew) - Number(a.isNew) || newestFirst(a, b)

/** The old sortLikes, unchanged. */
export async function sortLikes(viewer: LikesViewer): Promise<SortedLikes> {
  const me = viewer.id
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

export const oracleCounts = (sorted: SortedLikes): LikesCounts => ({
  received: sorted.received.length,
  sent: sorted.sent.length,
  matches: sorted.matches.length,
  newLikes: sorted.newLikes,
})

/** One page of a tab as the old code built it (cards aside: the entry's id, flag, date and lock). */
export function oraclePage(sorted: SortedLikes, viewer: LikesViewer, type: LikesType, pageNumber: number) {
  const page = Math.min(Math.max(1, Math.floor(pageNumber)), MAX_LIKES_PAGE)
  const free = viewer.paidUser
    ? null
    : new Set(
        [...sorted.received]
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
          .slice(0, FREE_VISIBLE_RECEIVED)
          .map((like) => like.other),
      )
  const all = sorted[type]
  const rows = all.slice((page - 1) * LIKES_PAGE_SIZE, page * LIKES_PAGE_SIZE)
  return {
    type,
    entries: rows.map((r) => ({
      id: r.other,
      likeNew: r.isNew,
      likedAt: r.createdAt,
      locked: type === 'received' && free !== null && !free.has(r.other),
    })),
    total: all.length,
    pageNumber: page,
    pages: Math.max(1, Math.ceil(all.length / LIKES_PAGE_SIZE)),
  }
}
