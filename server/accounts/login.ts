// Login with a lockout (SPEC §8): after MAX_FAILED_LOGINS wrong passwords for one
// address the account is blocked for LOCK_MINUTES; counters live in Redis when configured.
import { prisma } from '../db.ts'
import { verifyPassword } from './passwords.ts'
import { count, hit, reset, secondsLeft } from './rate-limit.ts'
import { startReactivation } from './deletion.ts'

export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15
/** Failures are counted over this window. */
const FAILURE_WINDOW_SECONDS = 15 * 60

export type LoginResult =
  | { ok: true; userId: number }
  | { ok: false; error: 'failed' }
  | { ok: false; error: 'locked'; minutes: number }
  | { ok: false; error: 'pending_deletion' }

const failuresKey = (siteId: number, email: string) => `login-fail:${siteId}:${email}`
const lockKey = (siteId: number, email: string) => `login-lock:${siteId}:${email}`

export async function login(input: { siteId: number; email: string; password: string; baseUrl: string }): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase()
  const locked = await secondsLeft(lockKey(input.siteId, email))
  if (locked > 0) return { ok: false, error: 'locked', minutes: Math.ceil(locked / 60) }

  const user = await prisma.user.findUnique({
    where: { siteId_email: { siteId: input.siteId, email } },
    select: { id: true, passwordHash: true, status: true },
  })
  const valid = await verifyPassword(input.password, user?.passwordHash)
  if (!valid || !user || user.status === 'deleted') {
    const failures = await hit(failuresKey(input.siteId, email), FAILURE_WINDOW_SECONDS)
    if (failures >= MAX_FAILED_LOGINS) {
      await hit(lockKey(input.siteId, email), LOCK_MINUTES * 60)
      await reset(failuresKey(input.siteId, email))
      return { ok: false, error: 'locked', minutes: LOCK_MINUTES }
    }
    return { ok: false, error: 'failed' }
  }
  await reset(failuresKey(input.siteId, email))
  if (user.status === 'pending_deletion') {
    await startReactivation(user.id, input.baseUrl)
    return { ok: false, error: 'pending_deletion' }
  }
  await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } })
  return { ok: true, userId: user.id }
}

/** Support: lift a lockout by hand. */
export async function clearLoginLockout(siteId: number, email: string) {
  await reset(lockKey(siteId, email.toLowerCase()))
  await reset(failuresKey(siteId, email.toLowerCase()))
}

export async function failedLoginCount(siteId: number, email: string) {
  return count(failuresKey(siteId, email.toLowerCase()))
}
