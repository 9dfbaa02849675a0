// The staff dashboard's daily rows (docs/staff.md "Dashboard"): the job's figures equal a direct
// count of a small seeded set, counting a day again changes nothing, missing days are filled in,
// today is counted live, and only admins (dashboard.view, on the site) may read it.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { permissionsOf, staffRoles, type StaffRoleName } from '../../shared/staff/permissions.ts'
import { cliActor, consoleActor, StaffForbiddenError, type StaffPrincipal } from '../../server/staff/permissions.ts'
import { addDays, missingDays, recomputeDay, refreshDashboardStats } from '../../server/staff/dashboard/aggregate.ts'
import { loadDashboard } from '../../server/staff/dashboard/dashboard.ts'
import { jobRegistry, schedules } from '../../jobs/registry.ts'

const D = new Date('2021-03-10T00:00:00Z')
const at = (day: Date, hours: number) => new Date(day.getTime() + hours * 3_600_000)
let n = 0

async function site(domain = 'localhost') {
  return prisma.site.findUniqueOrThrow({ where: { domain } })
}

async function member(
  siteId: number,
  signupDate: Date,
  options: { activatedAt?: Date; fictional?: boolean; lastActiveAt?: Date } = {},
) {
  n++
  return prisma.user.create({
    data: {
      siteId,
      email: `dash.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      signupDate,
      activatedAt: options.activatedAt ?? null,
      profile: {
        create: {
          siteId,
          name: `Dash${n}`,
          gender: 'female',
          birthDate: new Date('1990-06-15'),
          country: 'NL',
          status: 'active',
          fictional: options.fictional ?? false,
          lastActiveAt: options.lastActiveAt ?? signupDate,
        },
      },
    },
  })
}

async function order(
  userId: number,
  siteId: number,
  o: {
    currency: string
    method: string
    amount: number
    paidAt?: Date
    refundedAt?: Date
    status?: 'paid' | 'refunded' | 'open'
  },
) {
  const pkg = await prisma.creditPackage.findFirstOrThrow({ where: { siteId } })
  return prisma.order.create({
    data: {
      userId,
      packageId: pkg.id,
      provider: 'mollie',
      paymentMethod: o.method,
      status: o.status ?? (o.refundedAt ? 'refunded' : o.paidAt ? 'paid' : 'open'),
      country: 'NL',
      currency: o.currency,
      amount: o.amount,
      credits: 10,
      createdAt: o.paidAt ?? D,
      paidAt: o.paidAt ?? null,
      refundedAt: o.refundedAt ?? null,
    },
  })
}

async function message(conversationId: number, senderId: number, createdAt: Date) {
  return prisma.message.create({ data: { conversationId, senderId, body: 'hello', createdAt } })
}

const principal = (roles: StaffRoleName[], siteIds: number[] | null): StaffPrincipal => ({
  id: 1,
  name: 'Tester',
  email: 'tester@staff.test',
  roles,
  allSites: siteIds === null,
  siteIds: siteIds ?? [],
  permissions: permissionsOf(roles),
})

/** A direct count of one day and site, the way a person would write it. */
async function directCount(siteId: number, day: Date) {
  const range = { gte: day, lt: addDays(day, 1) }
  const notFictional = { profile: { fictional: false } }
  const paid = await prisma.order.findMany({ where: { paidAt: range, user: { siteId } } })
  const firstBuyers = new Set<number>()
  for (const o of paid) {
    const earlier = await prisma.order.count({ where: { userId: o.userId, paidAt: { lt: day } } })
    if (!earlier) firstBuyers.add(o.userId)
  }
  return {
    signups: await prisma.user.count({ where: { siteId, signupDate: range, ...notFictional } }),
    activations: await prisma.user.count({ where: { siteId, activatedAt: range, ...notFictional } }),
    firstPurchases: firstBuyers.size,
    paidOrders: paid.length,
    refunds: await prisma.order.count({ where: { refundedAt: range, user: { siteId } } }),
    messagesSent: await prisma.message.count({ where: { createdAt: range, conversation: { siteId }, sender: notFictional } }),
  }
}

describe('dashboard figures', () => {
  it('equal a direct count of the seeded day, and counting again changes nothing', async () => {
    const { id: siteId } = await site()
    const a = await member(siteId, at(D, -24 * 20), { lastActiveAt: at(D, 9) })
    const b = await member(siteId, at(D, 1), { activatedAt: at(D, 2), lastActiveAt: at(D, 10) })
    const c = await member(siteId, at(D, 23.5))
    const fictional = await member(siteId, at(D, 3), { activatedAt: at(D, 3), fictional: true })
    await member(siteId, at(D, 24.5)) // the next day
    await order(a.id, siteId, { currency: 'EUR', method: 'ideal', amount: 999, paidAt: at(D, -24 * 5) })
    await order(a.id, siteId, { currency: 'EUR', method: 'ideal', amount: 1999, paidAt: at(D, 8) }) // not a first purchase
    await order(b.id, siteId, { currency: 'EUR', method: 'ideal', amount: 1000, paidAt: at(D, 4) })
    await order(b.id, siteId, { currency: 'EUR', method: 'creditcard', amount: 2000, paidAt: at(D, 5) })
    await order(c.id, siteId, { currency: 'PLN', method: 'blik', amount: 3000, paidAt: at(D, 23.6), refundedAt: at(D, 23.9) })
    await order(c.id, siteId, { currency: 'PLN', method: 'blik', amount: 5000 }) // open: not paid
    const conversation = await prisma.conversation.create({ data: { siteId, initiatorId: a.id, createdAt: D } })
    await message(conversation.id, a.id, at(D, 6))
    await message(conversation.id, b.id, at(D, 7))
    await message(conversation.id, fictional.id, at(D, 7.5))
    await message(conversation.id, a.id, at(D, 25))

    await recomputeDay(D, at(D, 24 * 30))
    const row = await prisma.siteDailyStats.findUniqueOrThrow({ where: { siteId_day: { siteId, day: D } } })
    const expected = { signups: 2, activations: 1, firstPurchases: 2, paidOrders: 4, refunds: 1, messagesSent: 2 }
    expect(await directCount(siteId, D)).toEqual(expected)
    expect(row).toMatchObject(expected)
    // A past day has no snapshot of the queues or active members.
    expect(row).toMatchObject({ activeMembers: null, photosWaiting: null, complaintsOpen: null })
    const revenue = async () =>
      (
        await prisma.siteDailyRevenue.findMany({
          where: { siteId, day: D },
          orderBy: [{ currency: 'asc' }, { paymentMethod: 'asc' }],
        })
      ).map((r) => ({ ...r, paidAmount: Number(r.paidAmount), refundedAmount: Number(r.refundedAmount) }))
    expect(await revenue()).toEqual([
      {
        siteId,
        day: D,
        currency: 'EUR',
        paymentMethod: 'creditcard',
        paidOrders: 1,
        paidAmount: 2000,
        refunds: 0,
        refundedAmount: 0,
      },
      { siteId, day: D, currency: 'EUR', paymentMethod: 'ideal', paidOrders: 2, paidAmount: 2999, refunds: 0, refundedAmount: 0 },
      {
        siteId,
        day: D,
        currency: 'PLN',
        paymentMethod: 'blik',
        paidOrders: 1,
        paidAmount: 3000,
        refunds: 1,
        refundedAmount: 3000,
      },
    ])

    // Idempotent: the same rows after a second run, and after two at once.
    const before = { row: await prisma.siteDailyStats.findMany({ where: { day: D } }), revenue: await revenue() }
    await recomputeDay(D, at(D, 24 * 30))
    await Promise.all([recomputeDay(D, at(D, 24 * 30)), recomputeDay(D, at(D, 24 * 30))])
    const after = await prisma.siteDailyStats.findMany({ where: { day: D } })
    expect(after.map(({ computedAt: _, ...r }) => r)).toEqual(before.row.map(({ computedAt: _, ...r }) => r))
    expect(await revenue()).toEqual(before.revenue)

    // A late change of that day (a refund settled afterwards) is taken in by the next count.
    await prisma.order.updateMany({
      where: { userId: b.id, paymentMethod: 'creditcard' },
      data: { status: 'refunded', refundedAt: at(D, 20) },
    })
    await recomputeDay(D, at(D, 24 * 30))
    expect(await prisma.siteDailyStats.findUniqueOrThrow({ where: { siteId_day: { siteId, day: D } } })).toMatchObject({
      refunds: 2,
    })
    expect((await revenue()).find((r) => r.paymentMethod === 'creditcard')).toMatchObject({ refunds: 1, refundedAmount: 2000 })

    // Counted while it is today: the active members and the queues as they are now.
    await recomputeDay(D, at(D, 23.95))
    const today = await prisma.siteDailyStats.findUniqueOrThrow({ where: { siteId_day: { siteId, day: D } } })
    expect(today.activeMembers).toBe(
      await prisma.profile.count({ where: { siteId, fictional: false, lastActiveAt: { gte: D, lt: addDays(D, 1) } } }),
    )
    expect(today.activeMembers).toBeGreaterThanOrEqual(3) // a, b, c at least
    expect(today.photosWaiting).toBe(await prisma.photo.count({ where: { status: 'pending', user: { siteId } } }))
    expect(today.complaintsOpen).toBe(await prisma.complaint.count({ where: { siteId, status: { in: ['open', 'in_review'] } } }))
    // ... and a later count of the past day keeps them.
    await recomputeDay(D, at(D, 24 * 30))
    expect(await prisma.siteDailyStats.findUniqueOrThrow({ where: { siteId_day: { siteId, day: D } } })).toMatchObject({
      activeMembers: today.activeMembers,
      photosWaiting: today.photosWaiting,
    })
  })

  it('the job counts today and yesterday and fills in missing days, newest first', async () => {
    const { id: siteId } = await site()
    const E = new Date('2021-06-01T00:00:00Z')
    await member(siteId, at(E, 12))
    await member(siteId, at(E, -24 * 3 + 1))
    const now = at(E, 24 * 2 + 12) // two days later
    const missing = await missingDays(now)
    expect(missing.slice(0, 3).map((d) => d.toISOString().slice(0, 10))).toEqual(['2021-06-02', '2021-06-01', '2021-05-31'])
    const { days } = await refreshDashboardStats(now)
    expect(days.slice(0, 4)).toEqual(['2021-06-03', '2021-06-02', '2021-06-01', '2021-05-31'])
    const counted = await prisma.siteDailyStats.findUniqueOrThrow({ where: { siteId_day: { siteId, day: E } } })
    expect(counted.signups).toBe((await directCount(siteId, E)).signups)
    expect(counted.signups).toBe(1)
    // Every site has its row for the day, even without activity.
    expect(await prisma.siteDailyStats.count({ where: { day: E } })).toBe(await prisma.site.count())
    // Counted days are not missing any more.
    const again = await missingDays(now)
    expect(again.map((d) => d.getTime())).not.toContain(E.getTime())

    // The registered job runs the same for the real today, on its schedule.
    expect(schedules.find((s) => s.name === 'dashboard-stats')?.everyMs).toBe(10 * 60_000)
    await jobRegistry['dashboard-stats'].run({}, { attempt: 1 })
    const realToday = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z')
    expect(await prisma.siteDailyStats.count({ where: { day: realToday } })).toBe(await prisma.site.count())
  })

  it('the dashboard reads the stored days and counts today live', async () => {
    const { id: siteId } = await site()
    const now = new Date()
    const buyer = await member(siteId, new Date(now.getTime() - 60_000))
    const before = await loadDashboard(cliActor('test'), siteId, 7, now)
    await order(buyer.id, siteId, { currency: 'DKK', method: 'mobilepay', amount: 4500, paidAt: new Date(now.getTime() - 1000) })
    const dash = await loadDashboard(cliActor('test'), siteId, 7, now)
    expect(dash.days).toHaveLength(7)
    const today = dash.days.at(-1)!
    expect(today.counted).toBe(true)
    expect(today.paidOrders).toBe(before.days.at(-1)!.paidOrders! + 1)
    expect(today.firstPurchases).toBe(before.days.at(-1)!.firstPurchases! + 1)
    expect(dash.revenue.find((r) => r.currency === 'DKK' && r.paymentMethod === 'mobilepay')?.paidAmount).toBeGreaterThanOrEqual(
      4500,
    )
    expect(dash.revenueByDay.find((r) => r.currency === 'DKK')?.amounts.at(-1)).toBeGreaterThanOrEqual(4500)
    expect(dash.totals.paidOrders).toBe(dash.days.reduce((s, d) => s + (d.paidOrders ?? 0), 0))
    // A stored day comes from its row.
    const yesterday = addDays(new Date(now.toISOString().slice(0, 10) + 'T00:00:00Z'), -1)
    await prisma.siteDailyStats.upsert({
      where: { siteId_day: { siteId, day: yesterday } },
      create: { siteId, day: yesterday, signups: 4242 },
      update: { signups: 4242 },
    })
    expect((await loadDashboard(cliActor('test'), siteId, 7, now)).days.at(-2)).toMatchObject({ counted: true, signups: 4242 })
    // Today: the orders live, the messages and active members from the job's row of today.
    const todayDay = addDays(yesterday, 1)
    await prisma.siteDailyStats.upsert({
      where: { siteId_day: { siteId, day: todayDay } },
      create: { siteId, day: todayDay, messagesSent: 77, activeMembers: 55, paidOrders: 9999 },
      update: { messagesSent: 77, activeMembers: 55, paidOrders: 9999 },
    })
    const mixed = (await loadDashboard(cliActor('test'), siteId, 7, now)).days.at(-1)!
    expect(mixed).toMatchObject({ messagesSent: 77, activeMembers: 55, paidOrders: today.paidOrders })
  })

  it('is for admins only, on their sites', async () => {
    const { id: siteId } = await site()
    const other = await site('she.localhost')
    for (const role of staffRoles) {
      const result = loadDashboard(consoleActor(principal([role], null), null), siteId, 7)
      if (role === 'admin') await expect(result).resolves.toMatchObject({ range: 7 })
      else await expect(result).rejects.toBeInstanceOf(StaffForbiddenError)
    }
    await expect(loadDashboard(consoleActor(principal(['admin'], [other.id]), null), siteId, 7)).rejects.toBeInstanceOf(
      StaffForbiddenError,
    )
    await expect(loadDashboard(consoleActor(principal(['admin'], [other.id]), null), other.id, 7)).resolves.toBeTruthy()
  })
})
