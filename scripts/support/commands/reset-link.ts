// The support CLI's reset-link command: e-mail a password reset link.
import { sendPasswordResetByStaff, StaffFixError } from '../../../server/accounts/staff-fixes.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function resetLink({ staff, baseUrl, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  try {
    await sendPasswordResetByStaff(user.id, staff, baseUrl)
  } catch (error) {
    if (error instanceof StaffFixError) throw new SupportError(`Member ${user.id} is deleted: no reset link.`)
    throw error
  }
  out(`Sent a password reset link to ${user.email}.`)
  return 0
}
