// The member 360° view's services (docs/staff.md, issue 32 item 3), against the real PostgreSQL
// and the local fake Stripe: every action is allowed exactly to the roles holding its permission
// (members.manage, credits.adjust, orders.refund, profiles.review) on the member's site, changes
// nothing otherwise, and writes one audit row with the staff member's id in the transaction that
// makes the change. Finding members and reading the whole account needs members.view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { permissionsOf, staffRoles, type Permission, type StaffRoleName } from '../../shared/staff/permissions.ts'
import { cliActor, consoleActor, StaffForbiddenError, type StaffActor } from '../../server/staff/permissions.ts'
import { createStaff } from '../../server/staff/accounts.ts'
import { principalOf } from '../../server/staff/sessions.ts'
import { activateByStaff } from '../../server/accounts/activation.ts'
import { purgeAccount, reactivateByStaff } from '../../server/accounts/deletion.ts'
import {
  changeEmailByStaff,
  resendActivationByStaff,
  sendPasswordResetByStaff,
  setDirectDebitBlocked,
  StaffFixError,
} from '../../server/accounts/staff-fixes.ts'
import { adjustCredits } from '../../server/credits/adjust-credits.ts'
import { disableProfile, enableProfile } from '../../server/members/profile-moderation.ts'
import { findMembers, memberOverview } from '../../server/members/staff-member-view.ts'
import { CATALOGUE } from '../../server/payments/methods.ts'
import { OrderError, refundOrder, startOrder } from '../../server/payments/orders.ts'
import type { FakeStripe } from '../../scripts/sandbox/payment-providers.ts'
import { startPaymentFakes } from './payment-fakes.ts'
import { waiver } from './waiver.ts'

let stripe: FakeStripe
let fakes: Awaited<ReturnType<typeof startPaymentFakes>>
beforeAll(async () => {
  fakes = await startPaymentFakes()
  ;({ stripe } = fakes)
})
afterAll(() => fakes.close())

const BASE_URL = 'http://localhost:3000'

let otherSite: { id: number } | null = null
/** A second site, copied from the test site's settings. */
async function elsewhere() {
  if (otherSite) return otherSite
  const base = await localSite()
  const { id: _id, domain: _domain, isDefault: _isDefault, createdAt: _c, updatedAt: _u, ...settings } = base
  otherSite = await prisma.site.create({
    data: { ...settings, minimumMessageCosts: {}, domain: `m360-${process.pid}.example` },
  })
  return otherSite
}
let made = 0

async function localSite() {
  return prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
}

/** A console actor with these roles (all sites, or only `siteIds`). */
async function staffActor(roles: StaffRoleName[], siteIds?: number[]): Promise<StaffActor & { via: 'console' }> {
  made++
  const { staff } = await createStaff(cliActor('test'), {
    email: `members.${process.pid}.${made}@staff.test`,
    name: `Members Staff ${made}`,
    roles,
    allSites: !siteIds,
    siteIds: siteIds ?? [],
  })
  return consoleActor(principalOf(staff), '203.0.113.7') as StaffActor & { via: 'console' }
}

let n = 0
async function member(options: { status?: 'not_confirmed' | 'active' | 'pending_deletion'; credits?: number } = {}) {
  const site = await localSite()
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `m360.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: options.status ?? 'active',
      activatedAt: options.status === 'not_confirmed' ? null : new Date(),
      deletionRequestedAt: options.status === 'pending_deletion' ? new Date() : null,
      signupDate: new Date(Date.now() - 30 * 86_400_000),
      profile: {
        create: {
          siteId: site.id,
          name: `Lotte${n}`,
          gender: 'female',
          birthDate: new Date('1990-06-15'),
          country: 'NL',
          status: 'active',
          searchable: true,
        },
      },
    },
  })
  if (options.credits)
    await prisma.$transaction([
      prisma.user.update({ where: { id: user.id }, data: { credits: options.credits } }),
      prisma.creditTransaction.create({
        data: { userId: user.id, delta: options.credits, balanceAfter: options.credits, reason: 'signup_bonus' },
      }),
    ])
  return user
}

/** A paid p2 order (150 credits), paid through the fake Stripe's webhook. */
async function paidOrder(user: { id: number; siteId: number }) {
  const site = await prisma.site.findUniqueOrThrow({ where: { id: user.siteId } })
  const pkg = await prisma.creditPackage.findFirstOrThrow({ where: { siteId: site.id, country: 'NL', tier: 'p2' } })
  const full = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
  const started = await startOrder({
    user: full,
    site,
    pkg,
    method: CATALOGUE.creditcard,
    methodName: 'creditcard',
    language: 'en',
    description: 'Amora credits',
    withdrawalWaiver: waiver(),
  })
  const order = await prisma.order.findUniqueOrThrow({ where: { id: started.orderId } })
  await stripe.complete(order.paymentId!, 'pay')
  return prisma.order.findUniqueOrThrow({ where: { id: order.id } })
}

const auditRows = (userId: number) => prisma.auditLog.findMany({ where: { userId, actorType: 'staff' }, orderBy: { id: 'asc' } })

interface Case {
  name: string
  permission: Permission
  audit: string
  /** Makes the member (and what the action needs) and returns a runner and a check of the change. */
  prepare: () => Promise<{ userId: number; run: (actor: StaffActor) => Promise<unknown>; changed: () => Promise<boolean> }>
}

const user = (id: number) => prisma.user.findUniqueOrThrow({ where: { id } })

const cases: Case[] = [
  {
    name: 'resend the activation link',
    permission: 'members.manage',
    audit: 'activation_resent',
    prepare: async () => {
      const m = await member({ status: 'not_confirmed' })
      return {
        userId: m.id,
        run: (a) => resendActivationByStaff(m.id, a, BASE_URL),
        changed: async () => (await prisma.token.count({ where: { userId: m.id, type: 'activation' } })) === 1,
      }
    },
  },
  {
    name: 'activate by hand',
    permission: 'members.manage',
    audit: 'activate',
    prepare: async () => {
      const m = await member({ status: 'not_confirmed' })
      return { userId: m.id, run: (a) => activateByStaff(m.id, a), changed: async () => (await user(m.id)).status === 'active' }
    },
  },
  {
    name: 'send a password reset link',
    permission: 'members.manage',
    audit: 'password_reset_sent',
    prepare: async () => {
      const m = await member()
      return {
        userId: m.id,
        run: (a) => sendPasswordResetByStaff(m.id, a, BASE_URL),
        changed: async () => (await prisma.token.count({ where: { userId: m.id, type: 'password_reset' } })) === 1,
      }
    },
  },
  {
    name: 'change the e-mail address',
    permission: 'members.manage',
    audit: 'email_change',
    prepare: async () => {
      const m = await member()
      const to = `new.${m.email}`
      return { userId: m.id, run: (a) => changeEmailByStaff(m.id, a, to), changed: async () => (await user(m.id)).email === to }
    },
  },
  {
    name: 'block direct debit',
    permission: 'members.manage',
    audit: 'direct_debit.block',
    prepare: async () => {
      const m = await member()
      return {
        userId: m.id,
        run: (a) => setDirectDebitBlocked(m.id, a, true, 'charge-back on another card'),
        changed: async () => (await user(m.id)).directDebitBlocked,
      }
    },
  },
  {
    name: 'hide the profile with a statement of reasons',
    permission: 'profiles.review',
    audit: 'profile_disabled',
    prepare: async () => {
      const m = await member()
      return {
        userId: m.id,
        run: (a) => disableProfile(m.id, a, { note: 'Impersonation (terms 4.2).', baseUrl: BASE_URL }),
        changed: async () => (await prisma.profile.findUniqueOrThrow({ where: { userId: m.id } })).status === 'disabled',
      }
    },
  },
  {
    name: 'show the profile again',
    permission: 'profiles.review',
    audit: 'profile_enabled',
    prepare: async () => {
      const m = await member()
      await prisma.profile.update({ where: { userId: m.id }, data: { status: 'disabled', searchable: false } })
      return {
        userId: m.id,
        run: (a) => enableProfile(m.id, a),
        changed: async () => (await prisma.profile.findUniqueOrThrow({ where: { userId: m.id } })).status === 'active',
      }
    },
  },
  {
    name: 'adjust credits',
    permission: 'credits.adjust',
    audit: 'credits.adjust',
    prepare: async () => {
      const m = await member({ credits: 10 })
      return {
        userId: m.id,
        run: (a) => adjustCredits(m.id, a, { amount: 25, note: 'goodwill after an outage' }),
        changed: async () => (await user(m.id)).credits === 35,
      }
    },
  },
  {
    name: 'refund an order through its provider',
    permission: 'orders.refund',
    audit: 'order.refund',
    prepare: async () => {
      const m = await member()
      const order = await paidOrder(m)
      return {
        userId: m.id,
        run: (a) => refundOrder(order.id, { type: 'staff', staff: a }),
        changed: async () => (await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status === 'refunded',
      }
    },
  },
  {
    name: 'restore an account pending deletion',
    permission: 'members.manage',
    audit: 'reactivated',
    prepare: async () => {
      const m = await member({ status: 'pending_deletion' })
      return { userId: m.id, run: (a) => reactivateByStaff(m.id, a), changed: async () => (await user(m.id)).status === 'active' }
    },
  },
  {
    name: 'delete the account now',
    permission: 'members.manage',
    audit: 'purged',
    prepare: async () => {
      const m = await member()
      return {
        userId: m.id,
        run: (a) => purgeAccount(m.id, { type: 'staff', by: a }),
        changed: async () => (await user(m.id)).status === 'deleted',
      }
    },
  },
]

describe.each(cases)('$name ($permission)', (c) => {
  it.each(staffRoles)('as %s: allowed exactly with the permission, one audit row with the staff id', async (role) => {
    const actor = await staffActor([role])
    const { userId, run, changed } = await c.prepare()
    const allowed = permissionsOf([role]).has(c.permission)
    if (allowed) {
      await run(actor)
      expect(await changed()).toBe(true)
      const rows = await auditRows(userId)
      expect(rows.map((r) => r.action)).toEqual([c.audit])
      expect(rows[0]).toMatchObject({ staffId: actor.staff.id, actorName: actor.staff.name, ip: '203.0.113.7' })
    } else {
      await expect(run(actor)).rejects.toBeInstanceOf(StaffForbiddenError)
      expect(await changed()).toBe(false)
      expect(await auditRows(userId)).toEqual([])
    }
  })

  it('is refused to staff with the permission on another site only', async () => {
    const actor = await staffActor(['admin'], [(await elsewhere()).id])
    const { userId, run, changed } = await c.prepare()
    await expect(run(actor)).rejects.toBeInstanceOf(StaffForbiddenError)
    expect(await changed()).toBe(false)
    expect(await auditRows(userId)).toEqual([])
  })
})

describe('the actions’ own rules', () => {
  it('the refund row names the order, the staff member and the provider’s refund; the ledger takes the credits back', async () => {
    const support = await staffActor(['support'])
    const m = await member()
    const order = await paidOrder(m)
    const refundsBefore = stripe.refunds.length
    await refundOrder(order.id, { type: 'staff', staff: support })
    expect(stripe.refunds.length - refundsBefore).toBe(1)
    const [row] = await auditRows(m.id)
    expect(row).toMatchObject({
      action: 'order.refund',
      staffId: support.staff.id,
      siteId: m.siteId,
      subjectType: 'order',
      subjectId: String(order.id),
      before: { status: 'refunding' },
      after: { status: 'refunded' },
    })
    const ledger = await prisma.creditTransaction.findMany({ where: { userId: m.id }, orderBy: { id: 'asc' } })
    expect(ledger.map((l) => [l.reason, l.delta])).toEqual([
      ['purchase', 150],
      ['refund', -150],
    ])
    // A second refund of the same order is refused and asks the provider nothing.
    await expect(refundOrder(order.id, { type: 'staff', staff: support })).rejects.toMatchObject({ code: 'not_refundable' })
    expect(stripe.refunds.length - refundsBefore).toBe(1)
  })

  it('a refund outside the refund period needs ignoreWindow', async () => {
    const support = await staffActor(['support'])
    const m = await member()
    const order = await paidOrder(m)
    await prisma.order.update({ where: { id: order.id }, data: { paidAt: new Date(Date.now() - 400 * 86_400_000) } })
    await expect(refundOrder(order.id, { type: 'staff', staff: support })).rejects.toBeInstanceOf(OrderError)
    await refundOrder(order.id, { type: 'staff', staff: support, ignoreWindow: true })
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('refunded')
  })

  it('taking credits back stops at zero; the ledger and the audit row say what was taken', async () => {
    const support = await staffActor(['support'])
    const m = await member({ credits: 5 })
    expect(await adjustCredits(m.id, support, { amount: -20, note: 'duplicate bonus' })).toEqual({ before: 5, after: 0 })
    const last = await prisma.creditTransaction.findFirstOrThrow({ where: { userId: m.id }, orderBy: { id: 'desc' } })
    expect(last).toMatchObject({ delta: -5, balanceAfter: 0, reason: 'adjustment', note: 'duplicate bonus' })
    const [row] = await auditRows(m.id)
    expect(row).toMatchObject({
      before: { credits: 5 },
      after: { credits: 0 },
      data: { amount: -20, applied: -5, note: 'duplicate bonus' },
    })
    await expect(adjustCredits(m.id, support, { amount: 0, note: 'x' })).rejects.toMatchObject({ code: 'invalid_amount' })
  })

  it('an address taken on the site, or the same one, is refused; the change is recorded before and after', async () => {
    const support = await staffActor(['support'])
    const a = await member()
    const b = await member()
    await expect(changeEmailByStaff(a.id, support, b.email.toUpperCase())).rejects.toMatchObject({ code: 'email_taken' })
    await expect(changeEmailByStaff(a.id, support, a.email)).rejects.toMatchObject({ code: 'same_email' })
    expect(await auditRows(a.id)).toEqual([])
    await changeEmailByStaff(a.id, support, `Other.${a.email}`)
    const [row] = await auditRows(a.id)
    expect(row).toMatchObject({ before: { email: a.email }, after: { email: `other.${a.email}` } })
  })

  it('an activation link for an active account is not needed; a reset link for a deleted one is refused', async () => {
    const support = await staffActor(['support'])
    const active = await member()
    await expect(resendActivationByStaff(active.id, support, BASE_URL)).rejects.toMatchObject({ code: 'not_needed' })
    await purgeAccount(active.id, { type: 'staff', by: support })
    await expect(sendPasswordResetByStaff(active.id, support, BASE_URL)).rejects.toBeInstanceOf(StaffFixError)
    expect((await auditRows(active.id)).map((r) => r.action)).toEqual(['purged'])
  })

  it('the CLI passes every check and is audited by name', async () => {
    const m = await member({ credits: 1 })
    await adjustCredits(m.id, 'cli-anna', { amount: 2, note: 'test' })
    const [row] = await auditRows(m.id)
    expect(row).toMatchObject({ actorName: 'cli-anna', staffId: null, action: 'credits.adjust' })
  })
})

describe('finding a member and the 360° view', () => {
  it('finds by e-mail, id, name and order id on the site; needs members.view', async () => {
    const site = await localSite()
    const support = await staffActor(['support'])
    const m = await member()
    const order = await paidOrder(m)
    const ids = async (q: string) => (await findMembers(support.staff, site.id, q)).map((r) => r.id)
    expect(await ids(m.email.toUpperCase())).toEqual([m.id])
    expect(await ids(m.email.slice(0, 12))).toContain(m.id)
    expect(await ids(String(m.id))).toContain(m.id)
    expect(await ids(`lotte${n}`)).toContain(m.id)
    const byOrder = await findMembers(support.staff, site.id, String(order.id))
    expect(byOrder.find((r) => r.orderId === order.id)?.id).toBe(m.id)
    expect(await ids('nobody-at-all@nowhere.example')).toEqual([])
    const operator = await staffActor(['operator'])
    await expect(findMembers(operator.staff, site.id, m.email)).rejects.toBeInstanceOf(StaffForbiddenError)
  })

  it('shows the whole account to members.view and what the role may do; nobody else', async () => {
    const support = await staffActor(['support'])
    const moderator = await staffActor(['moderator'])
    const m = await member({ credits: 3 })
    const order = await paidOrder(m)
    await adjustCredits(m.id, support, { amount: 4, note: 'sorry' })
    await prisma.outboundEmail.create({
      data: { idempotencyKey: `m360-${m.id}`, userId: m.id, to: m.email, template: 'activation', language: 'en', subject: 'Hi' },
    })
    const other = await member()
    await prisma.complaint.create({
      data: {
        reference: `AMR-M360-${m.id}`,
        siteId: m.siteId,
        reporterId: other.id,
        targetUserId: m.id,
        reason: 'spam',
        text: 'Sends links.',
      },
    })
    const view = (await memberOverview(support.staff, m.id))!
    expect(view.member.credits).toBe(157)
    expect(view.orders.map((o) => [o.id, o.status, o.refund])).toEqual([[order.id, 'paid', 'ok']])
    expect(view.ledger.map((l) => l.reason)).toEqual(['adjustment', 'purchase', 'signup_bonus'])
    expect(view.emails.map((e) => e.template)).toEqual(['activation'])
    expect(view.complaintsAbout.map((c) => c.reporterId)).toEqual([other.id])
    expect(view.audit.rows.map((r) => r.action)).toContain('credits.adjust')
    expect(view.may).toEqual({ manage: true, adjustCredits: true, refund: true, hideProfile: false })
    expect((await memberOverview(moderator.staff, m.id))!.may).toEqual({
      manage: false,
      adjustCredits: false,
      refund: false,
      hideProfile: true,
    })
    const operator = await staffActor(['operator'])
    await expect(memberOverview(operator.staff, m.id)).rejects.toBeInstanceOf(StaffForbiddenError)
    expect(await memberOverview(support.staff, 2_000_000_000)).toBeNull()
  })
})

describe('the support CLI uses the same services', () => {
  it('reset-link and change-email are audited with the staff account --staff names', async () => {
    const { runSupportCommand } = await import('./support-run.ts')
    const support = await staffActor(['support'])
    const m = await member()
    const reset = await runSupportCommand('reset-link', m.email, '--staff', support.staff.email)
    expect(reset).toMatchObject({ code: 0 })
    expect(reset.out).toContain(`Sent a password reset link to ${m.email}`)
    const to = `cli.${m.email}`
    expect(await runSupportCommand('change-email', String(m.id), '--email', 'not-an-address')).toMatchObject({ code: 1 })
    expect(await runSupportCommand('change-email', String(m.id), '--email', to, '--staff', support.staff.email)).toMatchObject({
      code: 0,
    })
    expect((await user(m.id)).email).toBe(to)
    const rows = await auditRows(m.id)
    expect(rows.map((r) => [r.action, r.staffId])).toEqual([
      ['password_reset_sent', support.staff.id],
      ['email_change', support.staff.id],
    ])
  })
})
