// Password reset by e-mail (with a daily cap) and password change in settings (SPEC §5, §8).
import { prisma } from '../db.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { consumeToken, createToken, TOKEN_TTL_HOURS } from './tokens.ts'
import { queueAccountEmail } from './account-emails.ts'
import { consumeLimit, RATE_LIMITS } from '../http/rate-limits.ts'
import { accountLookupAllowed } from './account-lookup-limit.ts'
import { destroyOtherSessions } from './sessions.ts'
import { audit } from './audit.ts'

export const RESET_EMAILS_PER_DAY = RATE_LIMITS['password-reset-member'].points

export type ResetRequestResult = { ok: true } | { ok: false; error: 'not_found' | 'too_many' | 'too_many_attempts' }

export async function requestPasswordReset(
  siteId: number,
  email: string,
  baseUrl: string,
  ip: string,
): Promise<ResetRequestResult> {
  if (!(await accountLookupAllowed(ip, siteId, email))) return { ok: false, error: 'too_many_attempts' }
  const user = await prisma.user.findUnique({ where: { siteId_email: { siteId, email: email.trim().toLowerCase() } } })
  if (!user || user.status === 'deleted') return { ok: false, error: 'not_found' }
  if (!(await consumeLimit('password-reset-member', user.id)).allowed) return { ok: false, error: 'too_many' }
  const token = await createToken(user.id, 'password_reset')
  await queueAccountEmail({
    template: 'password-reset',
    userId: user.id,
    idempotencyKey: `password-reset:${token.id}`,
    baseUrl,
    variables: { resetUrl: `${baseUrl}/reset-password/do?token=${token.token}`, expiresHours: TOKEN_TTL_HOURS.password_reset },
  })
  return { ok: true }
}

/** Sets a new password with a reset link; every session of the member ends. Null for a bad link. */
export async function resetPassword(token: string | null | undefined, password: string) {
  const passwordHash = await hashPassword(password)
  const result = await prisma.$transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'password_reset')
    if (!used) return null
    // Following the e-mailed link also proves the address: an unconfirmed account becomes active.
    const user = await tx.user.findUniqueOrThrow({ where: { id: used.userId } })
    await tx.user.update({
      where: { id: used.userId },
      data: { passwordHash, ...(user.status === 'not_confirmed' ? { status: 'active', activatedAt: new Date() } : {}) },
    })
    if (user.status === 'not_confirmed')
      await tx.profile.updateMany({ where: { userId: user.id, status: 'active' }, data: { searchable: !user.invisible } })
    await audit({ userId: used.userId, action: 'password_reset' }, tx)
    return { userId: used.userId }
  })
  if (result) await destroyOtherSessions(result.userId, null)
  return result
}

export async function changePassword(userId: number, sessionId: string, oldPassword: string, password: string) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
  if (!(await verifyPassword(oldPassword, user.passwordHash))) return { ok: false as const, error: 'old_password' as const }
  await prisma.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(password) } })
  await destroyOtherSessions(userId, sessionId)
  await audit({ userId, action: 'password_change' })
  return { ok: true as const }
}
