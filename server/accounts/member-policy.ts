// What an account may do before its e-mail address is confirmed (SPEC §4: signup requires
// e-mail activation). Until then a member finishes signup, edits their own profile and photos
// and looks around; anything that reaches another member (likes, blocks, visits, complaints,
// messages, purchases) waits for the confirmed address (docs/security.md).
import { prisma } from '../db.ts'
import type { UserStatus } from '../generated/prisma/client.ts'
import { ACTIVATION_RESEND_PATH } from '../../shared/activation.ts'
import { ServiceError } from '../errors.ts'

export { ACTIVATION_RESEND_PATH }

export class ActivationRequiredError extends ServiceError<'activation_required'> {
  constructor() {
    super('activation_required', {}, 'Confirm your e-mail address first.')
  }
}

export function mayActOnOthers(user: { status: UserStatus }): boolean {
  return user.status === 'active'
}

/** Throws ActivationRequiredError unless the member's account is active. */
export async function assertMayActOnOthers(userId: number): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { status: true } })
  if (!user || !mayActOnOthers(user)) throw new ActivationRequiredError()
}
