// What /staff/dashboard shows (dashboard.view): one site's daily figures over 7, 30 or 90 days,
// read from the rows the dashboard-stats job keeps (aggregate.ts). Today's sign-ups, activations,
// orders, revenue and queues are counted live from that day's rows only, so a purchase made a
// minute ago is on the page; today's messages and active members come from the job's row of
// today (at most one run, ten minutes, old).
import { prisma } from '../../db.ts'
import { assertStaffMay, type StaffActor } from '../permissions.ts'
import { addDays, countDay, dayKey, utcDay, type RevenueFigures } from './aggregate.ts'
import type { DashboardRange } from '../../../shared/staff/dashboard.ts'

export interface DashboardDay {
  /** YYYY-MM-DD (UTC). */
  day: string
  /** False for a past day the job has not counted yet: its figures are null. */
  counted: boolean
  signups: number | null
  activations: number | null
  firstPurchases: number | null
  paidOrders: number | null
  refunds: number | null
  messagesSent: number | null
  activeMembers: number | null
  photosWaiting: number | null
  complaintsOpen: number | null
}

export interface RevenueRow {
  currency: string
  paymentMethod: string
  paidOrders: number
  /** Minor units. */
  paidAmount: number
  refunds: number
  refundedAmount: number
}

export interface Dashboard {
  range: DashboardRange
  days: DashboardDay[]
  totals: {
    signups: number
    activations: number
    firstPurchases: number
    paidOrders: number
    refunds: number
    messagesSent: number
  }
  /** First purchases per sign-up over the range (null without sign-ups). */
  conversion: number | null
  /** Totals over the range by currency and method. */
  revenue: RevenueRow[]
  /** Paid amount per day by currency (minor units), for the charts. */
  revenueByDay: { currency: string; amounts: number[] }[]
}

const FIGURES = ['signups', 'activations', 'firstPurchases', 'paidOrders', 'refunds', 'messagesSent'] as const

export async function loadDashboard(
  actor: StaffActor,
  siteId: number,
  range: DashboardRange,
  now = new Date(),
): Promise<Dashboard> {
  assertStaffMay(actor, 'dashboard.view', siteId)
  const today = utcDay(now)
  const first = addDays(today, -(range - 1))
  const [stored, storedRevenue, live] = await Promise.all([
    prisma.siteDailyStats.findMany({ where: { siteId, day: { gte: first, lte: today } }, orderBy: { day: 'asc' } }),
    prisma.siteDailyRevenue.findMany({ where: { siteId, day: { gte: first, lt: today } } }),
    countDay(today, [siteId]),
  ])
  const byDay = new Map(stored.map((row) => [dayKey(row.day), row]))
  const storedToday = byDay.get(dayKey(today))
  const liveToday = live.figures[0]
  const todayRow = liveToday && {
    ...liveToday,
    messagesSent: storedToday?.messagesSent ?? null,
    activeMembers: storedToday?.activeMembers ?? null,
  }
  const days: DashboardDay[] = []
  for (let i = 0; i < range; i++) {
    const key = dayKey(addDays(first, i))
    const row = i === range - 1 ? todayRow : byDay.get(key)
    days.push(
      row
        ? {
            day: key,
            counted: true,
            signups: row.signups,
            activations: row.activations,
            firstPurchases: row.firstPurchases,
            paidOrders: row.paidOrders,
            refunds: row.refunds,
            messagesSent: row.messagesSent,
            activeMembers: row.activeMembers,
            photosWaiting: row.photosWaiting,
            complaintsOpen: row.complaintsOpen,
          }
        : {
            day: key,
            counted: false,
            signups: null,
            activations: null,
            firstPurchases: null,
            paidOrders: null,
            refunds: null,
            messagesSent: null,
            activeMembers: null,
            photosWaiting: null,
            complaintsOpen: null,
          },
    )
  }
  const totals = Object.fromEntries(FIGURES.map((f) => [f, days.reduce((sum, d) => sum + (d[f] ?? 0), 0)])) as Dashboard['totals']

  const revenueRows: (RevenueFigures & { day: string })[] = [
    ...storedRevenue.map((r) => ({
      ...r,
      day: dayKey(r.day),
      paidAmount: Number(r.paidAmount),
      refundedAmount: Number(r.refundedAmount),
    })),
    ...live.revenue.map((r) => ({ ...r, day: dayKey(today) })),
  ]
  const revenue = new Map<string, RevenueRow>()
  const perCurrency = new Map<string, number[]>()
  const dayIndex = new Map(days.map((d, i) => [d.day, i]))
  for (const r of revenueRows) {
    const key = `${r.currency} ${r.paymentMethod}`
    const row = revenue.get(key) ?? {
      currency: r.currency,
      paymentMethod: r.paymentMethod,
      paidOrders: 0,
      paidAmount: 0,
      refunds: 0,
      refundedAmount: 0,
    }
    row.paidOrders += r.paidOrders
    row.paidAmount += r.paidAmount
    row.refunds += r.refunds
    row.refundedAmount += r.refundedAmount
    revenue.set(key, row)
    const amounts = perCurrency.get(r.currency) ?? new Array<number>(range).fill(0)
    amounts[dayIndex.get(r.day)!]! += r.paidAmount
    perCurrency.set(r.currency, amounts)
  }
  return {
    range,
    days,
    totals,
    conversion: totals.signups ? totals.firstPurchases / totals.signups : null,
    revenue: [...revenue.values()].sort((a, b) => a.currency.localeCompare(b.currency) || b.paidAmount - a.paidAmount),
    revenueByDay: [...perCurrency].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amounts]) => ({ currency, amounts })),
  }
}
