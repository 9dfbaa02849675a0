// Who may order by direct debit (SPEC §8): not a member whose payment was charged back or whose
// debit the bank refused (User.directDebitBlocked), and not beyond the site's directDebitLimit
// (EUR minor units) within directDebitLimitDays; orders that are open, pending or paid count.
import type { prisma } from '../db.ts'
import type { Prisma, Site } from '../generated/prisma/client.ts'
import { ServiceError } from '../errors.ts'

type Db = Prisma.TransactionClient | typeof prisma
export type DirectDebitSite = Pick<Site, 'directDebitLimit' | 'directDebitLimitDays'>

/** Whether the member is blocked, and what they ordered by direct debit within the site's period. */
export async function directDebitStanding(db: Db, userId: number, site: DirectDebitSite, now = new Date()) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { directDebitBlocked: true } })
  const since = new Date(now.getTime() - site.directDebitLimitDays * 86_400_000)
  const ordered = await db.order.aggregate({
    where: {
      userId,
      paymentMethod: 'sdd',
      currency: 'EUR',
      createdAt: { gte: since },
      status: { in: ['open', 'pending', 'paid'] },
    },
    _sum: { amount: true },
  })
  return { blocked: !user || user.directDebitBlocked, ordered: ordered._sum.amount ?? 0 }
}

/** Why this member may not order `amount` more by direct debit now (null: they may). */
export async function directDebitRefusal(
  db: Db,
  userId: number,
  site: DirectDebitSite,
  amount: number,
  now = new Date(),
): Promise<'blocked' | 'limit' | null> {
  const standing = await directDebitStanding(db, userId, site, now)
  if (standing.blocked) return 'blocked'
  return standing.ordered + amount > site.directDebitLimit ? 'limit' : null
}

export type DirectDebitProblem =
  | 'blocked'
  | 'limit'
  | 'unavailable'
  | 'sms_failed'
  | 'expired'
  | 'code_invalid'
  | 'too_many_attempts'
  | 'resend_wait'
  | 'resend_limit'

/** Why a direct-debit order or step is refused (the mandate flow and repeat orders alike). */
export class DirectDebitError extends ServiceError<
  DirectDebitProblem,
  { /** Wrong codes the member may still type (code_invalid). */ attemptsLeft?: number }
> {
  constructor(problem: DirectDebitProblem, attemptsLeft?: number) {
    super(problem, { attemptsLeft }, `Direct debit refused: ${problem}`)
  }
}
