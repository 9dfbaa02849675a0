// The credit ledger (SPEC §1 money model, §8 'You do not have enough credits'): every change of a
// member's balance is one CreditTransaction row written in the same database transaction as the
// balance itself, so credits always equal the sum of the ledger and never go below zero, even
// when two requests spend at once (the balance is changed by one conditional UPDATE).
import type { CreditReason, Prisma } from '../generated/prisma/client.ts'
import { ServiceError } from '../errors.ts'

type Tx = Prisma.TransactionClient

export class InsufficientCreditsError extends ServiceError<'insufficient_credits', { needed: number; balance: number }> {
  constructor(needed: number, balance: number) {
    super('insufficient_credits', { needed, balance }, 'You do not have enough credits')
  }
}

export interface LedgerEntry {
  userId: number
  /** Positive: credits taken (spend) or given (add). */
  amount: number
  reason: CreditReason
  orderId?: number
  messageId?: number
  note?: string
}

/**
 * Takes `amount` credits from the member inside `tx`, with its ledger row; the new balance.
 * Throws InsufficientCreditsError (and changes nothing) when the balance is lower.
 */
export async function spendCredits(tx: Tx, entry: LedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount < 0) throw new Error(`Invalid credit amount ${entry.amount}`)
  if (entry.amount === 0)
    return (await tx.user.findUniqueOrThrow({ where: { id: entry.userId }, select: { credits: true } })).credits
  const rows = await tx.$queryRaw<{ credits: number }[]>`
    UPDATE "User" SET credits = credits - ${entry.amount}, "updatedAt" = now()
    WHERE id = ${entry.userId} AND credits >= ${entry.amount}
    RETURNING credits`
  if (!rows.length) {
    const user = await tx.user.findUnique({ where: { id: entry.userId }, select: { credits: true } })
    throw new InsufficientCreditsError(entry.amount, user?.credits ?? 0)
  }
  const balance = rows[0]!.credits
  await tx.creditTransaction.create({
    data: {
      userId: entry.userId,
      delta: -entry.amount,
      balanceAfter: balance,
      reason: entry.reason,
      orderId: entry.orderId,
      messageId: entry.messageId,
      note: entry.note,
    },
  })
  return balance
}

/**
 * Gives the member `amount` credits inside `tx` (a purchase, a refund of spent credits, staff),
 * with its ledger row; the new balance. A negative `amount` takes credits back without going below
 * zero (a charge-back takes what is left): the ledger row records what was actually taken.
 */
export async function addCredits(tx: Tx, entry: LedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.amount)) throw new Error(`Invalid credit amount ${entry.amount}`)
  const rows = await tx.$queryRaw<{ credits: number; before: number }[]>`
    UPDATE "User" u SET credits = GREATEST(0, u.credits + ${entry.amount}), "updatedAt" = now()
    FROM (SELECT id, credits AS before FROM "User" WHERE id = ${entry.userId} FOR UPDATE) old
    WHERE u.id = old.id
    RETURNING u.credits, old.before`
  if (!rows.length) throw new Error(`No member ${entry.userId}`)
  const { credits, before } = rows[0]!
  if (credits !== before) {
    await tx.creditTransaction.create({
      data: {
        userId: entry.userId,
        delta: credits - before,
        balanceAfter: credits,
        reason: entry.reason,
        orderId: entry.orderId,
        messageId: entry.messageId,
        note: entry.note,
      },
    })
  }
  return credits
}
