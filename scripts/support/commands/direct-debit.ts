// The support CLI's direct-debit command: whether the member may pay by direct debit (blocked after a charge-
// back or a failed debit; what they ordered against the site's limit); --unblock after the debt is settled,
// --block.
import { prisma } from '../../../server/db.ts'
import { setDirectDebitBlocked } from '../../../server/accounts/staff-fixes.ts'
import { directDebitStanding } from '../../../server/payments/direct-debit-limits.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function directDebit({ values, staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  if (values.block && values.unblock) throw new SupportError('Use --block or --unblock, not both.')
  if (values.block || values.unblock) {
    if (!values.note?.trim()) throw new SupportError('direct-debit needs --note TEXT (why, for the audit log).')
    await setDirectDebitBlocked(user.id, staff, values.block === true, values.note.trim())
  }
  const standing = await directDebitStanding(prisma, user.id, user.site)
  out(
    `Member ${user.id}: direct debit ${standing.blocked ? 'BLOCKED' : 'allowed'}; ordered ${(standing.ordered / 100).toFixed(2)} of ${(user.site.directDebitLimit / 100).toFixed(2)} EUR in the last ${user.site.directDebitLimitDays} days.`,
  )
  return 0
}
