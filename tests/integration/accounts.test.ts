// The account rules of SPEC §4, §5, §8 against the real database and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Worker } from 'bullmq'
import { getRedis } from '../../server/redis.ts'
import { startWorker } from '../../jobs/start-worker.ts'
import { prisma } from '../../server/db.ts'
import { signUp } from '../../server/accounts/signup.ts'
import { login, MAX_FAILED_LOGINS, clearLoginLockout } from '../../server/accounts/login.ts'
import { activateAccount, resendActivation } from '../../server/accounts/activation.ts'
import { requestPasswordReset, resetPassword, changePassword, RESET_EMAILS_PER_DAY } from '../../server/accounts/password.ts'
import { requestEmailChange, confirmEmailChange } from '../../server/accounts/email-change.ts'
import {
  requestDeletion,
  reactivateAccount,
  purgeExpiredDeletions,
  getRetentionDiscount,
} from '../../server/accounts/deletion.ts'
import { createToken } from '../../server/accounts/tokens.ts'
import { createSession, getSessionUser } from '../../server/accounts/sessions.ts'
import type { SignupInput } from '../../shared/accounts/schemas.ts'

const baseUrl = 'http://localhost:3000'
/** A new client address per call: rate limits per client stay out of the rules under test. */
let clients = 0
const nextIp = () => `198.51.${Math.floor(++clients / 250)}.${clients % 250}`
// E-mails are queued on BullMQ (real Redis); a worker delivers them as in production.
let worker: Worker
beforeAll(() => {
  worker = startWorker(getRedis()!, 4)
})
afterAll(() => worker.close())
let n = 0
const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })

function input(overrides: Partial<SignupInput> = {}): SignupInput {
  n++
  return {
    email: `rules.${n}.${Date.now()}@test.amora.example`,
    name: `Tester${n}`,
    password: 'a good password',
    date_of_birth: '1990-01-01',
    gender: 'female',
    looking_for: 'male',
    terms: 'on',
    language: 'nl',
    country: 'NL',
    ...overrides,
  }
}

async function newAccount(overrides: Partial<SignupInput> = {}) {
  const data = input(overrides)
  const result = await signUp({ site: await site(), data, tracking: null, ip: nextIp(), baseUrl })
  if (!result.ok) throw new Error(result.error)
  return { ...data, id: result.userId }
}

/** The raw token of the newest e-mail job cannot be read back (only its hash is stored): make one. */
async function tokenFor(
  userId: number,
  type: 'activation' | 'password_reset' | 'email_change' | 'reactivation',
  data?: { newEmail: string },
) {
  return (await createToken(userId, type, data)).token
}

describe('signup', () => {
  it('creates an unconfirmed, unsearchable account with its tracking data and an activation e-mail', async () => {
    const s = await site()
    const data = input()
    const result = await signUp({ site: s, data, tracking: { network: 'meta', ref: 'r1', sub1: 'a' }, ip: '10.0.0.1', baseUrl })
    expect(result.ok).toBe(true)
    const user = await prisma.user.findUniqueOrThrow({
      where: { siteId_email: { siteId: s.id, email: data.email } },
      include: { profile: true },
    })
    expect(user).toMatchObject({
      status: 'not_confirmed',
      trackingNetwork: 'meta',
      trackingRef: 'r1',
      trackingSub1: 'a',
      language: 'nl',
    })
    expect(user.profile).toMatchObject({ searchable: false, name: data.name, gender: 'female', sexuality: 'hetero' })
    await expect
      .poll(() => prisma.outboundEmail.count({ where: { userId: user.id, template: 'activation', status: 'sent' } }))
      .toBe(1)
  })

  it('refuses an address that has an account, and sends a reactivation link for one pending deletion', async () => {
    const account = await newAccount()
    const again = await signUp({
      site: await site(),
      data: input({ email: account.email }),
      tracking: null,
      ip: nextIp(),
      baseUrl,
    })
    expect(again).toEqual({ ok: false, error: 'email_exists' })
    await prisma.user.update({ where: { id: account.id }, data: { status: 'pending_deletion', deletionRequestedAt: new Date() } })
    const pending = await signUp({
      site: await site(),
      data: input({ email: account.email }),
      tracking: null,
      ip: nextIp(),
      baseUrl,
    })
    expect(pending).toEqual({ ok: false, error: 'email_pending_deletion' })
    await expect.poll(() => prisma.outboundEmail.count({ where: { userId: account.id, template: 'deletion-scheduled' } })).toBe(1)
  })

  it('follows the signups setting: with_trafficsource needs tracking data, closed needs an invitation', async () => {
    const she = await prisma.site.findUniqueOrThrow({ where: { domain: 'she.localhost' } })
    const noSource = await signUp({ site: she, data: input(), tracking: null, ip: nextIp(), baseUrl })
    expect(noSource).toEqual({ ok: false, error: 'closed' })
    const withSource = await signUp({ site: she, data: input(), tracking: { network: 'google' }, ip: nextIp(), baseUrl })
    expect(withSource.ok).toBe(true)

    const closed = await prisma.site.update({ where: { id: she.id }, data: { signups: 'closed' } })
    expect(await signUp({ site: closed, data: input(), tracking: { network: 'google' }, ip: nextIp(), baseUrl })).toEqual({
      ok: false,
      error: 'closed',
    })
    await prisma.invitation.create({ data: { siteId: she.id, code: 'WELCOME-1', maxUses: 1 } })
    const invited = await signUp({ site: closed, data: input({ invite: 'WELCOME-1' }), tracking: null, ip: nextIp(), baseUrl })
    expect(invited.ok).toBe(true)
    // The invitation is used up.
    expect(await signUp({ site: closed, data: input({ invite: 'WELCOME-1' }), tracking: null, ip: nextIp(), baseUrl })).toEqual({
      ok: false,
      error: 'closed',
    })
  })

  it('rate-limits signups per IP address', async () => {
    const s = await site()
    const results = []
    for (let i = 0; i < 11; i++) results.push(await signUp({ site: s, data: input(), tracking: null, ip: '192.0.2.77', baseUrl }))
    expect(results.slice(0, 10).every((r) => r.ok)).toBe(true)
    expect(results[10]).toEqual({ ok: false, error: 'rate_limited' })
  })
})

describe('activation', () => {
  it('activates once; a used, forged or expired link fails', async () => {
    const account = await newAccount()
    const token = await tokenFor(account.id, 'activation')
    expect(await activateAccount(token)).toEqual({ userId: account.id })
    const user = await prisma.user.findUniqueOrThrow({ where: { id: account.id }, include: { profile: true } })
    expect(user.status).toBe('active')
    expect(user.profile?.searchable).toBe(true)
    expect(await activateAccount(token)).toBeNull()
    expect(await activateAccount('forged-token')).toBeNull()
    const expired = await createToken(account.id, 'activation')
    await prisma.token.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await activateAccount(expired.token)).toBeNull()
  })

  it('resends a limited number of times per hour', async () => {
    const account = await newAccount()
    for (let i = 0; i < 3; i++) expect((await resendActivation(account.id, baseUrl)).ok).toBe(true)
    expect(await resendActivation(account.id, baseUrl)).toEqual({ ok: false, error: 'rate_limited' })
  })
})

describe('login', () => {
  it('logs in with the right password and fails with the same answer for a wrong password or address', async () => {
    const account = await newAccount()
    const s = await site()
    expect(
      await login({ siteId: s.id, email: account.email.toUpperCase(), password: account.password, baseUrl, ip: nextIp() }),
    ).toEqual({
      ok: true,
      userId: account.id,
    })
    expect(await login({ siteId: s.id, email: account.email, password: 'nope', baseUrl, ip: nextIp() })).toEqual({
      ok: false,
      error: 'failed',
    })
    expect(await login({ siteId: s.id, email: 'nobody@test.amora.example', password: 'nope', baseUrl, ip: nextIp() })).toEqual({
      ok: false,
      error: 'failed',
    })
  })

  it(`locks the address after ${MAX_FAILED_LOGINS} failures, even for the right password, until support clears it`, async () => {
    const account = await newAccount()
    const s = await site()
    for (let i = 1; i < MAX_FAILED_LOGINS; i++)
      expect((await login({ siteId: s.id, email: account.email, password: 'x', baseUrl, ip: nextIp() })).ok).toBe(false)
    expect(await login({ siteId: s.id, email: account.email, password: 'x', baseUrl, ip: nextIp() })).toEqual({
      ok: false,
      error: 'locked',
      minutes: 15,
    })
    const right = await login({ siteId: s.id, email: account.email, password: account.password, baseUrl, ip: nextIp() })
    expect(right).toMatchObject({ ok: false, error: 'locked' })
    await clearLoginLockout(s.id, account.email)
    expect((await login({ siteId: s.id, email: account.email, password: account.password, baseUrl, ip: nextIp() })).ok).toBe(true)
  })
})

describe('sessions and passwords', () => {
  it('ends every other session when the password changes, and checks the old password', async () => {
    const account = await newAccount()
    const cookieOf = async () => (await createSession(account.id, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    const [a, b] = [await cookieOf(), await cookieOf()]
    const sessionA = await getSessionUser(new Request('http://localhost/', { headers: { cookie: a } }))
    expect(sessionA?.id).toBe(account.id)
    expect(await changePassword(account.id, sessionA!.sessionId, 'wrong old', 'new password 1')).toEqual({
      ok: false,
      error: 'old_password',
    })
    expect(await changePassword(account.id, sessionA!.sessionId, account.password, 'new password 1')).toEqual({ ok: true })
    expect(await getSessionUser(new Request('http://localhost/', { headers: { cookie: a } }))).not.toBeNull()
    expect(await getSessionUser(new Request('http://localhost/', { headers: { cookie: b } }))).toBeNull()
  })

  it('resets the password by link: unknown address, daily cap, single use, all sessions end', async () => {
    const account = await newAccount()
    const s = await site()
    expect(await requestPasswordReset(s.id, 'unknown@test.amora.example', baseUrl, nextIp())).toEqual({
      ok: false,
      error: 'not_found',
    })
    for (let i = 0; i < RESET_EMAILS_PER_DAY; i++)
      expect(await requestPasswordReset(s.id, account.email, baseUrl, nextIp())).toEqual({ ok: true })
    expect(await requestPasswordReset(s.id, account.email, baseUrl, nextIp())).toEqual({ ok: false, error: 'too_many' })
    const cookie = (await createSession(account.id, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    const token = await tokenFor(account.id, 'password_reset')
    expect(await resetPassword(token, 'brand new password')).toEqual({ userId: account.id })
    expect(await resetPassword(token, 'another password')).toBeNull()
    expect(await getSessionUser(new Request('http://localhost/', { headers: { cookie } }))).toBeNull()
    expect((await login({ siteId: s.id, email: account.email, password: 'brand new password', baseUrl, ip: nextIp() })).ok).toBe(
      true,
    )
  })
})

describe('the session user', () => {
  const request = (cookie: string) => new Request('http://localhost/', { headers: { cookie } })
  const cookieFor = async (userId: number) =>
    (await createSession(userId, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!

  it('is the member with the profile exactly as Prisma reads them (dates, numbers, empty fields)', async () => {
    const account = await newAccount()
    await prisma.profile.update({
      where: { userId: account.id },
      data: {
        latitude: 52.520008,
        longitude: 13.404954,
        city: 'Berlin',
        aboutMe: 'Hallo ünd 👋',
        birthDate: new Date('1990-02-28'),
      },
    })
    await prisma.user.update({
      where: { id: account.id },
      data: { notificationsDisabled: ['bounce', 'fbl'], signupStepsDone: ['photo'], lastLoginAt: new Date() },
    })
    const cookie = await cookieFor(account.id)
    const { passwordHash, ...expected } = await prisma.user.findUniqueOrThrow({
      where: { id: account.id },
      include: { profile: true },
    })
    const user = await getSessionUser(request(cookie))
    // Every column but the password hash, which a request never holds.
    expect(passwordHash).toMatch(/^\$2/)
    expect(user).toEqual({ ...expected, sessionId: expect.any(String) })
    expect(user).not.toHaveProperty('passwordHash')
    expect(user!.profile!.birthDate).toBeInstanceOf(Date)
    expect(user!.profile!.lastActiveAt.getTime()).toBe(expected.profile!.lastActiveAt.getTime())
  })

  it('is a member without a profile, with profile null', async () => {
    const s = await site()
    const bare = await prisma.user.create({
      data: { siteId: s.id, email: `bare.${Date.now()}@test.amora.example`, passwordHash: 'x', status: 'active' },
    })
    const user = await getSessionUser(request(await cookieFor(bare.id)))
    const { passwordHash: _hash, ...columns } = bare
    expect(user).toEqual({ ...columns, profile: null, sessionId: expect.any(String) })
  })

  it('is nobody for an expired session or an account being deleted', async () => {
    const account = await newAccount()
    const cookie = await cookieFor(account.id)
    await prisma.session.updateMany({ where: { userId: account.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await getSessionUser(request(cookie))).toBeNull()
    const fresh = await cookieFor(account.id)
    expect(await getSessionUser(request(fresh))).not.toBeNull()
    await prisma.user.update({ where: { id: account.id }, data: { status: 'pending_deletion' } })
    expect(await getSessionUser(request(fresh))).toBeNull()
  })
})

describe('e-mail change', () => {
  it('needs the password and a free address, and takes effect with the link sent to the new address', async () => {
    const account = await newAccount()
    const other = await newAccount()
    expect(await requestEmailChange(account.id, `new.${account.email}`, 'wrong', baseUrl, nextIp())).toEqual({
      ok: false,
      error: 'password',
    })
    expect(await requestEmailChange(account.id, other.email, account.password, baseUrl, nextIp())).toEqual({
      ok: false,
      error: 'taken',
    })
    const newEmail = `new.${account.email}`
    expect(await requestEmailChange(account.id, newEmail, account.password, baseUrl, nextIp())).toEqual({ ok: true })
    await expect
      .poll(() => prisma.outboundEmail.count({ where: { userId: account.id, template: 'email-change', to: newEmail } }))
      .toBe(1)
    const token = await tokenFor(account.id, 'email_change', { newEmail })
    expect(await confirmEmailChange(token)).toEqual({ ok: true, email: newEmail })
    expect(await confirmEmailChange(token)).toEqual({ ok: false, error: 'invalid' })
    // Someone took the address between request and confirmation.
    const raced = await tokenFor(other.id, 'email_change', { newEmail })
    expect(await confirmEmailChange(raced)).toEqual({ ok: false, error: 'taken' })
  })
})

describe('deletion', () => {
  it('offers a personal retention discount once', async () => {
    const account = await newAccount()
    const first = await getRetentionDiscount(account.id)
    const second = await getRetentionDiscount(account.id)
    expect(second.id).toBe(first.id)
    expect(first).toMatchObject({ userId: account.id, kind: 'retention', valuePercentage: 50 })
  })

  it('hides the account for 14 days, reactivates by link, and purges personal data afterwards', async () => {
    const account = await newAccount()
    await activateAccount(await tokenFor(account.id, 'activation'))
    expect(await requestDeletion({ userId: account.id, reason: 'found_someone', password: 'wrong', baseUrl })).toEqual({
      ok: false,
      error: 'password',
    })
    expect(await requestDeletion({ userId: account.id, reason: 'found_someone', password: account.password, baseUrl })).toEqual({
      ok: true,
    })
    let user = await prisma.user.findUniqueOrThrow({ where: { id: account.id }, include: { profile: true } })
    expect(user).toMatchObject({ status: 'pending_deletion', deletionReason: 'found_someone' })
    expect(user.profile?.searchable).toBe(false)

    expect(await reactivateAccount(await tokenFor(account.id, 'reactivation'))).toEqual({ userId: account.id })
    user = await prisma.user.findUniqueOrThrow({ where: { id: account.id }, include: { profile: true } })
    expect(user.status).toBe('active')
    expect(user.profile?.searchable).toBe(true)

    await requestDeletion({ userId: account.id, reason: 'time', password: account.password, baseUrl })
    await prisma.creditTransaction.create({ data: { userId: account.id, delta: 5, balanceAfter: 5, reason: 'adjustment' } })
    await purgeExpiredDeletions(new Date(Date.now() + 13 * 86_400_000))
    expect((await prisma.user.findUniqueOrThrow({ where: { id: account.id } })).status).toBe('pending_deletion')
    await purgeExpiredDeletions(new Date(Date.now() + 15 * 86_400_000))
    user = await prisma.user.findUniqueOrThrow({ where: { id: account.id }, include: { profile: true } })
    expect(user).toMatchObject({
      status: 'deleted',
      email: `deleted-${account.id}@deleted.invalid`,
      passwordHash: '',
      profile: null,
    })
    // Accounting keeps the ledger.
    expect(await prisma.creditTransaction.count({ where: { userId: account.id } })).toBe(1)
    expect(await reactivateAccount(await tokenFor(account.id, 'reactivation'))).toBeNull()
  })
})

describe('a disabled profile stays out of search', () => {
  it('is not made searchable again by activation or by leaving invisible mode', async () => {
    const { id: userId } = await newAccount()
    await prisma.profile.update({ where: { userId }, data: { status: 'disabled', searchable: false } })
    const { setInvisible } = await import('../../server/accounts/preferences.ts')
    await setInvisible(userId, true)
    await setInvisible(userId, false)
    let profile = await prisma.profile.findUniqueOrThrow({ where: { userId } })
    expect(profile).toMatchObject({ invisible: false, searchable: false })
    await prisma.user.update({ where: { id: userId }, data: { status: 'active' } })
    await setInvisible(userId, false)
    profile = await prisma.profile.findUniqueOrThrow({ where: { userId } })
    expect(profile.searchable).toBe(false)
  })
})
