// The support CLI's clear-lockout command: lift a login lockout after too many wrong passwords.
import { prisma } from '../../../server/db.ts'
import { clearLoginLockout } from '../../../server/accounts/login.ts'
import { recordStaffAction } from '../../../server/staff/audit.ts'
import type { SupportContext } from '../context.ts'

export async function clearLockout({ staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  await clearLoginLockout(user.siteId, user.email)
  await recordStaffAction(prisma, staff, { userId: user.id, siteId: user.siteId, action: 'lockout_cleared' })
  out(`Cleared the login lockout of ${user.email}.`)
  return 0
}
