// The inbox's figures (docs/operators.md "Figures"): per operator and for the site, over a
// period, the conversations answered, the median and 90th percentile of the time a member waited
// for the answer, the open backlog, and the breaches of the site's answer-time target (answers
// later than the target, and conversations waiting longer than it now). The target is set by an
// admin (inbox.manage).
import { prisma } from '../db.ts'
import { assertStaffMay, staffMay, type StaffActor } from '../staff/permissions.ts'
import { recordStaffAction } from '../staff/audit.ts'
import { TARGET_MINUTES_MAX } from '../../shared/inbox/schemas.ts'

/** The answer-time target of a site without its own. */
export const DEFAULT_TARGET_MINUTES = 15

export async function targetMinutes(siteId: number): Promise<number> {
  const row = await prisma.inboxSettings.findUnique({ where: { siteId }, select: { targetMinutes: true } })
  return row?.targetMinutes ?? DEFAULT_TARGET_MINUTES
}

/** Sets the site's answer-time target (inbox.manage), audited with the value before. */
export async function setTargetMinutes(actor: StaffActor, siteId: number, minutes: number): Promise<void> {
  assertStaffMay(actor, 'inbox.manage', siteId)
  const value = Math.max(1, Math.min(TARGET_MINUTES_MAX, Math.round(minutes)))
  await prisma.$transaction(async (tx) => {
    const before = await tx.inboxSettings.findUnique({ where: { siteId }, select: { targetMinutes: true } })
    await tx.inboxSettings.upsert({
      where: { siteId },
      create: { siteId, targetMinutes: value },
      update: { targetMinutes: value },
    })
    await recordStaffAction(tx, actor, {
      action: 'inbox.target',
      siteId,
      subject: { type: 'site', id: siteId },
      before: { targetMinutes: before?.targetMinutes ?? DEFAULT_TARGET_MINUTES },
      after: { targetMinutes: value },
    })
  })
}

export interface AnswerFigures {
  answered: number
  conversations: number
  medianSeconds: number | null
  p90Seconds: number | null
  breaches: number
}

export interface OperatorFigures extends AnswerFigures {
  staffId: number | null
  name: string
  /** Waiting conversations the operator holds a claim on now. */
  backlog: number
}

export interface InboxFigures {
  days: number
  targetMinutes: number
  site: AnswerFigures & { backlog: number; waitingBeyondTarget: number; oldestWaitSeconds: number | null }
  operators: OperatorFigures[]
  /** Only with inbox.manage: the latest answers later than the target, and the longest waits now. */
  breaches: {
    late: { conversationId: number; staffName: string; waitedSeconds: number; answeredAt: Date }[]
    waiting: { conversationId: number; memberName: string; profileName: string; waitedSeconds: number }[]
  } | null
}

type Row = {
  staffId: number | null
  name: string | null
  answered: number
  conversations: number
  median: number | null
  p90: number | null
  breaches: number
}

const toFigures = (r: Row | undefined): AnswerFigures => ({
  answered: r?.answered ?? 0,
  conversations: r?.conversations ?? 0,
  medianSeconds: r?.median == null ? null : Math.round(r.median),
  p90Seconds: r?.p90 == null ? null : Math.round(r.p90),
  breaches: r?.breaches ?? 0,
})

/** The figures of the last `days` days on a site. Operators see them; breaches need inbox.manage. */
export async function inboxFigures(actor: StaffActor, siteId: number, days = 7, now = new Date()): Promise<InboxFigures> {
  assertStaffMay(actor, 'inbox.answer', siteId)
  const since = new Date(now.getTime() - days * 86_400_000)
  const target = await targetMinutes(siteId)
  const limit = target * 60
  const [perStaff, site, backlog, claimed] = await Promise.all([
    prisma.$queryRaw<Row[]>`
      SELECT a."staffId", s.name, count(*)::int AS answered, count(DISTINCT a."conversationId")::int AS conversations,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY a."waitedSeconds") AS median,
             percentile_cont(0.9) WITHIN GROUP (ORDER BY a."waitedSeconds") AS p90,
             count(*) FILTER (WHERE a."waitedSeconds" > ${limit})::int AS breaches
        FROM "InboxAnswer" a LEFT JOIN "Staff" s ON s.id = a."staffId"
       WHERE a."siteId" = ${siteId} AND a."answeredAt" >= ${since}
       GROUP BY a."staffId", s.name ORDER BY answered DESC, s.name`,
    prisma.$queryRaw<Row[]>`
      SELECT NULL::int AS "staffId", NULL AS name, count(*)::int AS answered,
             count(DISTINCT a."conversationId")::int AS conversations,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY a."waitedSeconds") AS median,
             percentile_cont(0.9) WITHIN GROUP (ORDER BY a."waitedSeconds") AS p90,
             count(*) FILTER (WHERE a."waitedSeconds" > ${limit})::int AS breaches
        FROM "InboxAnswer" a WHERE a."siteId" = ${siteId} AND a."answeredAt" >= ${since}`,
    prisma.$queryRaw<{ total: number; beyond: number; oldest: Date | null }[]>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE "waitingSince" < ${new Date(now.getTime() - limit * 1000)})::int AS beyond,
             min("waitingSince") AS oldest
        FROM "InboxItem" WHERE "siteId" = ${siteId}`,
    prisma.$queryRaw<{ staffId: number; name: string; backlog: number }[]>`
      SELECT c."staffId", s.name, count(*)::int AS backlog
        FROM "InboxClaim" c JOIN "InboxItem" i ON i."conversationId" = c."conversationId" JOIN "Staff" s ON s.id = c."staffId"
       WHERE i."siteId" = ${siteId} AND c."expiresAt" > ${now}
       GROUP BY c."staffId", s.name`,
  ])
  const operators = new Map<number | null, OperatorFigures>()
  for (const r of perStaff) operators.set(r.staffId, { staffId: r.staffId, name: r.name ?? '', backlog: 0, ...toFigures(r) })
  for (const c of claimed) {
    const row = operators.get(c.staffId) ?? { staffId: c.staffId, name: c.name, backlog: 0, ...toFigures(undefined) }
    row.backlog = c.backlog
    operators.set(c.staffId, row)
  }
  const b = backlog[0]
  const manage = actor.via === 'cli' || staffMay(actor.staff, 'inbox.manage', siteId)
  return {
    days,
    targetMinutes: target,
    site: {
      ...toFigures(site[0]),
      backlog: b?.total ?? 0,
      waitingBeyondTarget: b?.beyond ?? 0,
      oldestWaitSeconds: b?.oldest ? Math.floor((now.getTime() - b.oldest.getTime()) / 1000) : null,
    },
    operators: [...operators.values()],
    breaches: manage ? await breachLists(siteId, since, limit, now) : null,
  }
}

async function breachLists(siteId: number, since: Date, limitSeconds: number, now: Date) {
  const [late, waiting] = await Promise.all([
    prisma.inboxAnswer.findMany({
      where: { siteId, answeredAt: { gte: since }, waitedSeconds: { gt: limitSeconds } },
      orderBy: { answeredAt: 'desc' },
      take: 20,
      select: { conversationId: true, waitedSeconds: true, answeredAt: true, staff: { select: { name: true } } },
    }),
    prisma.inboxItem.findMany({
      where: { siteId, waitingSince: { lt: new Date(now.getTime() - limitSeconds * 1000) } },
      orderBy: [{ waitingSince: 'asc' }, { conversationId: 'asc' }],
      take: 20,
      select: {
        conversationId: true,
        waitingSince: true,
        member: { select: { profile: { select: { name: true } } } },
        profile: { select: { profile: { select: { name: true } } } },
      },
    }),
  ])
  return {
    late: late.map((l) => ({
      conversationId: l.conversationId,
      staffName: l.staff?.name ?? '',
      waitedSeconds: l.waitedSeconds,
      answeredAt: l.answeredAt,
    })),
    waiting: waiting.map((w) => ({
      conversationId: w.conversationId,
      memberName: w.member.profile?.name ?? '',
      profileName: w.profile.profile?.name ?? '',
      waitedSeconds: Math.floor((now.getTime() - w.waitingSince.getTime()) / 1000),
    })),
  }
}
