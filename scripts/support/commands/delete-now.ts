// The support CLI's delete-now command: remove the member's personal data now (keeps orders and ledger).
import { purgeAccount } from '../../../server/accounts/deletion.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function deleteNow({ values, staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  if (user.status === 'deleted') throw new SupportError(`Member ${user.id} is already deleted.`)
  if (!values.yes)
    throw new SupportError(`This removes ${user.email}'s profile, photos and messages for good. Add --yes to confirm.`)
  await purgeAccount(user.id, { type: 'staff', by: staff })
  out(`Deleted the personal data of member ${user.id}. Orders and the credit ledger are kept.`)
  return 0
}
