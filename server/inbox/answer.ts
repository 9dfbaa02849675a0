// Answering as a fictional profile (docs/operators.md "Answering"): the operator who holds the
// conversation's claim writes as its fictional profile, through the chat's own sendMessage, so
// the member gets an ordinary message of the profile, live and with push or e-mail like any
// other, and never learns who wrote it. The rules, here and not in the page:
//   - only as a profile flagged fictional (sendMessage refuses anyone else: NotFictionalError);
//   - no contact details, meeting or money outside the site (checkOperatorText);
//   - only while the operator's claim runs (checked and renewed in the message's transaction);
//   - every message is an audit row with the staff account, in the message's transaction;
//   - an answer to a waiting conversation is an InboxAnswer row (the figures).
import { randomUUID } from 'node:crypto'
import { prisma } from '../db.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'
import { recordStaffAction } from '../staff/audit.ts'
import { sendMessage, type SendContent, type SendResult } from '../chat/send-message.ts'
import { NotFictionalError } from '../chat/chat-error.ts'
import { discardChatPhoto } from '../chat/chat-photos.ts'
import { deletePhotoFiles, getPhotoStorage, newPhotoKeys } from '../photos/storage.ts'
import { checkOperatorText } from '../../shared/inbox/contact-filter.ts'
import { InboxError } from './inbox-error.ts'
import { actorStaffId, inboxConversation, LEASE_MS, lockOwnClaim } from './claims.ts'

export type OperatorAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'icebreaker'; icebreakerId: number }
  | { kind: 'gift'; giftId: number }
  | { kind: 'photo'; photoId: number }

/** The icebreakers of a language (English when it has none), with their ids. */
export async function listIcebreakersWithIds(language: string) {
  const rows = await prisma.icebreaker.findMany({
    where: { language },
    orderBy: { sortOrder: 'asc' },
    select: { id: true, text: true },
  })
  if (rows.length || language === 'en') return rows
  return prisma.icebreaker.findMany({
    where: { language: 'en' },
    orderBy: { sortOrder: 'asc' },
    select: { id: true, text: true },
  })
}

/** Refuses a text that breaks the contact-detail rule, naming the reason. */
function assertAllowedText(text: string) {
  const check = checkOperatorText(text)
  if (!check.ok) throw new InboxError('contact_details', { reason: check.reason, match: check.match })
}

/** One of the profile's own approved photos, copied to restricted keys as a chat picture of the profile. */
async function galleryChatPhoto(profileId: number, photoId: number): Promise<number> {
  const photo = await prisma.photo.findFirst({
    where: { id: photoId, userId: profileId, status: 'active' },
    select: { filename: true, thumbFilename: true, width: true, height: true },
  })
  if (!photo) throw new InboxError('photo_not_found')
  const keys = newPhotoKeys('restricted')
  const storage = getPhotoStorage()
  const writes = await Promise.allSettled([
    storage.copy(photo.filename, keys.full),
    storage.copy(photo.thumbFilename, keys.thumb),
  ])
  try {
    const failed = writes.find((w) => w.status === 'rejected')
    if (failed) throw failed.reason
    const row = await prisma.chatPhoto.create({
      data: { uploaderId: profileId, filename: keys.full, thumbFilename: keys.thumb, width: photo.width, height: photo.height },
      select: { id: true },
    })
    return row.id
  } catch (error) {
    await deletePhotoFiles([keys.full, keys.thumb])
    throw error
  }
}

export interface AnswerInput {
  conversationId: number
  answer: OperatorAnswer
  /** The form's idempotency key: a resent form stores and audits the message once. */
  clientKey?: string | null
  now?: Date
}

/**
 * Sends the operator's answer as the conversation's fictional profile. Refused (nothing stored)
 * without inbox.answer on the site, without a running claim, as a non-fictional sender, or for a
 * text with contact details.
 */
export async function answerAsProfile(actor: StaffActor, input: AnswerInput): Promise<SendResult> {
  const ref = await inboxConversation(input.conversationId).catch(async (error: unknown) => {
    // Two real members: say so plainly (operators never write as a real member).
    if (error instanceof InboxError && error.code === 'not_found') {
      const conversation = await prisma.conversation.findUnique({
        where: { id: input.conversationId },
        select: { siteId: true, memberLowId: true },
      })
      if (conversation) {
        assertStaffMay(actor, 'inbox.answer', conversation.siteId)
        throw new NotFictionalError('not_fictional', { senderId: conversation.memberLowId ?? 0 })
      }
    }
    throw error
  })
  assertStaffMay(actor, 'inbox.answer', ref.siteId)
  const staffId = actorStaffId(actor)
  const now = input.now ?? new Date()
  const { answer } = input

  let content: SendContent
  let chatPhotoId: number | null = null
  if (answer.kind === 'text') {
    assertAllowedText(answer.text)
    content = { kind: 'text', text: answer.text }
  } else if (answer.kind === 'icebreaker') {
    const member = await prisma.user.findUniqueOrThrow({ where: { id: ref.memberId }, select: { language: true } })
    const icebreakers = await listIcebreakersWithIds(member.language)
    const icebreaker = icebreakers.find((i) => i.id === answer.icebreakerId)
    if (!icebreaker) throw new InboxError('icebreaker_not_found')
    content = { kind: 'text', text: icebreaker.text }
  } else if (answer.kind === 'gift') {
    content = { kind: 'gift', giftId: answer.giftId }
  } else {
    // Checked before a file is copied; checked again with the message.
    await prisma.$transaction((tx) => lockOwnClaim(tx, ref.conversationId, staffId, now))
    chatPhotoId = await galleryChatPhoto(ref.profileId, answer.photoId)
    content = { kind: 'photo', chatPhotoId }
  }

  try {
    const sent = await sendMessage({
      senderId: ref.profileId,
      siteId: ref.siteId,
      to: { conversationId: ref.conversationId },
      content,
      clientKey: input.clientKey || `operator-${randomUUID()}`,
      operator: {
        inTransaction: async (tx, message) => {
          await lockOwnClaim(tx, ref.conversationId, staffId, now)
          // Answering renews the lease.
          await tx.inboxClaim.update({
            where: { conversationId: ref.conversationId },
            data: { expiresAt: new Date(now.getTime() + LEASE_MS) },
          })
          await recordStaffAction(tx, actor, {
            action: 'inbox.answer',
            userId: ref.memberId,
            siteId: ref.siteId,
            subject: { type: 'message', id: message.id },
            data: { conversationId: ref.conversationId, profileId: ref.profileId, kind: answer.kind },
          })
          if (message.waitingSince)
            await tx.inboxAnswer.create({
              data: {
                siteId: ref.siteId,
                conversationId: ref.conversationId,
                staffId,
                messageId: message.id,
                waitingSince: message.waitingSince,
                answeredAt: message.createdAt,
                waitedSeconds: Math.max(0, Math.round((message.createdAt.getTime() - message.waitingSince.getTime()) / 1000)),
              },
            })
        },
      },
    })
    if (chatPhotoId && !sent.created) await discardChatPhoto(chatPhotoId)
    return sent
  } catch (error) {
    if (chatPhotoId) await discardChatPhoto(chatPhotoId)
    throw error
  }
}
