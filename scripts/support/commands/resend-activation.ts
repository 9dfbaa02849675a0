// The support CLI's resend-activation command: e-mail a new activation link.
import { resendActivationByStaff, StaffFixError } from '../../../server/accounts/staff-fixes.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function resendActivation({ staff, baseUrl, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  try {
    await resendActivationByStaff(user.id, staff, baseUrl)
  } catch (error) {
    if (error instanceof StaffFixError && error.code === 'not_needed')
      throw new SupportError(`Member ${user.id} is ${user.status}: no activation needed.`)
    throw error
  }
  out(`Sent a new activation link to ${user.email}.`)
  return 0
}
