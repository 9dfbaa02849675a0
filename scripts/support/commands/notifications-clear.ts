// The support CLI's notifications-clear command: send notification e-mails again (clears the reasons the
// notifications command shows).
import { prisma } from '../../../server/db.ts'
import { recordStaffAction } from '../../../server/staff/audit.ts'
import { enableNotifications, getEmailPreferences } from '../../../server/notifications/preferences.ts'
import type { SupportContext } from '../context.ts'

export async function notificationsClear({ staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  const before = (await getEmailPreferences(user.id)).disabled
  await enableNotifications(user.id)
  await recordStaffAction(prisma, staff, {
    userId: user.id,
    siteId: user.siteId,
    action: 'notifications_enabled',
    before: { disabled: before },
    after: { disabled: [] },
  })
  out(
    before.length
      ? `Notification e-mails to ${user.email} are on again (was stopped: ${before.join(', ')}).`
      : `Notification e-mails to ${user.email} were not stopped; nothing changed.`,
  )
  return 0
}
