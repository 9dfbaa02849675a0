// Checks the signed token of a notification e-mail's link against the member's current address.
import { prisma } from '../db.ts'
import { verifyEmailToken, type EmailTokenCheck } from './email-token.ts'

export function checkEmailToken(token: unknown): Promise<EmailTokenCheck> {
  return verifyEmailToken(token, async (userId) => {
    const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, status: true } })
    return user && user.status !== 'deleted' ? user.email : null
  })
}
