import { prisma } from '../db.ts'
import { transaction } from '../db/conflict-retry.ts'
import { consumeToken, createToken, TOKEN_TTL_HOURS } from './tokens.ts'
import { queueAccountEmail } from './account-emails.ts'
import { consumeLimit } from '../http/rate-limits.ts'
import { audit } from './audit.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'

/** Uses an activation link; the account becomes active and searchable. Null for a bad link. */
export async function activateAccount(token: string | null | undefined) {
  return transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'activation')
    if (!used) return null
    const user = await tx.user.findUniqueOrThrow({ where: { id: used.userId } })
    if (user.status === 'not_confirmed') {
      await tx.user.update({ where: { id: user.id }, data: { status: 'active', activatedAt: new Date() } })
      await tx.profile.updateMany({ where: { userId: user.id, status: 'active' }, data: { searchable: !user.invisible } })
      await audit({ userId: user.id, action: 'activate' }, tx)
    }
    return { userId: user.id }
  })
}

/**
 * The member's own request for a fresh activation link (not_confirmed accounts only, a few per
 * hour); staff send one with resendActivationByStaff (staff-fixes.ts).
 */
export async function resendActivation(userId: number, baseUrl: string) {
  const user = await prisma.user.findUnique({ where: { id: userId } })
  if (!user || user.status !== 'not_confirmed') return { ok: false as const, error: 'not_needed' as const }
  if (!(await consumeLimit('activation-resend-member', userId)).allowed) {
    return { ok: false as const, error: 'rate_limited' as const }
  }
  const token = await createToken(userId, 'activation')
  await queueAccountEmail({
    template: 'activation',
    userId,
    idempotencyKey: `activation:${token.id}`,
    baseUrl,
    variables: { activationUrl: `${baseUrl}/activate?token=${token.token}`, expiresHours: TOKEN_TTL_HOURS.activation },
  })
  return { ok: true as const }
}

/** Support: activate without a link. */
export async function activateByStaff(userId: number, staff: StaffActorInput) {
  return transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } })
    assertStaffMay(toStaffActor(staff), 'members.manage', user.siteId)
    if (user.status !== 'not_confirmed') return false
    await tx.user.update({ where: { id: userId }, data: { status: 'active', activatedAt: new Date() } })
    await tx.profile.updateMany({ where: { userId, status: 'active' }, data: { searchable: !user.invisible } })
    await recordStaffAction(tx, staff, {
      userId,
      siteId: user.siteId,
      action: 'activate',
      before: { status: user.status },
      after: { status: 'active' },
    })
    return true
  })
}
