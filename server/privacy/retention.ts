// The retention schedule in code (docs/privacy.md has the whole data map): what the hourly
// purge-personal-data job deletes, and when. Each purge deletes in batches, so one run never holds
// a long lock on a busy table; what is left goes in the next hour's run. Accounts pending deletion
// are purged by purge-deleted-accounts (server/accounts/deletion.ts), not here.
import { prisma } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'
import { log } from '../log.ts'
import { getExportStorage } from './export-storage.ts'

const DAY = 86_400_000

/** How long each kind of row is kept (days). docs/privacy.md states the same numbers and why. */
export const RETENTION_DAYS = {
  /** Sessions: deleted once expired (they last 30 days, SESSION_DAYS). */
  expiredSessions: 0,
  /** Single-use links: a week after they expired or were used (support can still see "link used"). */
  tokens: 7,
  /** Profile visits: half a year after the latest visit. */
  visits: 180,
  /** The notification log (OutboundEmail): half a year, for bounce and delivery questions. */
  notificationLog: 180,
  /** Page-bounce events (PageEvent): three months. */
  pageEvents: 90,
  /** Addresses (IP) in the account history: half a year; the entries themselves two years. */
  auditIps: 180,
  auditLog: 730,
  /** The record that a data export was asked for and delivered: a year (its file goes after 7 days). */
  dataExportRecords: 365,
  /** A conversation whose other member's account was deleted: three months after that deletion. */
  conversationsWithDeleted: 90,
  /** Direct-debit details that never became an order: a month after the request ended. */
  unusedDirectDebitRequests: 30,
  /** Decided complaints (DSA notices): two years after the decision. */
  decidedComplaints: 730,
} as const

const BATCH = 5000
/** Batches per table and run: a backlog (the first run on an old database) is worked off hour by hour. */
const MAX_BATCHES = 20

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY)

/** Deletes `table` rows matching `where` (SQL over the table's own columns), a batch at a time. */
async function deleteInBatches(table: string, key: string, where: Prisma.Sql): Promise<number> {
  let total = 0
  const t = Prisma.raw(`"${table}"`)
  const k = Prisma.raw(`"${key}"`)
  for (let i = 0; i < MAX_BATCHES; i++) {
    const deleted = await prisma.$executeRaw`
      DELETE FROM ${t} WHERE ${k} IN (SELECT ${k} FROM ${t} WHERE ${where} LIMIT ${BATCH})`
    total += deleted
    if (deleted < BATCH) break
  }
  return total
}

export async function purgeExpiredSessions(now = new Date()) {
  return deleteInBatches('Session', 'id', Prisma.sql`"expiresAt" < ${before(now, RETENTION_DAYS.expiredSessions)}`)
}

export async function purgeOldTokens(now = new Date()) {
  const cutoff = before(now, RETENTION_DAYS.tokens)
  return deleteInBatches('Token', 'id', Prisma.sql`("expiresAt" < ${cutoff} OR "usedAt" < ${cutoff})`)
}

export async function purgeOldVisits(now = new Date()) {
  let total = 0
  const cutoff = before(now, RETENTION_DAYS.visits)
  // Visits have a two-column key: delete by it, a batch at a time.
  for (let i = 0; i < MAX_BATCHES; i++) {
    const deleted = await prisma.$executeRaw`
      DELETE FROM "Visit" v USING (SELECT "visitorId", "visitedId" FROM "Visit" WHERE "visitedAt" < ${cutoff} LIMIT ${BATCH}) old
       WHERE v."visitorId" = old."visitorId" AND v."visitedId" = old."visitedId"`
    total += deleted
    if (deleted < BATCH) break
  }
  return total
}

export async function purgeNotificationLog(now = new Date()) {
  return deleteInBatches('OutboundEmail', 'id', Prisma.sql`"createdAt" < ${before(now, RETENTION_DAYS.notificationLog)}`)
}

export async function purgePageEvents(now = new Date()) {
  return deleteInBatches('PageEvent', 'id', Prisma.sql`"createdAt" < ${before(now, RETENTION_DAYS.pageEvents)}`)
}

export async function purgeAuditLog(now = new Date()) {
  const ips = await prisma.auditLog.updateMany({
    where: { ip: { not: null }, createdAt: { lt: before(now, RETENTION_DAYS.auditIps) } },
    data: { ip: null },
  })
  const rows = await deleteInBatches('AuditLog', 'id', Prisma.sql`"createdAt" < ${before(now, RETENTION_DAYS.auditLog)}`)
  return ips.count + rows
}

/** Export files past their 7 days go (the row says "expired"); records go after a year. */
export async function purgeDataExports(now = new Date()) {
  const due = await prisma.dataExport.findMany({
    where: { status: 'ready', expiresAt: { lte: now } },
    select: { id: true, storageKey: true },
    take: 500,
  })
  for (const row of due) {
    if (row.storageKey) await getExportStorage().delete(row.storageKey)
    await prisma.dataExport.update({ where: { id: row.id }, data: { status: 'expired', storageKey: null } })
  }
  const old = await prisma.dataExport.deleteMany({
    where: { createdAt: { lt: before(now, RETENTION_DAYS.dataExportRecords) }, status: { not: 'ready' } },
  })
  return due.length + old.count
}

/**
 * When an account is purged its own messages go at once; the other member's side of the
 * conversation (their messages to the deleted member) goes three months later. The purge time is
 * the deleted account's last update (the purge itself; a deleted account is not changed again).
 */
export async function purgeConversationsWithDeleted(now = new Date()) {
  const cutoff = before(now, RETENTION_DAYS.conversationsWithDeleted)
  return deleteInBatches(
    'Conversation',
    'id',
    Prisma.sql`EXISTS (SELECT 1 FROM "User" u
                  WHERE u.id IN ("memberLowId", "memberHighId") AND u.status = 'deleted' AND u."updatedAt" < ${cutoff})`,
  )
}

export async function purgeUnusedDirectDebitRequests(now = new Date()) {
  return deleteInBatches(
    'DirectDebitRequest',
    'id',
    Prisma.sql`"orderId" IS NULL AND "endedAt" < ${before(now, RETENTION_DAYS.unusedDirectDebitRequests)}`,
  )
}

export async function purgeDecidedComplaints(now = new Date()) {
  return deleteInBatches(
    'Complaint',
    'id',
    Prisma.sql`status IN ('resolved', 'rejected') AND "resolvedAt" < ${before(now, RETENTION_DAYS.decidedComplaints)}`,
  )
}

const purges = {
  sessions: purgeExpiredSessions,
  tokens: purgeOldTokens,
  visits: purgeOldVisits,
  notificationLog: purgeNotificationLog,
  pageEvents: purgePageEvents,
  auditLog: purgeAuditLog,
  dataExports: purgeDataExports,
  conversationsWithDeleted: purgeConversationsWithDeleted,
  directDebitRequests: purgeUnusedDirectDebitRequests,
  complaints: purgeDecidedComplaints,
}

/** Every purge of the schedule; one that fails is logged and the others still run. Rows removed per purge. */
export async function runRetentionPurges(now = new Date()): Promise<Record<keyof typeof purges, number>> {
  const report = {} as Record<keyof typeof purges, number>
  for (const [name, purge] of Object.entries(purges) as [keyof typeof purges, (now: Date) => Promise<number>][]) {
    try {
      report[name] = await purge(now)
    } catch (error) {
      log().error({ err: error, purge: name }, 'retention purge failed')
      report[name] = -1
    }
  }
  return report
}
