// Reading messages (SPEC §2 chats, chats-id, §4 Chat, §6 free member): the chat list, one
// conversation's pages, what came after a message, and marking a conversation read. Each goes
// through the one read rule (read-rule.ts); the chat list, one query for many conversations, writes
// the same rule in SQL.
import { prisma } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'
import { publishToMember } from '../realtime/member-events.ts'
import { activityCountsSql, countsOf, getActivityCounts, type ActivityCounts } from '../shell/shell-data.ts'
import { CHAT_LIST_LIMIT, MESSAGE_PAGE_SIZE, historyCutoff } from './chat-rules.ts'
import { getSiteById } from '../sites/get-site-by-host.ts'
import {
  chatMemberThumbSql,
  chatMessageColumnsSql,
  findMessageRows,
  messageRowOf,
  toChatMember,
  toChatMessage,
  type ChatMember,
  type ChatMessage,
  type MessageColumns,
} from './chat-view.ts'
import { readableConversation, type Reader } from './read-rule.ts'

/** Messages `?after=` answers at most (a live view catching up). */
export const MESSAGES_AFTER_LIMIT = 200

export interface ChatListEntry {
  conversationId: number
  partner: ChatMember
  /** The newest message the member may read (none when it is older than a free member's history). */
  lastMessage: ChatMessage | null
  unread: number
  lastMessageAt: string
}

/**
 * The member's chat list: their conversations with a member they may still reach (active, visible,
 * on this site, no block either way), newest first, CHAT_LIST_LIMIT at most, each with the newest
 * message the member may read. One statement (the poll asks for it every minute): the page is
 * picked in SQL (members with thousands of conversations included: the rule is checked in SQL,
 * not by loading every conversation), and each row carries its partner's name and thumbnail and
 * its last message with the message's gift and chat photo.
 */
export async function listConversations(reader: Reader, now = new Date()): Promise<ChatListEntry[]> {
  const rows = await prisma.$queryRaw<ChatListRow[]>(await chatListSql(reader, now))
  return rows.map((row) => toChatListEntry(row, reader.id))
}

/**
 * The chat list (listConversations) and the top-bar counts (getActivityCounts) in the same
 * statement: /api/chats.php, which every logged-in tab asks for every minute.
 */
export async function listConversationsAndCounts(
  reader: Reader,
  now = new Date(),
): Promise<{ chats: ChatListEntry[]; counts: ActivityCounts }> {
  const rows = await prisma.$queryRaw<(Partial<ChatListRow> & ActivityCounts)[]>`
    SELECT list.*, counts.* FROM (SELECT ${activityCountsSql(reader.id)}) counts
      LEFT JOIN LATERAL (${await chatListSql(reader, now)}) list ON true
     ORDER BY list."lastMessageAt" DESC`
  return {
    chats: rows.flatMap((row) => (row.conversationId == null ? [] : [toChatListEntry(row as ChatListRow, reader.id)])),
    counts: countsOf(rows[0]),
  }
}

async function chatListSql(reader: Reader, now: Date): Promise<Prisma.Sql> {
  const { id: userId, siteId } = reader
  const site = await getSiteById(siteId)
  const cutoff = historyCutoff(reader.paidUser, site.freeHistoryDays, now)
  const withinHistory = cutoff ? Prisma.sql`AND m."createdAt" >= ${cutoff}` : Prisma.empty
  return Prisma.sql`
    SELECT page."conversationId", page."partnerId", page.unread, page."lastMessageAt",
           page.name, page.fictional, thumb."thumbFilename",
           ${chatMessageColumnsSql('last', 'g', 'cp')}
      FROM (
        SELECT cm."conversationId", other."userId" AS "partnerId", cm."unreadCount" AS unread, cm."lastMessageAt",
               p.name, p.fictional
          FROM "ConversationMember" cm
          JOIN "Conversation" c ON c.id = cm."conversationId" AND c."siteId" = ${siteId}
          JOIN "ConversationMember" other ON other."conversationId" = cm."conversationId" AND other."userId" <> cm."userId"
          JOIN "User" u ON u.id = other."userId" AND u.status = 'active' AND NOT u.invisible
          JOIN "Profile" p ON p."userId" = other."userId" AND p.status = 'active' AND NOT p.invisible AND p."siteId" = ${siteId}
         WHERE cm."userId" = ${userId} AND cm."removedAt" IS NULL
           AND NOT EXISTS (SELECT 1 FROM "Block" b
                            WHERE (b."blockerId" = other."userId" AND b."blockedId" = ${userId})
                               OR (b."blockerId" = ${userId} AND b."blockedId" = other."userId"))
         ORDER BY cm."lastMessageAt" DESC
         LIMIT ${CHAT_LIST_LIMIT}
      ) page
      LEFT JOIN LATERAL (${chatMemberThumbSql(Prisma.sql`page."partnerId"`)}) thumb ON true
      LEFT JOIN LATERAL (
        SELECT m.* FROM "Message" m WHERE m."conversationId" = page."conversationId" ${withinHistory}
         ORDER BY m."createdAt" DESC, m.id DESC LIMIT 1
      ) last ON true
      LEFT JOIN "Gift" g ON g.id = last."giftId"
      LEFT JOIN "ChatPhoto" cp ON cp.id = last."chatPhotoId"
     ORDER BY page."lastMessageAt" DESC`
}

const toChatListEntry = (row: ChatListRow, userId: number): ChatListEntry => ({
  conversationId: row.conversationId,
  partner: toChatMember({
    userId: row.partnerId,
    name: row.name,
    fictional: row.fictional,
    user: { photos: row.thumbFilename === null ? [] : [{ thumbFilename: row.thumbFilename }] },
  }),
  lastMessage: row.messageId === null ? null : toChatMessage(messageRowOf(row), userId),
  unread: row.unread,
  lastMessageAt: row.lastMessageAt.toISOString(),
})

type ChatListRow = {
  conversationId: number
  partnerId: number
  unread: number
  lastMessageAt: Date
  name: string
  fictional: boolean
  thumbFilename: string | null
} & MessageColumns

export interface ConversationView {
  conversationId: number
  partner: ChatMember
  messages: ChatMessage[]
  /** Older messages the member may see exist (page back with `before`). */
  hasOlder: boolean
  /** Older messages exist that a free member does not see (the Get premium prompt). */
  hiddenOlder: number
  partnerLastReadAt: string | null
}

/**
 * One conversation as `reader` may read it: the newest page of messages (or the page before
 * message `before`) within the history they see. ChatError('not_found' | 'blocked') otherwise.
 */
export async function getConversation(
  reader: Reader,
  conversationId: number,
  options: { before?: number | null; now?: Date } = {},
): Promise<ConversationView> {
  const readable = await readableConversation(reader, conversationId, options.now)
  const { cutoff, partnerId } = readable
  const where: Prisma.MessageWhereInput = { ...readable.messages, ...(options.before ? { id: { lt: options.before } } : {}) }
  const [rows, hiddenOlder, partnerSide] = await Promise.all([
    findMessageRows({ where, orderBy: { id: 'desc' }, take: MESSAGE_PAGE_SIZE + 1 }),
    cutoff ? prisma.message.count({ where: { conversationId, createdAt: { lt: cutoff } } }) : Promise.resolve(0),
    prisma.conversationMember.findUnique({
      where: { conversationId_userId: { conversationId, userId: partnerId } },
      select: { lastReadAt: true },
    }),
  ])
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse()
  return {
    conversationId,
    partner: toChatMember(readable.partner),
    messages: page.map((m) => toChatMessage(m, reader.id)),
    hasOlder: rows.length > MESSAGE_PAGE_SIZE,
    hiddenOlder,
    partnerLastReadAt: partnerSide?.lastReadAt?.toISOString() ?? null,
  }
}

/**
 * Messages newer than message `after` (the live view catching up after an event or a reconnect),
 * oldest first, MESSAGES_AFTER_LIMIT at most, within the history `reader` sees.
 */
export async function messagesAfter(
  reader: Reader,
  conversationId: number,
  after: number,
  now = new Date(),
): Promise<ChatMessage[]> {
  const readable = await readableConversation(reader, conversationId, now)
  const rows = await findMessageRows({
    where: { ...readable.messages, id: { gt: after } },
    orderBy: { id: 'asc' },
    take: MESSAGES_AFTER_LIMIT,
  })
  return rows.map((m) => toChatMessage(m, reader.id))
}

/** Sets the reader's unread count to 0 (SPEC §4) and tells the other member; the read rule first. */
export async function markRead(reader: Reader, conversationId: number, now = new Date()): Promise<void> {
  const { partnerId } = await readableConversation(reader, conversationId, now)
  await markReadChecked(reader.id, partnerId, conversationId, now)
}

/** Opening a conversation (the page /chats/{id}): its messages as `reader` may read them, and it is read. */
export async function openConversation(
  reader: Reader,
  conversationId: number,
  options: { before?: number | null; now?: Date } = {},
): Promise<ConversationView> {
  const view = await getConversation(reader, conversationId, options)
  await markReadChecked(reader.id, view.partner.id, conversationId, options.now ?? new Date())
  return view
}

async function markReadChecked(userId: number, partnerId: number, conversationId: number, now: Date) {
  const { count } = await prisma.conversationMember.updateMany({
    where: { conversationId, userId },
    data: { unreadCount: 0, lastReadAt: now },
  })
  if (!count) return
  const counts = await getActivityCounts(userId)
  await Promise.all([
    publishToMember(partnerId, { type: 'read', conversationId, readerId: userId, lastReadAt: now.toISOString() }),
    publishToMember(userId, { type: 'counts', ...counts }),
  ])
}
