// Staff's account fixes (docs/staff.md, the member 360° view and the support CLI): a new
// activation link, a password reset link, another e-mail address, direct debit blocked or
// allowed. Each checks members.manage on the member's site first (the CLI passes) and writes its
// audit row in the transaction that makes the change; e-mails are queued after it commits.
import { prisma } from '../db.ts'
import { queueAccountEmail } from './account-emails.ts'
import { createToken, TOKEN_TTL_HOURS } from './tokens.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { ServiceError } from '../errors.ts'
import type { Prisma } from '../generated/prisma/client.ts'

/** Why a fix was not done: no such member, nothing to do in this state, the address is taken. */
export class StaffFixError extends ServiceError<'not_found' | 'not_needed' | 'deleted' | 'email_taken' | 'same_email'> {}

type Tx = Prisma.TransactionClient

/** The member, locked, after the permission check on their site. */
async function memberFor(tx: Tx, userId: number, staff: StaffActorInput) {
  const [user] = await tx.$queryRaw<{ id: number; siteId: number; email: string; status: string; directDebitBlocked: boolean }[]>`
    SELECT id, "siteId", email, status::text AS status, "directDebitBlocked" FROM "User" WHERE id = ${userId} FOR UPDATE`
  if (!user) throw new StaffFixError('not_found', {}, `No member ${userId}.`)
  assertStaffMay(toStaffActor(staff), 'members.manage', user.siteId)
  return user
}

/** A fresh activation link by e-mail (not_confirmed accounts only); staff are not rate limited. */
export async function resendActivationByStaff(userId: number, staff: StaffActorInput, baseUrl: string) {
  const token = await prisma.$transaction(async (tx) => {
    const user = await memberFor(tx, userId, staff)
    if (user.status !== 'not_confirmed') throw new StaffFixError('not_needed', {}, `Member ${userId} is ${user.status}.`)
    const token = await createToken(userId, 'activation', undefined, tx)
    await recordStaffAction(tx, staff, { userId, siteId: user.siteId, action: 'activation_resent' })
    return token
  })
  await queueAccountEmail({
    template: 'activation',
    userId,
    idempotencyKey: `activation:${token.id}`,
    baseUrl,
    variables: { activationUrl: `${baseUrl}/activate?token=${token.token}`, expiresHours: TOKEN_TTL_HOURS.activation },
  })
}

/** A password reset link by e-mail, as the member's own "forgot password" sends (not to deleted accounts). */
export async function sendPasswordResetByStaff(userId: number, staff: StaffActorInput, baseUrl: string) {
  const token = await prisma.$transaction(async (tx) => {
    const user = await memberFor(tx, userId, staff)
    if (user.status === 'deleted') throw new StaffFixError('deleted', {}, `Member ${userId} is deleted.`)
    const token = await createToken(userId, 'password_reset', undefined, tx)
    await recordStaffAction(tx, staff, { userId, siteId: user.siteId, action: 'password_reset_sent' })
    return token
  })
  await queueAccountEmail({
    template: 'password-reset',
    userId,
    idempotencyKey: `password-reset:${token.id}`,
    baseUrl,
    variables: { resetUrl: `${baseUrl}/reset-password/do?token=${token.token}`, expiresHours: TOKEN_TTL_HOURS.password_reset },
  })
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002'

/**
 * Sets another e-mail address at once (support has checked who asks; the member's own change
 * confirms by a link instead). Open e-mail-change links of the member stop working.
 */
export async function changeEmailByStaff(userId: number, staff: StaffActorInput, newEmail: string) {
  const email = newEmail.trim().toLowerCase()
  try {
    return await prisma.$transaction(async (tx) => {
      const user = await memberFor(tx, userId, staff)
      if (user.status === 'deleted') throw new StaffFixError('deleted', {}, `Member ${userId} is deleted.`)
      if (user.email === email) throw new StaffFixError('same_email', {}, 'That is the address already.')
      const taken = await tx.user.findUnique({ where: { siteId_email: { siteId: user.siteId, email } }, select: { id: true } })
      if (taken) throw new StaffFixError('email_taken', {}, `${email} is taken on this site.`)
      await tx.user.update({ where: { id: userId }, data: { email } })
      await tx.token.updateMany({ where: { userId, type: 'email_change', usedAt: null }, data: { usedAt: new Date() } })
      await recordStaffAction(tx, staff, {
        userId,
        siteId: user.siteId,
        action: 'email_change',
        before: { email: user.email },
        after: { email },
      })
      return { before: user.email, after: email }
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffFixError('email_taken', {}, `${email} is taken on this site.`)
    throw error
  }
}

/** Blocks or allows direct debit for the member (SPEC §8), with the reason in the audit row. */
export async function setDirectDebitBlocked(userId: number, staff: StaffActorInput, blocked: boolean, note: string) {
  return prisma.$transaction(async (tx) => {
    const user = await memberFor(tx, userId, staff)
    if (user.directDebitBlocked === blocked) return { changed: false }
    await tx.user.update({ where: { id: userId }, data: { directDebitBlocked: blocked } })
    await recordStaffAction(tx, staff, {
      userId,
      siteId: user.siteId,
      action: blocked ? 'direct_debit.block' : 'direct_debit.unblock',
      before: { blocked: user.directDebitBlocked },
      after: { blocked },
      data: { note },
    })
    return { changed: true }
  })
}
