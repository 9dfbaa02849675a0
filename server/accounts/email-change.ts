// Changing the e-mail address: confirmed by a link sent to the new address (SPEC §5).
import { prisma } from '../db.ts'
import { verifyPassword } from './passwords.ts'
import { consumeToken, createToken, TOKEN_TTL_HOURS } from './tokens.ts'
import { queueAccountEmail } from './account-emails.ts'
import { audit } from './audit.ts'
import { accountLookupAllowed } from './account-lookup-limit.ts'

export type EmailChangeResult = { ok: true } | { ok: false; error: 'password' | 'taken' | 'same' | 'too_many_attempts' }

export async function requestEmailChange(
  userId: number,
  newEmail: string,
  password: string,
  baseUrl: string,
  ip: string,
): Promise<EmailChangeResult> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
  if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, error: 'password' }
  if (newEmail === user.email) return { ok: false, error: 'same' }
  if (!(await accountLookupAllowed(ip, user.siteId, newEmail))) return { ok: false, error: 'too_many_attempts' }
  const taken = await prisma.user.findUnique({ where: { siteId_email: { siteId: user.siteId, email: newEmail } } })
  if (taken) return { ok: false, error: 'taken' }
  const token = await createToken(userId, 'email_change', { newEmail })
  await queueAccountEmail({
    template: 'email-change',
    userId,
    to: newEmail,
    idempotencyKey: `email-change:${token.id}`,
    baseUrl,
    variables: {
      confirmUrl: `${baseUrl}/mail-change/do?token=${token.token}`,
      newEmail,
      expiresHours: TOKEN_TTL_HOURS.email_change,
    },
  })
  return { ok: true }
}

export type ConfirmEmailChangeResult = { ok: true; email: string } | { ok: false; error: 'invalid' | 'taken' }

export async function confirmEmailChange(token: string | null | undefined): Promise<ConfirmEmailChangeResult> {
  return prisma.$transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'email_change')
    const newEmail = (used?.data as { newEmail?: unknown } | null)?.newEmail
    if (!used || typeof newEmail !== 'string') return { ok: false, error: 'invalid' }
    const user = await tx.user.findUniqueOrThrow({ where: { id: used.userId } })
    const taken = await tx.user.findUnique({ where: { siteId_email: { siteId: user.siteId, email: newEmail } } })
    if (taken) return { ok: false, error: 'taken' }
    await tx.user.update({
      where: { id: user.id },
      data: { email: newEmail, ...(user.status === 'not_confirmed' ? { status: 'active', activatedAt: new Date() } : {}) },
    })
    await audit({ userId: user.id, action: 'email_change', data: { from: user.email, to: newEmail } }, tx)
    return { ok: true, email: newEmail }
  })
}
