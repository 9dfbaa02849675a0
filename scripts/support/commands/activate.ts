// The support CLI's activate command: activate an unconfirmed account by hand.
import { activateByStaff } from '../../../server/accounts/activation.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function activate({ staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  if (!(await activateByStaff(user.id, staff))) throw new SupportError(`Member ${user.id} is ${user.status}, not not_confirmed.`)
  out(`Activated member ${user.id} (${user.email}).`)
  return 0
}
