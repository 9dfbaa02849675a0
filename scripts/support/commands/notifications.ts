// The support CLI's notifications command: why notification e-mail stopped (bounce, fbl = spam complaint,
// listunsubscribe), the e-mail types turned off and push devices.
import { prisma } from '../../../server/db.ts'
import { getEmailPreferences } from '../../../server/notifications/preferences.ts'
import type { SupportContext } from '../context.ts'

export async function notifications({ findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  const preferences = await getEmailPreferences(user.id)
  const devices = await prisma.pushSubscription.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } })
  const off = Object.entries(preferences.types).filter(([, on]) => !on)
  out(`Member ${user.id} (${user.email})`)
  out(`  notification e-mail: ${preferences.disabled.length ? `stopped (${preferences.disabled.join(', ')})` : 'on'}`)
  out(`  types turned off:    ${off.length ? off.map(([type]) => type).join(', ') : 'none'}`)
  out(`  push devices:        ${devices.length}`)
  for (const d of devices)
    out(`    ${new URL(d.endpoint).host} since ${d.createdAt.toISOString()}, last push ${d.lastPushedAt?.toISOString() ?? '-'}`)
  return 0
}
