// The support CLI's find command: show the account, its status and recent audit entries.
import { prisma } from '../../../server/db.ts'
import { failedLoginCount, lockoutMinutesLeft } from '../../../server/accounts/login.ts'
import type { SupportContext } from '../context.ts'

export async function find({ findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  const failures = await failedLoginCount(user.siteId, user.email)
  const locked = await lockoutMinutesLeft(user.siteId, user.email)
  const logs = await prisma.auditLog.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'desc' }, take: 10 })
  out(`Member ${user.id} on ${user.site.domain}`)
  out(`  e-mail:      ${user.email}`)
  out(`  name:        ${user.profile?.name ?? '-'}`)
  out(
    `  status:      ${user.status}${user.deletionRequestedAt ? ` (deletion requested ${user.deletionRequestedAt.toISOString()}, reason ${user.deletionReason})` : ''}`,
  )
  out(`  signed up:   ${user.signupDate.toISOString()}${user.activatedAt ? `, activated ${user.activatedAt.toISOString()}` : ''}`)
  out(`  last login:  ${user.lastLoginAt?.toISOString() ?? '-'}`)
  out(`  credits:     ${user.credits}${user.paidUser ? ' (premium)' : ''}`)
  out(`  language:    ${user.language}${user.invisible ? ', invisible' : ''}`)
  out(`  failed logins in the current window: ${failures}${locked ? ` (locked for ${locked} more min)` : ''}`)
  out(`  recent audit log:`)
  for (const l of logs)
    out(`    ${l.createdAt.toISOString()} ${l.action} by ${l.actorType}${l.actorName ? ` ${l.actorName}` : ''}`)
  return 0
}
