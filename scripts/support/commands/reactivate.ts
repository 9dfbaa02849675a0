// The support CLI's reactivate command: undo a pending deletion.
import { reactivateByStaff } from '../../../server/accounts/deletion.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function reactivate({ staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  if (!(await reactivateByStaff(user.id, staff)))
    throw new SupportError(`Member ${user.id} is ${user.status}, not pending_deletion.`)
  out(`Reactivated member ${user.id} (${user.email}).`)
  return 0
}
