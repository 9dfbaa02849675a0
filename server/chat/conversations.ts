// Conversations between two members (SPEC §2 chats, §4 Chat, §6 free member and blocking): the
// chat list, one conversation with its history, sending (credits spent in the same transaction,
// once per idempotency key), read state and removing a chat. Every function checks that the
// member takes part in the conversation and that the other member may still be reached (the
// visibility rule of profile-access.ts, blocks either way): anything else answers "not found".
import { prisma } from '../db.ts'
import { type Prisma, type MessageType } from '../generated/prisma/client.ts'
import { assertMayActOnOthers } from '../accounts/member-policy.ts'
import { InsufficientCreditsError, spendCredits } from '../credits/ledger.ts'
import { blockBetween, isShowable, profileAccessSelect } from '../members/profile-access.ts'
import { photoUrl } from '../photos/photo-url.ts'
import { publishToMember } from '../realtime/member-events.ts'
import { notify } from '../notifications/notify.ts'
import { getActivityCounts } from '../shell/shell-data.ts'
import {
  CHAT_LIST_LIMIT,
  FREE_CONVERSATIONS,
  MESSAGE_PAGE_SIZE,
  freeMessagesLeft,
  historyCutoff,
  memberPair,
  messageCost,
  normaliseText,
  type MessageKind,
} from './chat-rules.ts'
import { ServiceError } from '../errors.ts'

export type ChatErrorCode =
  | 'not_found'
  | 'blocked'
  | 'empty'
  | 'too_long'
  | 'conversation_limit'
  | 'insufficient_credits'
  | 'gift_not_found'
  | 'invalid_gif'
  | 'cannot_message_self'
  | 'photo_not_found'

export class ChatError extends ServiceError<ChatErrorCode, { name?: string; needed?: number; balance?: number }> {}

export interface ChatMember {
  id: number
  name: string
  photo: string | null
  fictional: boolean
}

export interface ChatMessage {
  id: number
  conversationId: number
  senderId: number
  own: boolean
  type: MessageType
  body: string | null
  gift: { id: number; slug: string; icon: string; credits: number } | null
  gifUrl: string | null
  /** A photo message's picture: a signed address for the two members, with its size. */
  photoUrl: string | null
  photoSize: { width: number; height: number } | null
  credits: number
  createdAt: string
}

const partnerProfileSelect = {
  ...profileAccessSelect,
  user: {
    select: {
      status: true,
      invisible: true,
      photos: {
        where: { isMain: true, status: 'active', visibility: 'public' },
        take: 1,
        select: { thumbFilename: true },
      },
    },
  },
} satisfies Prisma.ProfileSelect

/** What the chat list shows of a partner (the list's own SQL has checked they may be reached). */
const chatMemberSelect = {
  userId: true,
  name: true,
  fictional: true,
  user: { select: { photos: partnerProfileSelect.user.select.photos } },
} satisfies Prisma.ProfileSelect

type ChatMemberRow = Prisma.ProfileGetPayload<{ select: typeof chatMemberSelect }>
type PartnerProfile = Prisma.ProfileGetPayload<{ select: typeof partnerProfileSelect }>

const toChatMember = (p: ChatMemberRow): ChatMember => ({
  id: p.userId,
  name: p.name,
  photo: p.user.photos[0] ? photoUrl(p.user.photos[0].thumbFilename) : null,
  fictional: p.fictional,
})

export const messageSelect = {
  id: true,
  conversationId: true,
  senderId: true,
  type: true,
  body: true,
  gifUrl: true,
  credits: true,
  createdAt: true,
  gift: { select: { id: true, slug: true, icon: true, credits: true } },
  chatPhoto: { select: { filename: true, width: true, height: true } },
} satisfies Prisma.MessageSelect

type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>

export function toChatMessage(m: MessageRow, viewerId: number): ChatMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    own: m.senderId === viewerId,
    type: m.type,
    body: m.body,
    gift: m.gift,
    gifUrl: m.gifUrl,
    photoUrl: m.chatPhoto ? photoUrl(m.chatPhoto.filename) : null,
    photoSize: m.chatPhoto ? { width: m.chatPhoto.width, height: m.chatPhoto.height } : null,
    credits: m.senderId === viewerId ? m.credits : 0,
    createdAt: m.createdAt.toISOString(),
  }
}

/** The other member of a conversation as `viewerId` may reach them, or why not. */
async function reachPartner(
  viewerId: number,
  siteId: number,
  partnerId: number,
): Promise<{ kind: 'ok'; profile: PartnerProfile } | { kind: 'not_found' } | { kind: 'blocked'; name: string }> {
  const profile = await prisma.profile.findUnique({ where: { userId: partnerId }, select: partnerProfileSelect })
  if (!profile || !isShowable(profile, siteId, false)) return { kind: 'not_found' }
  const blocks = await blockBetween(viewerId, partnerId)
  if (blocks.aBlockedB || blocks.bBlockedA) return { kind: 'blocked', name: profile.name }
  return { kind: 'ok', profile }
}

/** The conversation between two members, if they have one. */
export async function findConversationBetween(a: number, b: number): Promise<number | null> {
  const [low, high] = memberPair(a, b)
  const found = await prisma.conversation.findUnique({
    where: { memberLowId_memberHighId: { memberLowId: low, memberHighId: high } },
    select: { id: true },
  })
  return found?.id ?? null
}

/** How many conversations the member started (the free limit counts these). */
export async function startedConversations(userId: number): Promise<number> {
  return prisma.conversation.count({ where: { initiatorId: userId } })
}

export interface ComposeState {
  credits: number
  paidUser: boolean
  freeMessagesLeft: number
  messageCredits: number
  photoCredits: number
  messageLength: number
  /** A free member who started the allowed conversations may not start another. */
  mayStart: boolean
}

export async function composeState(
  user: { id: number; credits: number; paidUser: boolean },
  site: { freeMessages: number; messageCredits: number; photoCredits: number; messageLength: number },
): Promise<ComposeState> {
  const [freeSent, started] = await Promise.all([
    prisma.message.count({ where: { senderId: user.id, credits: 0, type: { in: ['text', 'gif'] } } }),
    startedConversations(user.id),
  ])
  return {
    credits: user.credits,
    paidUser: user.paidUser,
    freeMessagesLeft: freeMessagesLeft(site.freeMessages, freeSent),
    messageCredits: site.messageCredits,
    photoCredits: site.photoCredits,
    messageLength: site.messageLength,
    mayStart: user.paidUser || started < FREE_CONVERSATIONS,
  }
}

export type OpenWithMember =
  | { kind: 'not_found' }
  | { kind: 'self' }
  | { kind: 'blocked'; name: string }
  | { kind: 'existing'; conversationId: number }
  | { kind: 'new'; partner: ChatMember }

/** /members/{id}/chat: the conversation with that member, or what a new one needs. Reads only. */
export async function openWithMember(viewerId: number, siteId: number, memberId: number): Promise<OpenWithMember> {
  if (viewerId === memberId) return { kind: 'self' }
  const reach = await reachPartner(viewerId, siteId, memberId)
  if (reach.kind !== 'ok') return reach
  const existing = await findConversationBetween(viewerId, memberId)
  if (existing) {
    const mine = await prisma.conversationMember.findUnique({
      where: { conversationId_userId: { conversationId: existing, userId: viewerId } },
      select: { userId: true },
    })
    if (mine) return { kind: 'existing', conversationId: existing }
  }
  return { kind: 'new', partner: toChatMember(reach.profile) }
}

export interface ChatListEntry {
  conversationId: number
  partner: ChatMember
  lastMessage: ChatMessage | null
  unread: number
  lastMessageAt: string
}

/**
 * The member's chat list, newest first: conversations not removed by them whose other member may
 * still be reached (not blocked either way, not deleted, hidden or disabled).
 */
/**
 * The member's chat list: their conversations with a member they may still reach (active, visible,
 * on this site, no block either way), newest first, CHAT_LIST_LIMIT at most. One query picks the
 * page (members with thousands of conversations included: the rule is checked in SQL, not by
 * loading every conversation), then the partners' profiles and the last messages are read by id.
 */
export async function listConversations(userId: number, siteId: number): Promise<ChatListEntry[]> {
  const page = await prisma.$queryRaw<
    { conversationId: number; partnerId: number; unread: number; lastMessageAt: Date; lastMessageId: number | null }[]
  >`
    SELECT page."conversationId", page."partnerId", page.unread, page."lastMessageAt", last.id AS "lastMessageId"
      FROM (
        SELECT cm."conversationId", other."userId" AS "partnerId", cm."unreadCount" AS unread, cm."lastMessageAt"
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
      LEFT JOIN LATERAL (
        SELECT m.id FROM "Message" m WHERE m."conversationId" = page."conversationId"
         ORDER BY m."createdAt" DESC, m.id DESC LIMIT 1
      ) last ON true
     ORDER BY page."lastMessageAt" DESC`
  if (!page.length) return []
  const lastIds = page.flatMap((r) => (r.lastMessageId === null ? [] : [r.lastMessageId]))
  const [profiles, messages] = await Promise.all([
    prisma.profile.findMany({ where: { userId: { in: page.map((r) => r.partnerId) } }, select: chatMemberSelect }),
    lastIds.length ? prisma.message.findMany({ where: { id: { in: lastIds } }, select: messageSelect }) : [],
  ])
  const profileOf = new Map(profiles.map((p) => [p.userId, p]))
  const messageOf = new Map(messages.map((m) => [m.id, m]))
  return page.flatMap((row) => {
    const profile = profileOf.get(row.partnerId)
    if (!profile) return []
    const last = row.lastMessageId === null ? undefined : messageOf.get(row.lastMessageId)
    return [
      {
        conversationId: row.conversationId,
        partner: toChatMember(profile),
        lastMessage: last ? toChatMessage(last, userId) : null,
        unread: row.unread,
        lastMessageAt: row.lastMessageAt.toISOString(),
      },
    ]
  })
}

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

/** Which conversation member rows exist for `userId` in `conversationId` (not removed or removed). */
async function partnerOf(userId: number, conversationId: number, siteId: number): Promise<number> {
  const conversation = await prisma.conversation.findUnique({
    where: { id: conversationId },
    select: { siteId: true, members: { select: { userId: true } } },
  })
  if (!conversation || conversation.siteId !== siteId || !conversation.members.some((m) => m.userId === userId))
    throw new ChatError('not_found')
  const partner = conversation.members.find((m) => m.userId !== userId)
  if (!partner) throw new ChatError('not_found')
  return partner.userId
}

/**
 * One conversation for `viewer`: the newest page of messages (or the page before message
 * `before`), history older than the free limit left out for free members. Reads only.
 */
export async function getConversation(
  viewer: { id: number; paidUser: boolean },
  site: { id: number; freeHistoryDays: number },
  conversationId: number,
  options: { before?: number | null; now?: Date } = {},
): Promise<ConversationView> {
  const partnerId = await partnerOf(viewer.id, conversationId, site.id)
  const reach = await reachPartner(viewer.id, site.id, partnerId)
  if (reach.kind === 'not_found') throw new ChatError('not_found')
  if (reach.kind === 'blocked') throw new ChatError('blocked', { name: reach.name })
  const cutoff = historyCutoff(viewer.paidUser, site.freeHistoryDays, options.now ?? new Date())
  const where: Prisma.MessageWhereInput = {
    conversationId,
    ...(options.before ? { id: { lt: options.before } } : {}),
    ...(cutoff ? { createdAt: { gte: cutoff } } : {}),
  }
  const [rows, hiddenOlder, partnerSide] = await Promise.all([
    prisma.message.findMany({ where, orderBy: { id: 'desc' }, take: MESSAGE_PAGE_SIZE + 1, select: messageSelect }),
    cutoff ? prisma.message.count({ where: { conversationId, createdAt: { lt: cutoff } } }) : Promise.resolve(0),
    prisma.conversationMember.findUnique({
      where: { conversationId_userId: { conversationId, userId: partnerId } },
      select: { lastReadAt: true },
    }),
  ])
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse()
  return {
    conversationId,
    partner: toChatMember(reach.profile),
    messages: page.map((m) => toChatMessage(m, viewer.id)),
    hasOlder: rows.length > MESSAGE_PAGE_SIZE,
    hiddenOlder,
    partnerLastReadAt: partnerSide?.lastReadAt?.toISOString() ?? null,
  }
}

/** Messages newer than `after` (the live view catching up after an event or a reconnect). */
export async function messagesAfter(
  viewer: { id: number },
  siteId: number,
  conversationId: number,
  after: number,
): Promise<ChatMessage[]> {
  await partnerOf(viewer.id, conversationId, siteId)
  const rows = await prisma.message.findMany({
    where: { conversationId, id: { gt: after } },
    orderBy: { id: 'asc' },
    take: 200,
    select: messageSelect,
  })
  return rows.map((m) => toChatMessage(m, viewer.id))
}

/** Opening a conversation sets its unread count to 0 (SPEC §4) and tells the other member. */
export async function markRead(userId: number, conversationId: number, now = new Date()): Promise<void> {
  const { count } = await prisma.conversationMember.updateMany({
    where: { conversationId, userId },
    data: { unreadCount: 0, lastReadAt: now },
  })
  if (!count) return
  const partner = await prisma.conversationMember.findFirst({
    where: { conversationId, userId: { not: userId } },
    select: { userId: true },
  })
  const counts = await getActivityCounts(userId)
  await Promise.all([
    partner
      ? publishToMember(partner.userId, { type: 'read', conversationId, readerId: userId, lastReadAt: now.toISOString() })
      : null,
    publishToMember(userId, { type: 'counts', ...counts }),
  ])
}

/** Removes the chat from the member's list (the other member keeps it); 'not_found' otherwise. */
export async function removeConversation(userId: number, siteId: number, conversationId: number): Promise<void> {
  await partnerOf(userId, conversationId, siteId)
  await prisma.conversationMember.update({
    where: { conversationId_userId: { conversationId, userId } },
    data: { removedAt: new Date(), unreadCount: 0 },
  })
  const counts = await getActivityCounts(userId)
  await publishToMember(userId, { type: 'conversation_removed', conversationId })
  await publishToMember(userId, { type: 'counts', ...counts })
}

export type SendContent =
  | { kind: 'text'; text: unknown }
  | { kind: 'gif'; url: string }
  | { kind: 'gift'; giftId: number }
  /** A picture the sender uploaded for this message (server/chat/chat-photos.ts). */
  | { kind: 'photo'; chatPhotoId: number }

export interface SendInput {
  senderId: number
  siteId: number
  /** An existing conversation of the sender, or the member to write to (starting one if needed). */
  to: { conversationId: number } | { memberId: number }
  content: SendContent
  /** The client's idempotency key: a retry with the same key returns the first message, charged once. */
  clientKey: string | null
  /** Checks a GIF address (the built-in set or the configured provider). */
  isAllowedGif?: (url: string) => boolean
}

export interface SendResult {
  message: ChatMessage
  conversationId: number
  credits: number
  /** False when the key had been used: nothing new was stored or charged. */
  created: boolean
  startedConversation: boolean
}

const lockMember = (tx: Prisma.TransactionClient, userId: number) =>
  tx.$queryRaw<{ credits: number; paidUser: boolean }[]>`
    SELECT credits, "paidUser" FROM "User" WHERE id = ${userId} FOR UPDATE`

/**
 * Sends one message. In one transaction (the sender's row locked, so two tabs sending at once
 * queue up): the idempotency key is checked, the conversation found or started (a free member
 * starts at most FREE_CONVERSATIONS), the message stored and its credits spent with a ledger row.
 * Nothing is stored or charged when any rule refuses (ChatError). After the commit the other
 * member's open pages and the notification jobs hear of it.
 */
export async function sendMessage(input: SendInput): Promise<SendResult> {
  const { senderId, siteId, content } = input
  await assertMayActOnOthers(senderId)
  const site = await prisma.site.findUniqueOrThrow({
    where: { id: siteId },
    select: { messageCredits: true, photoCredits: true, messageLength: true, freeMessages: true },
  })
  // What the message is, checked before anything is written.
  let data: { type: MessageType; body?: string; giftId?: number; gifUrl?: string; chatPhotoId?: number }
  let giftCredits = 0
  if (content.kind === 'text') {
    const text = normaliseText(content.text, site.messageLength)
    if (!text.ok) throw new ChatError(text.error)
    data = { type: 'text', body: text.text }
  } else if (content.kind === 'gif') {
    if (!input.isAllowedGif?.(content.url)) throw new ChatError('invalid_gif')
    data = { type: 'gif', gifUrl: content.url }
  } else if (content.kind === 'photo') {
    const photo = await prisma.chatPhoto.findUnique({
      where: { id: content.chatPhotoId },
      select: { uploaderId: true, message: { select: { id: true } } },
    })
    if (!photo || photo.uploaderId !== senderId || photo.message) throw new ChatError('photo_not_found')
    data = { type: 'photo', chatPhotoId: content.chatPhotoId }
  } else {
    const gift = await prisma.gift.findFirst({ where: { id: content.giftId, active: true }, select: { id: true, credits: true } })
    if (!gift) throw new ChatError('gift_not_found')
    giftCredits = gift.credits
    data = { type: 'gift', giftId: gift.id }
  }

  // Who it goes to, and whether they may be reached.
  let partnerId: number
  if ('conversationId' in input.to) partnerId = await partnerOf(senderId, input.to.conversationId, siteId)
  else partnerId = input.to.memberId
  if (partnerId === senderId) throw new ChatError('cannot_message_self')
  const reach = await reachPartner(senderId, siteId, partnerId)
  if (reach.kind === 'not_found') throw new ChatError('not_found')
  if (reach.kind === 'blocked') throw new ChatError('blocked', { name: reach.name })

  const [low, high] = memberPair(senderId, partnerId)
  const result = await prisma.$transaction(async (tx) => {
    const [me] = await lockMember(tx, senderId)
    if (!me) throw new ChatError('not_found')
    if (input.clientKey) {
      const earlier = await tx.message.findUnique({
        where: { senderId_clientKey: { senderId, clientKey: input.clientKey } },
        select: messageSelect,
      })
      if (earlier)
        return { row: earlier, conversationId: earlier.conversationId, credits: me.credits, created: false, started: false }
    }
    let conversation = await tx.conversation.findUnique({
      where: { memberLowId_memberHighId: { memberLowId: low, memberHighId: high } },
      select: { id: true, siteId: true },
    })
    let started = false
    if (conversation && conversation.siteId !== siteId) throw new ChatError('not_found')
    if (!conversation) {
      if (!me.paidUser) {
        const count = await tx.conversation.count({ where: { initiatorId: senderId } })
        if (count >= FREE_CONVERSATIONS) throw new ChatError('conversation_limit')
      }
      conversation = await tx.conversation.create({
        data: {
          siteId,
          initiatorId: senderId,
          memberLowId: low,
          memberHighId: high,
          members: { create: [{ userId: senderId }, { userId: partnerId }] },
        },
        select: { id: true, siteId: true },
      })
      started = true
    }
    const freeSent =
      data.type === 'text' || data.type === 'gif'
        ? await tx.message.count({ where: { senderId, credits: 0, type: { in: ['text', 'gif'] } } })
        : 0
    const cost = messageCost(content.kind as MessageKind, site, freeMessagesLeft(site.freeMessages, freeSent), giftCredits)
    if (cost > me.credits) throw new ChatError('insufficient_credits', { needed: cost, balance: me.credits })
    const now = new Date()
    const row = await tx.message.create({
      data: { ...data, conversationId: conversation.id, senderId, credits: cost, clientKey: input.clientKey, createdAt: now },
      select: messageSelect,
    })
    let credits = me.credits
    if (cost > 0) {
      try {
        credits = await spendCredits(tx, {
          userId: senderId,
          amount: cost,
          reason: data.type === 'photo' ? 'photo' : data.type === 'gift' ? 'gift' : 'message',
          messageId: row.id,
        })
      } catch (error) {
        if (error instanceof InsufficientCreditsError)
          throw new ChatError('insufficient_credits', { needed: cost, balance: error.details.balance })
        throw error
      }
    }
    await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: now } })
    await tx.conversationMember.update({
      where: { conversationId_userId: { conversationId: conversation.id, userId: senderId } },
      data: { removedAt: null, unreadCount: 0, lastReadAt: now, lastMessageAt: now },
    })
    await tx.conversationMember.update({
      where: { conversationId_userId: { conversationId: conversation.id, userId: partnerId } },
      data: { removedAt: null, unreadCount: { increment: 1 }, lastMessageAt: now },
    })
    return { row, conversationId: conversation.id, credits, created: true, started }
  })

  if (result.created) await announce(senderId, partnerId, result.conversationId, result.row.id, result.started)
  else if (Date.now() - result.row.createdAt.getTime() < ANNOUNCE_AGAIN_MS) {
    // The first try may have been answered by a process that stored the message and died before
    // announcing it (docs/operations.md): announce it again. Pages refetch on the event, and the
    // notification is keyed by the message, so an announcement made twice shows and sends once.
    const first =
      (await prisma.message.count({ where: { conversationId: result.conversationId, id: { lt: result.row.id } } })) === 0
    await announce(senderId, partnerId, result.conversationId, result.row.id, first)
  }
  return {
    message: toChatMessage(result.row, senderId),
    conversationId: result.conversationId,
    credits: result.credits,
    created: result.created,
    startedConversation: result.started,
  }
}

/** A send retried (same client_key) this soon after its message was stored announces it again. */
const ANNOUNCE_AGAIN_MS = 2 * 60_000

/** After the commit: live events for both members' pages, then the notification job. */
async function announce(senderId: number, recipientId: number, conversationId: number, messageId: number, started: boolean) {
  const event = { type: 'message' as const, conversationId, messageId, senderId }
  const counts = await getActivityCounts(recipientId).catch(() => null)
  await Promise.all([
    publishToMember(recipientId, event),
    publishToMember(senderId, event),
    counts ? publishToMember(recipientId, { type: 'counts', ...counts }) : null,
  ])
  await notify({ type: started ? 'new_conversation' : 'new_message', recipientId, senderId, conversationId, messageId }).catch(
    () => undefined,
  )
}

/** The typing indicator: tells the other member's open pages (nothing is stored). */
export async function sendTyping(userId: number, siteId: number, conversationId: number): Promise<void> {
  const partnerId = await partnerOf(userId, conversationId, siteId)
  const reach = await reachPartner(userId, siteId, partnerId)
  if (reach.kind !== 'ok') throw new ChatError(reach.kind === 'blocked' ? 'blocked' : 'not_found')
  await publishToMember(partnerId, { type: 'typing', conversationId, senderId: userId })
}

/** The seeded gifts on offer, cheapest first. */
export async function listGifts() {
  return prisma.gift.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    select: { id: true, slug: true, icon: true, credits: true },
  })
}

/** The icebreakers in the member's language (English when there are none in it). */
export async function listIcebreakers(language: string) {
  const rows = await prisma.icebreaker.findMany({ where: { language }, orderBy: { sortOrder: 'asc' }, select: { text: true } })
  if (rows.length || language === 'en') return rows.map((r) => r.text)
  return (
    await prisma.icebreaker.findMany({ where: { language: 'en' }, orderBy: { sortOrder: 'asc' }, select: { text: true } })
  ).map((r) => r.text)
}

export { MESSAGE_PAGE_SIZE }
