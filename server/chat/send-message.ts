// Sending (SPEC §4 Chat, §6 free member, §8 credits): one message, its credits spent in the same
// transaction, once per idempotency key; and the typing signal. docs/chat.md "Charging".
import { prisma } from '../db.ts'
import { transaction } from '../db/conflict-retry.ts'
import type { MessageType, Prisma } from '../generated/prisma/client.ts'
import { assertMayActOnOthers } from '../accounts/member-policy.ts'
import { InsufficientCreditsError, spendCredits } from '../credits/ledger.ts'
import { publishToMember } from '../realtime/member-events.ts'
import { notify } from '../notifications/notify.ts'
import { getActivityCounts } from '../shell/shell-data.ts'
import { FREE_CONVERSATIONS, freeMessagesLeft, memberPair, messageCost, normaliseText, type MessageKind } from './chat-rules.ts'
import { ChatError, NotFictionalError } from './chat-error.ts'
import { messageSelect, toChatMessage, type ChatMessage } from './chat-view.ts'
import { conversationPartner, reachPartner } from './read-rule.ts'
import { publishInboxEvent } from '../inbox/inbox-events.ts'
import { trackWaiting, type WaitingChange } from '../inbox/waiting.ts'

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
  /**
   * An operator writes as the sender, who must be a fictional profile (else NotFictionalError,
   * nothing stored): the message costs nothing, and `inTransaction` runs in the message's
   * transaction once it is stored (the claim check, the audit row, the answer's figures:
   * server/inbox/answer.ts). The member sees an ordinary message of the profile.
   */
  operator?: OperatorSend
}

export interface OperatorSend {
  inTransaction: (
    tx: Prisma.TransactionClient,
    message: { id: number; conversationId: number; recipientId: number; createdAt: Date; waitingSince: Date | null },
  ) => Promise<void>
}

export interface SendResult {
  message: ChatMessage
  conversationId: number
  credits: number
  /** False when the key had been used: nothing new was stored or charged. */
  created: boolean
  startedConversation: boolean
}

type MessageData = { type: MessageType; body?: string; giftId?: number; gifUrl?: string; chatPhotoId?: number }

/**
 * The sender's row, locked against their own other sends (two tabs queue up). NO KEY UPDATE, not
 * UPDATE: another member's transaction that stores a row pointing at this member (their side of a
 * new conversation) only needs KEY SHARE, and must not wait for us while we wait for it.
 */
const lockSender = (tx: Prisma.TransactionClient, userId: number) =>
  tx.$queryRaw<{ credits: number; paidUser: boolean; fictional: boolean }[]>`
    SELECT u.credits, u."paidUser", coalesce(p.fictional, false) AS fictional
      FROM "User" u LEFT JOIN "Profile" p ON p."userId" = u.id
     WHERE u.id = ${userId} FOR NO KEY UPDATE OF u`

/** What the message is, checked before anything is written; a gift's price. */
async function messageData(
  input: SendInput,
  site: { messageLength: number },
): Promise<{ data: MessageData; giftCredits: number }> {
  const { content, senderId } = input
  if (content.kind === 'text') {
    const text = normaliseText(content.text, site.messageLength)
    if (!text.ok) throw new ChatError(text.error)
    return { data: { type: 'text', body: text.text }, giftCredits: 0 }
  }
  if (content.kind === 'gif') {
    if (!input.isAllowedGif?.(content.url)) throw new ChatError('invalid_gif')
    return { data: { type: 'gif', gifUrl: content.url }, giftCredits: 0 }
  }
  if (content.kind === 'photo') {
    const photo = await prisma.chatPhoto.findUnique({
      where: { id: content.chatPhotoId },
      select: { uploaderId: true, message: { select: { id: true } } },
    })
    if (!photo || photo.uploaderId !== senderId || photo.message) throw new ChatError('photo_not_found')
    return { data: { type: 'photo', chatPhotoId: content.chatPhotoId }, giftCredits: 0 }
  }
  const gift = await prisma.gift.findFirst({ where: { id: content.giftId, active: true }, select: { id: true, credits: true } })
  if (!gift) throw new ChatError('gift_not_found')
  return { data: { type: 'gift', giftId: gift.id }, giftCredits: gift.credits }
}

/** Who the message goes to, if the sender may reach them. */
async function recipientOf(input: SendInput): Promise<number> {
  const { senderId, siteId } = input
  if ('conversationId' in input.to) return (await conversationPartner(senderId, siteId, input.to.conversationId)).partnerId
  const partnerId = input.to.memberId
  if (partnerId === senderId) throw new ChatError('cannot_message_self')
  const reach = await reachPartner(senderId, siteId, partnerId)
  if (reach.kind === 'not_found') throw new ChatError('not_found')
  if (reach.kind === 'blocked') throw new ChatError('blocked', { name: reach.name })
  return partnerId
}

/**
 * The pair's conversation, started by the sender when there is none. Race-safe: when the other
 * member starts it at the same moment, the insert waits for theirs and then uses it (answering is
 * not starting, so the free limit is not touched). A free member's start is refused beyond
 * FREE_CONVERSATIONS.
 */
async function conversationFor(
  tx: Prisma.TransactionClient,
  sender: { id: number; paidUser: boolean },
  partnerId: number,
  siteId: number,
): Promise<{ id: number; started: boolean }> {
  const [low, high] = memberPair(sender.id, partnerId)
  const pair = { memberLowId_memberHighId: { memberLowId: low, memberHighId: high } }
  const existing = await tx.conversation.findUnique({ where: pair, select: { id: true, siteId: true } })
  if (existing) {
    if (existing.siteId !== siteId) throw new ChatError('not_found')
    return { id: existing.id, started: false }
  }
  const [created] = await tx.conversation.createManyAndReturn({
    data: [{ siteId, initiatorId: sender.id, memberLowId: low, memberHighId: high }],
    skipDuplicates: true,
    select: { id: true },
  })
  if (!created) {
    // The other member's conversation, committed while our insert waited.
    const theirs = await tx.conversation.findUniqueOrThrow({ where: pair, select: { id: true, siteId: true } })
    if (theirs.siteId !== siteId) throw new ChatError('not_found')
    return { id: theirs.id, started: false }
  }
  if (!sender.paidUser) {
    const started = await tx.conversation.count({ where: { initiatorId: sender.id } })
    if (started > FREE_CONVERSATIONS) throw new ChatError('conversation_limit')
  }
  await tx.conversationMember.createMany({
    data: [
      { conversationId: created.id, userId: sender.id },
      { conversationId: created.id, userId: partnerId },
    ],
  })
  return { id: created.id, started: true }
}

/**
 * Sends one message. In one transaction (the sender's row locked, so two tabs sending at once
 * queue up): the idempotency key is checked, the conversation found or started (a free member
 * starts at most FREE_CONVERSATIONS), the message stored and its credits spent with a ledger row.
 * Nothing is stored or charged when any rule refuses (ChatError). A deadlock or serialisation
 * failure runs the transaction again (conflict-retry.ts). After the commit the other member's open
 * pages and the notification jobs hear of it.
 */
export async function sendMessage(input: SendInput): Promise<SendResult> {
  const { senderId, siteId } = input
  await assertMayActOnOthers(senderId)
  const site = await prisma.site.findUniqueOrThrow({
    where: { id: siteId },
    select: { messageCredits: true, photoCredits: true, messageLength: true, freeMessages: true },
  })
  const { data, giftCredits } = await messageData(input, site)
  const partnerId = await recipientOf(input)

  const result = await transaction(async (tx) => {
    const [me] = await lockSender(tx, senderId)
    if (!me) throw new ChatError('not_found')
    if (input.operator && !me.fictional) throw new NotFictionalError('not_fictional', { senderId })
    if (input.clientKey) {
      const earlier = await tx.message.findUnique({
        where: { senderId_clientKey: { senderId, clientKey: input.clientKey } },
        select: messageSelect,
      })
      if (earlier)
        return {
          row: earlier,
          conversationId: earlier.conversationId,
          credits: me.credits,
          created: false,
          started: false,
          inbox: null as WaitingChange,
        }
    }
    const conversation = await conversationFor(tx, { id: senderId, paidUser: me.paidUser }, partnerId, siteId)
    const freeSent =
      !input.operator && (data.type === 'text' || data.type === 'gif')
        ? await tx.message.count({ where: { senderId, credits: 0, type: { in: ['text', 'gif'] } } })
        : 0
    // An operator's message as a fictional profile costs nothing (the profile has no wallet).
    const cost = input.operator
      ? 0
      : messageCost(input.content.kind as MessageKind, site, freeMessagesLeft(site.freeMessages, freeSent), giftCredits)
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
    // The operator inbox: a member's message to a fictional profile waits; the profile's answers it.
    const inbox = await trackWaiting(tx, { conversationId: conversation.id, siteId, senderId, recipientId: partnerId, at: now })
    if (input.operator)
      await input.operator.inTransaction(tx, {
        id: row.id,
        conversationId: conversation.id,
        recipientId: partnerId,
        createdAt: now,
        waitingSince: inbox?.type === 'answered' ? (inbox.waitingSince ?? null) : null,
      })
    return { row, conversationId: conversation.id, credits, created: true, started: conversation.started, inbox }
  })

  if (result.inbox) await publishInboxEvent(siteId, { type: result.inbox.type, conversationId: result.conversationId })
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

/** The typing indicator: tells the other member's open pages (nothing is stored), under the read rule. */
export async function sendTyping(userId: number, siteId: number, conversationId: number): Promise<void> {
  const { partnerId } = await conversationPartner(userId, siteId, conversationId)
  await publishToMember(partnerId, { type: 'typing', conversationId, senderId: userId })
}
