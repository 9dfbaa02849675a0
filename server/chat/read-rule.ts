// The one read rule for messages (docs/security.md rule 13, docs/chat.md "Reading"). A member reads
// a conversation only when
//   1. it is theirs: on their site, and they are one of its two members;
//   2. the other member may still be reached: shown (active, confirmed, visible, not disabled or
//      leaving: the visibility rule of profile-access.ts) and no block either way;
//   3. and only the history they may see: a free member the last `Site.freeHistoryDays` days.
// A conversation that fails 1 or the visibility part of 2 answers like a missing one
// (`not_found`); a block answers `blocked` with the partner's name only. Every way of reading goes
// through here: the page /chats/{id}, GET /api/chat.php (?id=, before, after), marking read,
// typing, sending into a conversation, and the event stream's chat events (chat-events.ts). The
// chat list applies the same rule in its SQL (read-messages.ts, listConversations).
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { blockBetween, isShowable } from '../members/profile-access.ts'
import { historyCutoff } from './chat-rules.ts'
import { ChatError } from './chat-error.ts'
import { partnerProfileSelect, type PartnerProfile } from './chat-view.ts'

/** The member who reads: who, on which site, and whether premium (the history limit). */
export interface Reader {
  id: number
  siteId: number
  paidUser: boolean
}

export type Reach = { kind: 'ok'; profile: PartnerProfile } | { kind: 'not_found' } | { kind: 'blocked'; name: string }

/** Whether `viewerId` may reach member `partnerId` (rule 2): shown on the site, no block either way. */
export async function reachPartner(viewerId: number, siteId: number, partnerId: number): Promise<Reach> {
  const [profile, blocks] = await Promise.all([
    prisma.profile.findUnique({ where: { userId: partnerId }, select: partnerProfileSelect }),
    blockBetween(viewerId, partnerId),
  ])
  if (!profile || !isShowable(profile, siteId, false)) return { kind: 'not_found' }
  if (blocks.aBlockedB || blocks.bBlockedA) return { kind: 'blocked', name: profile.name }
  return { kind: 'ok', profile }
}

/** The other member of a conversation of `userId` on `siteId` (rule 1); ChatError('not_found') otherwise. */
export async function partnerIn(userId: number, siteId: number, conversationId: number): Promise<number> {
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

/** Rules 1 and 2: the partner as the reader may reach them; ChatError('not_found' | 'blocked') otherwise. */
export async function conversationPartner(
  readerId: number,
  siteId: number,
  conversationId: number,
): Promise<{ partnerId: number; partner: PartnerProfile }> {
  const partnerId = await partnerIn(readerId, siteId, conversationId)
  const reach = await reachPartner(readerId, siteId, partnerId)
  if (reach.kind === 'not_found') throw new ChatError('not_found')
  if (reach.kind === 'blocked') throw new ChatError('blocked', { name: reach.name })
  return { partnerId, partner: reach.profile }
}

export interface ReadableConversation {
  conversationId: number
  partnerId: number
  partner: PartnerProfile
  /** The oldest moment the reader sees (a free member); null: all of it. */
  cutoff: Date | null
  /** The messages the reader may read: every query for messages of the conversation starts here. */
  messages: Prisma.MessageWhereInput
}

/**
 * The whole rule: the conversation as `reader` may read it now, or ChatError('not_found' |
 * 'blocked'). The history limit is the reader's site's `freeHistoryDays`, read here, so no caller
 * can pass another.
 */
export async function readableConversation(
  reader: Reader,
  conversationId: number,
  now = new Date(),
): Promise<ReadableConversation> {
  const [{ partnerId, partner }, site] = await Promise.all([
    conversationPartner(reader.id, reader.siteId, conversationId),
    prisma.site.findUniqueOrThrow({ where: { id: reader.siteId }, select: { freeHistoryDays: true } }),
  ])
  const cutoff = historyCutoff(reader.paidUser, site.freeHistoryDays, now)
  return {
    conversationId,
    partnerId,
    partner,
    cutoff,
    messages: { conversationId, ...(cutoff ? { createdAt: { gte: cutoff } } : {}) },
  }
}

/**
 * Whether the member may read the conversation now (rules 1 and 2): what the event stream asks
 * before it passes on an event about a conversation. Events carry ids, never content, and are
 * kept an hour, so the history limit (days) has nothing to hide in them.
 */
export async function mayReadConversation(readerId: number, siteId: number, conversationId: number): Promise<boolean> {
  try {
    await conversationPartner(readerId, siteId, conversationId)
    return true
  } catch (error) {
    if (error instanceof ChatError) return false
    throw error
  }
}
