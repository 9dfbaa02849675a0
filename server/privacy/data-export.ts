// Data export (GDPR Art. 15 and 20, docs/privacy.md): a member, or support for them, asks for a
// copy of their data at most once a day; the build-data-export job writes the ZIP
// (build-export.ts) and e-mails a signed link that works for 7 days; the download needs that
// link and the owner's session. The staff console and the support CLI call requestDataExport.
import { prisma } from '../db.ts'
import { ServiceError } from '../errors.ts'
import { enqueue } from '../../jobs/queue.ts'
import { audit } from '../accounts/audit.ts'
import { actorName, recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { checkExportLink } from './export-link.ts'
import { getExportStorage, type StoredExport } from './export-storage.ts'

/** How long the link and the file work after the export is ready. */
export const EXPORT_VALID_DAYS = 7
/** One export per member within this time. */
export const EXPORT_INTERVAL_HOURS = 24
const HOUR = 3600_000

export type DataExportErrorCode = 'too_soon' | 'not_found' | 'expired' | 'forged' | 'deleted'

/** `nextAt` (too_soon): when the member may ask again. */
export class DataExportError extends ServiceError<DataExportErrorCode, { nextAt?: Date }> {}

/** Who asked: the member in their settings, or a staff member (CLI, staff console) for them. */
export type ExportRequester = 'member' | { staff: StaffActorInput }

const requesterLabel = (by: ExportRequester) => (by === 'member' ? 'member' : `staff:${actorName(by.staff)}`)

/**
 * Queues a new export of `userId`'s data, or throws DataExportError('too_soon', { nextAt }) when
 * one was asked for within the last 24 hours (failed builds do not count). The member's row is
 * locked, so two requests at once make one export.
 */
export async function requestDataExport(userId: number, options: { requestedBy: ExportRequester }, now = new Date()) {
  const created = await prisma.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<
      { status: string; siteId: number }[]
    >`SELECT status, "siteId" FROM "User" WHERE id = ${userId} FOR UPDATE`
    if (!user) throw new DataExportError('not_found')
    const by = options.requestedBy
    // Support starts an export for a member of a site they work on (members.manage).
    if (by !== 'member') assertStaffMay(toStaffActor(by.staff), 'members.manage', user.siteId)
    if (user.status === 'deleted') throw new DataExportError('deleted')
    const last = await tx.dataExport.findFirst({
      where: { userId, status: { not: 'failed' }, createdAt: { gt: new Date(now.getTime() - EXPORT_INTERVAL_HOURS * HOUR) } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    })
    if (last) throw new DataExportError('too_soon', { nextAt: new Date(last.createdAt.getTime() + EXPORT_INTERVAL_HOURS * HOUR) })
    const row = await tx.dataExport.create({ data: { userId, requestedBy: requesterLabel(options.requestedBy), createdAt: now } })
    if (by === 'member') await audit({ userId, action: 'data_export_requested' }, tx)
    else
      await recordStaffAction(tx, by.staff, {
        action: 'data_export_requested',
        userId,
        siteId: user.siteId,
        subject: { type: 'data_export', id: row.id },
      })
    return row
  })
  await enqueue('build-data-export', { exportId: created.id }, { jobId: `data-export-${created.id}` })
  return { exportId: created.id }
}

export interface DataExportState {
  /** The newest export: queued (being built), ready (until expiresAt), failed or expired. */
  latest: { id: number; status: 'queued' | 'ready' | 'failed' | 'expired'; requestedAt: Date; expiresAt: Date | null } | null
  /** When the member may ask again; null: now. */
  nextAt: Date | null
}

/** What the settings page shows about the member's exports. */
export async function dataExportState(userId: number, now = new Date()): Promise<DataExportState> {
  const rows = await prisma.dataExport.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    take: 5,
    select: { id: true, status: true, createdAt: true, expiresAt: true },
  })
  const latest = rows[0]
  const since = now.getTime() - EXPORT_INTERVAL_HOURS * HOUR
  const blocking = rows.find((r) => r.status !== 'failed' && r.createdAt.getTime() > since)
  return {
    latest: latest
      ? {
          id: latest.id,
          status: latest.status === 'ready' && latest.expiresAt && latest.expiresAt <= now ? 'expired' : latest.status,
          requestedAt: latest.createdAt,
          expiresAt: latest.expiresAt,
        }
      : null,
    nextAt: blocking ? new Date(blocking.createdAt.getTime() + EXPORT_INTERVAL_HOURS * HOUR) : null,
  }
}

/**
 * The stored ZIP of export `exportId` for its owner `userId`, after checking the link's signature
 * and expiry. Someone else's export answers like one that does not exist.
 */
export async function openDataExport(
  userId: number,
  exportId: number,
  link: { exp: string | null; sig: string | null },
  now = new Date(),
): Promise<{ file: StoredExport; filename: string }> {
  const check = checkExportLink(exportId, link.exp, link.sig, now.getTime())
  if (!check.ok) throw new DataExportError(check.reason)
  const row = await prisma.dataExport.findUnique({ where: { id: exportId } })
  if (!row || row.userId !== userId) throw new DataExportError('not_found')
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= now) throw new DataExportError('expired')
  const file = await getExportStorage().open(row.storageKey)
  if (!file) throw new DataExportError('expired')
  await prisma.dataExport.update({ where: { id: row.id }, data: { downloadedAt: now } })
  return { file, filename: `data-export-${row.createdAt.toISOString().slice(0, 10)}-${row.id}.zip` }
}
