// Conversations between two members (SPEC §2 chats, members-id-chat, §4 Chat, §6 free member):
// finding one, what the composer needs, opening a chat with a member, removing a chat, gifts and
// icebreakers. Reading messages is in read-messages.ts, sending in send-message.ts; both follow the
// one read rule of read-rule.ts.
import { prisma } from '../db.ts'
import { FREE_CONVERSATIONS, freeMessagesLeft, memberPair } from './chat-rules.ts'
import { publishToMember } from '../realtime/member-events.ts'
import { getActivityCounts } from '../shell/shell-data.ts'
import { toChatMember, type ChatMember } from './chat-view.ts'
import { partnerIn, reachPartner } from './read-rule.ts'

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

/**
 * Removes the chat from the member's list (the other member keeps it); 'not_found' when it is not
 * theirs. Allowed while blocked either way: a member may always tidy their own list.
 */
export async function removeConversation(userId: number, siteId: number, conversationId: number): Promise<void> {
  await partnerIn(userId, siteId, conversationId)
  await prisma.conversationMember.update({
    where: { conversationId_userId: { conversationId, userId } },
    data: { removedAt: new Date(), unreadCount: 0 },
  })
  const counts = await getActivityCounts(userId)
  await publishToMember(userId, { type: 'conversation_removed', conversationId })
  await publishToMember(userId, { type: 'counts', ...counts })
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
