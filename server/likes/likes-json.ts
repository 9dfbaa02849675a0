// The JSON of GET /api/likes.php (SPEC §3 Likes data): `profiles` (a card per member named in
// the lists), `liked_by` (who likes the member: received and matches, each with `id` and
// `like_new`), `likes` (whom the member likes without a like back), `matches`, and the totals the
// tabs and the top-bar badge show. One page (LIKES_PAGE_SIZE) of each list.
import type { MainImageJson } from '../photos/photo-url.ts'
import { ownMainImage } from '../photos/photos.ts'
import { toMemberCardJson, type MemberCardJson } from '../members/member-card-json.ts'
import { FREE_VISIBLE_RECEIVED, LIKES_PAGE_SIZE, likesOverview, type LikeEntry, type LikesViewer } from './likes-lists.ts'

export interface LikesJson {
  /** The member's own main photo, for the match modal. */
  me: { id: number; main_image: MainImageJson | null }
  profiles: (MemberCardJson & { liked_at: string })[]
  liked_by: { id: number; like_new: boolean; match: boolean; locked: boolean; liked_at: string }[]
  likes: { id: number; liked_at: string }[]
  matches: { id: number; like_new: boolean }[]
  totals: { received: number; sent: number; matches: number; new_likes: number }
  page_number: number
  page_size: number
  /** Received likes a free member sees in full; null for premium members (all). */
  free_visible_received: number | null
}

export async function getLikesData(viewer: LikesViewer, pageNumber = 1, now = new Date()): Promise<LikesJson> {
  const [{ received, sent, matches, counts }, ownPhoto] = await Promise.all([
    likesOverview(viewer, pageNumber, now),
    ownMainImage(viewer.id),
  ])
  const newLikes = counts.newLikes
  const profiles = new Map<number, MemberCardJson & { liked_at: string }>()
  const addCard = (entry: LikeEntry) => {
    if (entry.card && !profiles.has(entry.id))
      profiles.set(entry.id, { ...toMemberCardJson(entry.card), liked_at: entry.likedAt.toISOString() })
  }
  for (const list of [received, sent, matches]) list.entries.forEach(addCard)
  const incoming = (entry: LikeEntry, match: boolean) => ({
    id: entry.id,
    like_new: entry.likeNew,
    match,
    locked: entry.locked,
    liked_at: entry.likedAt.toISOString(),
  })
  return {
    me: { id: viewer.id, main_image: ownPhoto },
    profiles: [...profiles.values()],
    liked_by: [...matches.entries.map((e) => incoming(e, true)), ...received.entries.map((e) => incoming(e, false))],
    likes: sent.entries.map((e) => ({ id: e.id, liked_at: e.likedAt.toISOString() })),
    matches: matches.entries.map((e) => ({ id: e.id, like_new: e.likeNew })),
    totals: { received: received.total, sent: sent.total, matches: matches.total, new_likes: newLikes },
    page_number: received.pageNumber,
    page_size: LIKES_PAGE_SIZE,
    free_visible_received: viewer.paidUser ? null : FREE_VISIBLE_RECEIVED,
  }
}
