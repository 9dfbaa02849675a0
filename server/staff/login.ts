// Staff login in two steps (docs/staff.md): the password opens an unverified session; the code
// from the authenticator app (or a recovery code) verifies it; an account without an app enrols
// one first. Wrong answers are limited like member logins (RATE_LIMITS), and an unknown address,
// a disabled account and a wrong password get the same answer.
import { prisma } from '../db.ts'
import { verifyPassword } from '../accounts/passwords.ts'
import { checkLimit, consumeLimit, resetLimit } from '../http/rate-limits.ts'
import { ServiceError } from '../errors.ts'
import { recordStaffAction } from './audit.ts'
import { consoleActor } from './permissions.ts'
import {
  createStaffSession,
  destroyStaffSessions,
  markStaffSessionVerified,
  setPendingTotpSecret,
  type StaffSessionInfo,
} from './sessions.ts'
import {
  enrolmentQr,
  newRecoveryCodes,
  newTotpSecret,
  storeRecoveryCodes,
  totpStep,
  spendRecoveryCode,
  acceptTotpCode,
} from './two-factor.ts'

export const STAFF_LOCK_MINUTES = 15

export class StaffLoginError extends ServiceError<'failed' | 'locked' | 'too_many_attempts', { minutes?: number }> {}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/** Counts a wrong answer for the address (the 5th locks it) and the client. */
async function countFailure(address: string, ip: string): Promise<StaffLoginError> {
  await consumeLimit('staff-login-failure-client', ip)
  const failures = await consumeLimit('staff-login-failure-address', address)
  if (!failures.allowed || failures.remaining === 0) {
    await consumeLimit('staff-login-lock-address', address)
    await resetLimit('staff-login-failure-address', address)
    return new StaffLoginError('locked', { minutes: STAFF_LOCK_MINUTES })
  }
  return new StaffLoginError('failed')
}

/** The password step: an unverified session (and its cookie) or a StaffLoginError. */
export async function staffLogin(input: { email: string; password: string; ip: string; userAgent: string | null }) {
  const address = input.email.trim().toLowerCase()
  const lock = await checkLimit('staff-login-lock-address', address)
  if (!lock.allowed) throw new StaffLoginError('locked', { minutes: minutes(lock.retryAfterSeconds) })
  const client = await checkLimit('staff-login-failure-client', input.ip)
  if (!client.allowed) throw new StaffLoginError('too_many_attempts', { minutes: minutes(client.retryAfterSeconds) })
  const staff = await prisma.staff.findUnique({
    where: { email: address },
    select: { id: true, passwordHash: true, disabledAt: true },
  })
  const valid = await verifyPassword(input.password, staff?.passwordHash)
  if (!valid || !staff || staff.disabledAt) throw await countFailure(address, input.ip)
  await resetLimit('staff-login-failure-address', address)
  return createStaffSession(staff.id, { ip: input.ip, userAgent: input.userAgent })
}

/** Too many wrong codes: the half-open session ends and the address is locked like after wrong passwords. */
async function countCodeFailure(session: StaffSessionInfo, ip: string): Promise<StaffLoginError> {
  const used = await consumeLimit('staff-second-factor-staff', session.staff.id)
  await consumeLimit('staff-login-failure-client', ip)
  if (!used.allowed || used.remaining === 0) {
    await consumeLimit('staff-login-lock-address', session.staff.email)
    await resetLimit('staff-second-factor-staff', session.staff.id)
    await destroyStaffSessions(session.staff.id)
    return new StaffLoginError('locked', { minutes: STAFF_LOCK_MINUTES })
  }
  return new StaffLoginError('failed')
}

async function finishLogin(session: StaffSessionInfo, ip: string, method: 'totp' | 'recovery_code' | 'enrolment') {
  await resetLimit('staff-second-factor-staff', session.staff.id)
  await markStaffSessionVerified(session.id)
  await prisma.$transaction(async (tx) => {
    await tx.staff.update({ where: { id: session.staff.id }, data: { lastLoginAt: new Date() } })
    await recordStaffAction(tx, consoleActor(session.staff, ip), {
      action: 'staff.login',
      subject: { type: 'staff', id: session.staff.id },
      data: { method },
    })
  })
}

/** The second step: a six-digit code from the app, or a recovery code. */
export async function verifyStaffSecondFactor(session: StaffSessionInfo, code: string, ip: string): Promise<void> {
  if (session.verified || session.needsEnrolment) throw new StaffLoginError('failed')
  const lock = await checkLimit('staff-login-lock-address', session.staff.email)
  if (!lock.allowed) throw new StaffLoginError('locked', { minutes: minutes(lock.retryAfterSeconds) })
  const staff = await prisma.staff.findUniqueOrThrow({ where: { id: session.staff.id }, select: { totpSecret: true } })
  if (/^\d{6}$/.test(code)) {
    if (!(await acceptTotpCode(session.staff.id, staff.totpSecret!, code))) throw await countCodeFailure(session, ip)
    return finishLogin(session, ip, 'totp')
  }
  if (!(await spendRecoveryCode(session.staff.id, code))) throw await countCodeFailure(session, ip)
  return finishLogin(session, ip, 'recovery_code')
}

/** Enrolment, first part: the secret this session shows (kept until confirmed) and its QR code. */
export async function startStaffEnrolment(session: StaffSessionInfo) {
  if (session.verified || !session.needsEnrolment) throw new StaffLoginError('failed')
  const secret = session.pendingTotpSecret ?? newTotpSecret()
  if (!session.pendingTotpSecret) await setPendingTotpSecret(session.id, secret)
  return { secret, ...(await enrolmentQr(secret, session.staff.email)) }
}

/** Enrolment, second part: the first code proves the app has the secret; returns the recovery codes (shown once). */
export async function confirmStaffEnrolment(session: StaffSessionInfo, code: string, ip: string): Promise<string[]> {
  if (session.verified || !session.needsEnrolment || !session.pendingTotpSecret) throw new StaffLoginError('failed')
  const step = totpStep(session.pendingTotpSecret, code)
  if (step === null) throw await countCodeFailure(session, ip)
  const secret = session.pendingTotpSecret
  const { codes, hashes } = await newRecoveryCodes()
  await prisma.$transaction(async (tx) => {
    // Only if nobody enrolled this account meanwhile (another session).
    const { count } = await tx.staff.updateMany({
      where: { id: session.staff.id, totpSecret: null },
      data: { totpSecret: secret, totpLastStep: step },
    })
    if (count !== 1) throw new StaffLoginError('failed')
    await storeRecoveryCodes(tx, session.staff.id, hashes)
    await recordStaffAction(tx, consoleActor(session.staff, ip), {
      action: 'staff.two_factor_enrolled',
      subject: { type: 'staff', id: session.staff.id },
    })
  })
  await finishLogin(session, ip, 'enrolment')
  return codes
}
