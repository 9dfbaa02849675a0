// The support CLI's change-email command: set another e-mail address at once (no confirmation link).
import { changeEmailByStaff, StaffFixError } from '../../../server/accounts/staff-fixes.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function changeEmail({ values, staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  const email = values.email?.trim().toLowerCase()
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new SupportError('change-email needs --email ADDRESS.')
  try {
    await changeEmailByStaff(user.id, staff, email)
  } catch (error) {
    if (error instanceof StaffFixError) throw new SupportError(`The address was not changed: ${error.message}`)
    throw error
  }
  out(`Member ${user.id} now has the e-mail address ${email} (was ${user.email}).`)
  return 0
}
