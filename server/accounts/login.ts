// Login with a lockout (SPEC §8): after MAX_FAILED_LOGINS wrong passwords for one address the
// account is blocked for LOCK_MINUTES. Wrong passwords are also counted per client, so one
// client cannot try a password against many addresses (server/http/rate-limits.ts).
import { prisma } from '../db.ts'
import { verifyPassword } from './passwords.ts'
import { consumeLimit, checkLimit, resetLimit, secondsUntilReset, usedPoints } from '../http/rate-limits.ts'
import { startReactivation } from './deletion.ts'

export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15

export type LoginResult =
  | { ok: true; userId: number }
  | { ok: false; error: 'failed' }
  | { ok: false; error: 'locked'; minutes: number }
  | { ok: false; error: 'too_many_attempts'; minutes: number }
  | { ok: false; error: 'pending_deletion' }

const addressKey = (siteId: number, email: string) => `${siteId}:${email.trim().toLowerCase()}`
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

export async function login(input: {
  siteId: number
  email: string
  password: string
  baseUrl: string
  ip: string
}): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase()
  const address = addressKey(input.siteId, email)
  const lock = await checkLimit('login-lock-address', address)
  if (!lock.allowed) return { ok: false, error: 'locked', minutes: minutes(lock.retryAfterSeconds) }
  const client = await checkLimit('login-failure-client', input.ip)
  if (!client.allowed) return { ok: false, error: 'too_many_attempts', minutes: minutes(client.retryAfterSeconds) }

  const user = await prisma.user.findUnique({
    where: { siteId_email: { siteId: input.siteId, email } },
    select: { id: true, passwordHash: true, status: true },
  })
  const valid = await verifyPassword(input.password, user?.passwordHash)
  if (!valid || !user || user.status === 'deleted') {
    await consumeLimit('login-failure-client', input.ip)
    const failures = await consumeLimit('login-failure-address', address)
    if (!failures.allowed || failures.remaining === 0) {
      await consumeLimit('login-lock-address', address)
      await resetLimit('login-failure-address', address)
      return { ok: false, error: 'locked', minutes: LOCK_MINUTES }
    }
    return { ok: false, error: 'failed' }
  }
  await resetLimit('login-failure-address', address)
  if (user.status === 'pending_deletion') {
    await startReactivation(user.id, input.baseUrl)
    return { ok: false, error: 'pending_deletion' }
  }
  await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } })
  return { ok: true, userId: user.id }
}

/** Support: lift a lockout by hand. */
export async function clearLoginLockout(siteId: number, email: string) {
  await resetLimit('login-lock-address', addressKey(siteId, email))
  await resetLimit('login-failure-address', addressKey(siteId, email))
}

export async function failedLoginCount(siteId: number, email: string) {
  return usedPoints('login-failure-address', addressKey(siteId, email))
}

/** Minutes left of a lockout, 0 when the address is not locked. */
export async function lockoutMinutesLeft(siteId: number, email: string) {
  const seconds = await secondsUntilReset('login-lock-address', addressKey(siteId, email))
  return seconds ? minutes(seconds) : 0
}
