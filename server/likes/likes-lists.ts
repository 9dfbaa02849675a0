// The likes tabs (SPEC §2 likes-type, §3 Likes data) and GET /api/likes.php: who likes the
// member (received), whom the member likes (sent) and both (matches), each through the
// visibility rule (docs/security.md): a liker who is blocked either way, invisible, disabled,
// unconfirmed or deleted is in no list and no count. The three tabs do not overlap: a mutual
// like is only in matches. Received and matches put new likes first (SPEC §4).
// Free members see the likers of their first FREE_VISIBLE_RECEIVED received likes; later ones
// are locked (no name, no photo) until they buy credits (docs/likes.md).
// Nothing here visits every like of the member (issue 38 item 4, docs/likes.md "Counts"): the
// counts come from "LikeCounts" (kept exact by triggers) less the likes with blocked members, each
// page and the free likes are read in index order with the visibility check on the rows visited.
// tests/integration/likes-oracle.ts keeps the old read-everything algorithm; the likes tests hold
// the two to the same answers.
import { prisma } from '../db.ts'
import { memberCardSelect, toMemberCard, type MemberCard } from '../members/member-card.ts'
import { visibleProfileSql } from '../members/profile-access.ts'
import { Prisma } from '../generated/prisma/client.ts'
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

/** The rows of one statement of `readPages`: which list (0 received, 1 sent, 2 matches, 3 free) and the like. */
interface TaggedRow extends LikeRow {
  kind: number
}

const KIND: Record<LikesType, number> = { received: 0, sent: 1, matches: 2 }
const FREE_KIND = 3

interface CountsRow {
  siteId: number | null
  incoming: number
  outgoing: number
  mutual: number
  newIncoming: number
}

const toCounts = (r: Omit<CountsRow, 'siteId'>): LikesCounts => ({
  received: r.incoming - r.mutual,
  sent: r.outgoing - r.mutual,
  matches: r.mutual,
  newLikes: r.newIncoming,
})

/**
 * The three counts and the badge without visiting every like (issue 38 item 4, docs/likes.md
 * "Counts"): "LikeCounts" (kept by triggers) counts the likes whose other member is shown on the
 * member's site; the likes with members blocked either way, the part of the visibility rule that
 * depends on the viewer, are counted live and taken away (a member blocks few). A viewer on
 * another site than their profile's (or without a profile) is counted live, every like through
 * `visibleProfileSql`: the maintained counts are for the profile's own site.
 */
async function readCounts(viewer: LikesViewer): Promise<LikesCounts> {
  const [row] = await prisma.$queryRaw<MaintainedRow[]>`${countsStatement(viewer, Prisma.empty)}`
  return countsOf(row, viewer)
}

/** The maintained counts, the blocked members' share, and what the statement adds (`extra`). */
interface MaintainedRow extends CountsRow {
  bIncoming: number
  bOutgoing: number
  bMutual: number
  bNew: number
}

/** The statement of `readCounts`, with `extra` columns (page 1 reads its lists in the same statement). */
function countsStatement(viewer: LikesViewer, extra: Prisma.Sql): Prisma.Sql {
  const me = viewer.id
  return Prisma.sql`
    SELECT p."siteId", coalesce(c.incoming, 0) AS incoming, coalesce(c.outgoing, 0) AS outgoing,
           coalesce(c.mutual, 0) AS mutual, coalesce(c."newIncoming", 0) AS "newIncoming",
           b."bIncoming", b."bOutgoing", b."bMutual", b."bNew"${extra}
      FROM (SELECT ${me}::int AS id) v
      LEFT JOIN "Profile" p ON p."userId" = v.id
      LEFT JOIN "LikeCounts" c ON c."userId" = v.id
     CROSS JOIN LATERAL (
       SELECT count(i.id)::int AS "bIncoming", count(o.id)::int AS "bOutgoing",
              (count(*) FILTER (WHERE i.id IS NOT NULL AND o.id IS NOT NULL))::int AS "bMutual",
              (count(*) FILTER (WHERE i."isNew"))::int AS "bNew"
         FROM (SELECT b."blockedId" AS k FROM "Block" b WHERE b."blockerId" = ${me}
               UNION
               SELECT b."blockerId" FROM "Block" b WHERE b."blockedId" = ${me}) k
         JOIN "Profile" pk ON pk."userId" = k.k AND pk.searchable AND pk."siteId" = ${viewer.siteId}
         LEFT JOIN "Like" i ON i."fromUserId" = k.k AND i."toUserId" = ${me}
         LEFT JOIN "Like" o ON o."fromUserId" = ${me} AND o."toUserId" = k.k
        WHERE k.k <> ${me}) b`
}

async function countsOf(row: MaintainedRow | undefined, viewer: LikesViewer): Promise<LikesCounts> {
  if (row && row.siteId === viewer.siteId)
    return toCounts({
      incoming: row.incoming - row.bIncoming,
      outgoing: row.outgoing - row.bOutgoing,
      mutual: row.mutual - row.bMutual,
      newIncoming: row.newIncoming - row.bNew,
    })
  return toCounts(await liveCounts(viewer))
}

/** The counts from every like through the visibility rule (the slow way: for a viewer off their profile's site). */
async function liveCounts(viewer: LikesViewer): Promise<Omit<CountsRow, 'siteId'>> {
  const me = viewer.id
  const shown = visibleProfileSql('p', viewer.siteId, me)
  const [row] = await prisma.$queryRaw<Omit<CountsRow, 'siteId'>[]>`
    SELECT
      (SELECT count(*)::int FROM "Like" l JOIN "Profile" p ON p."userId" = l."fromUserId"
        WHERE l."toUserId" = ${me} AND ${shown}) AS incoming,
      (SELECT count(*)::int FROM "Like" l JOIN "Profile" p ON p."userId" = l."toUserId"
        WHERE l."fromUserId" = ${me} AND ${shown}) AS outgoing,
      (SELECT count(*)::int FROM "Like" l JOIN "Profile" p ON p."userId" = l."fromUserId"
         JOIN "Like" r ON r."fromUserId" = ${me} AND r."toUserId" = l."fromUserId"
        WHERE l."toUserId" = ${me} AND ${shown}) AS mutual,
      (SELECT count(*)::int FROM "Like" l JOIN "Profile" p ON p."userId" = l."fromUserId"
        WHERE l."toUserId" = ${me} AND l."isNew" AND ${shown}) AS "newIncoming"`
  return row!
}

/**
 * The like `from` -> `to` is missing, checked row by row through the unique index: a LATERAL with
 * LIMIT 1 is not turned into a join. As NOT EXISTS, the plan PostgreSQL keeps for the prepared
 * statement (planned for a member with few likes) read all the most liked member's likes for every
 * sent like (8 ms instead of 0.5).
 */
const noLike = (from: Prisma.Sql, to: Prisma.Sql) =>
  Prisma.sql`LEFT JOIN LATERAL (SELECT 1 AS found FROM "Like" r WHERE r."fromUserId" = ${from} AND r."toUserId" = ${to} LIMIT 1) back ON true`

/**
 * The statement for one list's page, in display order: the likes are read in an index's order
 * and only the rows visited are checked against the visibility rule (LATERAL: through the
 * profile's primary key, one row at a time), so a page costs its offset and size, not the
 * member's number of likes. A mutual like is only in matches, with the other
 * member's like; sent likes are never new.
 */
function listSql(viewer: LikesViewer, type: LikesType, offset: number): Prisma.Sql {
  const me = viewer.id
  const shown = (column: Prisma.Sql) =>
    Prisma.sql`CROSS JOIN LATERAL (SELECT 1 FROM "Profile" p
                 WHERE p."userId" = ${column} AND ${visibleProfileSql('p', viewer.siteId, me)} LIMIT 1) shown`
  const page = Prisma.sql`LIMIT ${LIKES_PAGE_SIZE} OFFSET ${offset}`
  if (type === 'sent')
    return Prisma.sql`(SELECT ${KIND.sent}::int AS kind, l."toUserId" AS other, false AS "isNew", l."createdAt", l.id
      FROM "Like" l ${shown(Prisma.sql`l."toUserId"`)} ${noLike(Prisma.sql`l."toUserId"`, Prisma.sql`${me}`)}
     WHERE l."fromUserId" = ${me} AND back.found IS NULL
     ORDER BY l."createdAt" DESC, l.id DESC ${page})`
  // Matches: a semi-join, which PostgreSQL drives from the member's own likes (few for a much liked member).
  const mutual = Prisma.sql`EXISTS (SELECT 1 FROM "Like" r WHERE r."fromUserId" = ${me} AND r."toUserId" = l."fromUserId")`
  const received = type === 'received'
  return Prisma.sql`(SELECT ${KIND[type]}::int AS kind, l."fromUserId" AS other, l."isNew", l."createdAt", l.id
      FROM "Like" l ${shown(Prisma.sql`l."fromUserId"`)} ${received ? noLike(Prisma.sql`${me}`, Prisma.sql`l."fromUserId"`) : Prisma.empty}
     WHERE l."toUserId" = ${me} AND ${received ? Prisma.sql`back.found IS NULL` : mutual}
     ORDER BY l."isNew" DESC, l."createdAt" DESC, l.id DESC ${page})`
}

/**
 * A free member's FREE_VISIBLE_RECEIVED earliest received likes (docs/likes.md): the earliest of
 * the likes not flagged new and of those flagged new, each read in the order of the index on
 * (toUserId, isNew, createdAt), so only the first few are checked for visibility.
 */
function freeSql(viewer: LikesViewer): Prisma.Sql {
  const me = viewer.id
  const earliest = (isNew: boolean) => Prisma.sql`(SELECT l."fromUserId" AS other, l."isNew", l."createdAt", l.id
      FROM "Like" l
     CROSS JOIN LATERAL (SELECT 1 FROM "Profile" p
                          WHERE p."userId" = l."fromUserId" AND ${visibleProfileSql('p', viewer.siteId, me)} LIMIT 1) shown
      ${noLike(Prisma.sql`${me}`, Prisma.sql`l."fromUserId"`)}
     WHERE l."toUserId" = ${me} AND l."isNew" = ${isNew} AND back.found IS NULL
     ORDER BY l."createdAt", l.id LIMIT ${FREE_VISIBLE_RECEIVED})`
  return Prisma.sql`(SELECT ${FREE_KIND}::int AS kind, f.other, f."isNew", f."createdAt", f.id
      FROM (${earliest(false)} UNION ALL ${earliest(true)}) f
     ORDER BY f."createdAt", f.id LIMIT ${FREE_VISIBLE_RECEIVED})`
}

/** The statements of these lists' pages (and for a free member of the free received likes). */
function listParts(viewer: LikesViewer, types: readonly LikesType[], offset: number): Prisma.Sql[] {
  const parts = types.map((type) => listSql(viewer, type, offset))
  if (!viewer.paidUser && types.includes('received')) parts.push(freeSql(viewer))
  return parts
}

function groupRows(viewer: LikesViewer, types: readonly LikesType[], rows: TaggedRow[]) {
  const byKind = (kind: number) => rows.filter((r) => r.kind === kind)
  return {
    rows: Object.fromEntries(types.map((type) => [type, byKind(KIND[type])])) as Partial<Record<LikesType, LikeRow[]>>,
    free: viewer.paidUser ? null : new Set(byKind(FREE_KIND).map((r) => r.other)),
  }
}

/** The pages of these lists in one statement. */
async function readPages(viewer: LikesViewer, types: readonly LikesType[], offset: number) {
  const parts = listParts(viewer, types, offset)
  const rows = parts.length ? await prisma.$queryRaw<TaggedRow[]>`${Prisma.join(parts, ' UNION ALL ')}` : []
  return groupRows(viewer, types, rows)
}

/**
 * Page 1: the counts and the lists in one statement (one round trip, one snapshot); the lists'
 * rows come back as one JSON array (the date as epoch milliseconds, exact for timestamp(3)).
 */
async function readFirstPage(viewer: LikesViewer, types: readonly LikesType[]) {
  const lists = Prisma.join(listParts(viewer, types, 0), ' UNION ALL ')
  const [row] = await prisma.$queryRaw<
    (MaintainedRow & { rows: [number, number, boolean, number, number][] })[]
  >`${countsStatement(
    viewer,
    Prisma.sql`, (SELECT coalesce(json_agg(json_build_array(t.kind, t.other, t."isNew",
                                  (extract(epoch FROM t."createdAt") * 1000)::bigint, t.id)), '[]'::json)
                   FROM (${lists}) t) AS "rows"`,
  )}`
  const rows = (row?.rows ?? []).map(([kind, other, isNew, at, id]): TaggedRow => ({
    kind,
    other,
    isNew,
    createdAt: new Date(at),
    id,
  }))
  return { counts: await countsOf(row, viewer), read: groupRows(viewer, types, rows) }
}

/**
 * The counts and one page of these tabs, with the member cards of the entries (one query for all
 * pages). Page 1 reads the counts and the pages in one statement; a later page reads the counts first
 * and skips the tabs that end before it (a page past the end would otherwise walk every like).
 */
async function tabs(
  viewer: LikesViewer,
  types: readonly LikesType[],
  pageNumber: number,
  now: Date,
): Promise<{ pages: Record<LikesType, LikesPage>; counts: LikesCounts }> {
  const page = Math.min(Math.max(1, Math.floor(pageNumber)), MAX_LIKES_PAGE)
  const offset = (page - 1) * LIKES_PAGE_SIZE
  let counts: LikesCounts
  let read: Awaited<ReturnType<typeof readPages>>
  if (page === 1) ({ counts, read } = await readFirstPage(viewer, types))
  else {
    counts = await readCounts(viewer)
    read = await readPages(
      viewer,
      types.filter((type) => counts[type] > offset),
      offset,
    )
  }
  const slices = types.map((type) => {
    const rows = read.rows[type] ?? []
    return { type, rows, locked: (other: number) => type === 'received' && read.free !== null && !read.free.has(other) }
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
  const pages = {} as Record<LikesType, LikesPage>
  for (const { type, rows, locked } of slices) {
    const total = counts[type]
    pages[type] = {
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
      total,
      pageNumber: page,
      pages: Math.max(1, Math.ceil(total / LIKES_PAGE_SIZE)),
    }
  }
  return { pages, counts }
}

export async function countLikes(viewer: LikesViewer): Promise<LikesCounts> {
  return readCounts(viewer)
}

export async function listLikes(viewer: LikesViewer, type: LikesType, pageNumber = 1, now = new Date()): Promise<LikesPage> {
  return (await tabs(viewer, [type], pageNumber, now)).pages[type]
}

/** A likes tab and the three counts. */
export async function likesTab(
  viewer: LikesViewer,
  type: LikesType,
  pageNumber = 1,
  now = new Date(),
): Promise<{ page: LikesPage; counts: LikesCounts }> {
  const { pages, counts } = await tabs(viewer, [type], pageNumber, now)
  return { page: pages[type], counts }
}

/** All three tabs' pages and the counts (GET /api/likes.php). */
export async function likesOverview(
  viewer: LikesViewer,
  pageNumber = 1,
  now = new Date(),
): Promise<Record<LikesType, LikesPage> & { counts: LikesCounts }> {
  const { pages, counts } = await tabs(viewer, LIKES_TYPES, pageNumber, now)
  return { ...pages, counts }
}
