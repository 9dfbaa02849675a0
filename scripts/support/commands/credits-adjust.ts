// The support CLI's credits-adjust command: give (N > 0) or take back (N < 0, never below 0) credits, with a
// ledger row and an audit entry.
import { adjustCredits, CreditAdjustError } from '../../../server/credits/adjust-credits.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function creditsAdjust({ values, staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  const amount = Number(values.amount)
  if (!values.amount || !Number.isSafeInteger(amount) || amount === 0)
    throw new SupportError('credits-adjust needs --amount N (a whole number, not 0).')
  if (!values.note?.trim()) throw new SupportError('credits-adjust needs --note TEXT (why, for the audit log).')
  let balance
  try {
    balance = (await adjustCredits(user.id, staff, { amount, note: values.note.trim() })).after
  } catch (error) {
    if (error instanceof CreditAdjustError) throw new SupportError(`The credits were not changed: ${error.message}`)
    throw error
  }
  out(`Member ${user.id} now has ${balance} credits.`)
  return 0
}
