// Which conversations wait for an operator (docs/operators.md): a member's message to a fictional
// profile makes its conversation wait (an InboxItem row, the first unanswered message's time
// kept); the profile's answer ends the wait. Called by sendMessage inside the message's
// transaction, so the inbox and the messages never disagree.
import type { Prisma } from '../generated/prisma/client.ts'

export interface WaitingInput {
  conversationId: number
  siteId: number
  senderId: number
  recipientId: number
  at: Date
}

/** What the message did to the inbox: the change to announce, and when an answered wait began. */
export type WaitingChange = { type: 'waiting' | 'answered'; conversationId: number; waitingSince?: Date } | null

export async function trackWaiting(tx: Prisma.TransactionClient, input: WaitingInput): Promise<WaitingChange> {
  const { conversationId, siteId, senderId, recipientId, at } = input
  const rows = await tx.$queryRaw<{ userId: number; fictional: boolean; language: string }[]>`
    SELECT p."userId", p.fictional, u.language
      FROM "Profile" p JOIN "User" u ON u.id = p."userId"
     WHERE p."userId" IN (${senderId}, ${recipientId})`
  const sender = rows.find((r) => r.userId === senderId)
  const recipient = rows.find((r) => r.userId === recipientId)
  if (!sender || !recipient) return null
  if (!sender.fictional && recipient.fictional) {
    await tx.$executeRaw`
      INSERT INTO "InboxItem" ("conversationId", "siteId", "profileId", "memberId", "language", "waitingSince", "lastMessageAt")
      VALUES (${conversationId}, ${siteId}, ${recipientId}, ${senderId}, ${sender.language}, ${at}, ${at})
      ON CONFLICT ("conversationId") DO UPDATE SET "lastMessageAt" = EXCLUDED."lastMessageAt", "language" = EXCLUDED."language"`
    return { type: 'waiting', conversationId }
  }
  if (sender.fictional && !recipient.fictional) {
    const [ended] = await tx.$queryRaw<{ waitingSince: Date }[]>`
      DELETE FROM "InboxItem" WHERE "conversationId" = ${conversationId} RETURNING "waitingSince"`
    return ended ? { type: 'answered', conversationId, waitingSince: ended.waitingSince } : null
  }
  return null
}
