// Staff give or take back credits (the member 360° view, npm run support -- credits-adjust):
// credits.adjust on the member's site, a ledger row (reason adjustment, the note) and one audit
// row, in one locked transaction. Taking back never goes below zero: the ledger and the audit
// row record what was actually taken.
import { lockedTransaction } from '../locked-transaction.ts'
import { lockMember } from '../payments/payment-status.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { addCredits } from './ledger.ts'
import { ServiceError } from '../errors.ts'
import { MAX_CREDIT_ADJUSTMENT } from '../../shared/staff/member-schemas.ts'

export class CreditAdjustError extends ServiceError<'not_found' | 'invalid_amount'> {}

export async function adjustCredits(userId: number, staff: StaffActorInput, input: { amount: number; note: string }) {
  const { amount, note } = input
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_CREDIT_ADJUSTMENT)
    throw new CreditAdjustError('invalid_amount', {}, `Invalid amount ${amount}.`)
  return lockedTransaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { siteId: true } })
    if (!user) throw new CreditAdjustError('not_found', {}, `No member ${userId}.`)
    assertStaffMay(toStaffActor(staff), 'credits.adjust', user.siteId)
    await lockMember(tx, userId)
    const { credits: before } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { credits: true } })
    const after = await addCredits(tx, { userId, amount, reason: 'adjustment', note })
    await recordStaffAction(tx, staff, {
      userId,
      siteId: user.siteId,
      action: 'credits.adjust',
      before: { credits: before },
      after: { credits: after },
      data: { amount, applied: after - before, note, balance: after },
    })
    return { before, after }
  })
}
