// What staff do with notices (support CLI): list them, read one, and record the decision.
import { prisma } from '../db.ts'
import type { ComplaintStatus } from '../generated/prisma/client.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { normalizeReference } from './reference.ts'
import { enqueue } from '../../jobs/queue.ts'

/** Not yet decided: what staff work on. */
export const unresolvedStatuses: ComplaintStatus[] = ['open', 'in_review']

const details = {
  reporter: { select: { id: true, email: true } },
  target: { select: { id: true, email: true, status: true, profile: { select: { name: true } } } },
} as const

/** Unresolved notices oldest first (a work queue); decided ones newest first. */
export function listComplaints(siteId: number, options: { status?: ComplaintStatus; limit: number }) {
  const statuses = options.status ? [options.status] : unresolvedStatuses
  const queue = statuses.every((s) => unresolvedStatuses.includes(s))
  return prisma.complaint.findMany({
    where: { siteId, status: { in: statuses } },
    orderBy: { createdAt: queue ? 'asc' : 'desc' },
    take: options.limit,
    include: details,
  })
}

export function getComplaint(reference: string) {
  return prisma.complaint.findUnique({ where: { reference: normalizeReference(reference) }, include: details })
}

export type ResolveResult =
  | { ok: true; status: ComplaintStatus }
  | { ok: false; error: 'not_found' }
  | { ok: false; error: 'already_decided'; status: ComplaintStatus }

/**
 * Records the decision once (a decided notice is not changed again) and tells the sender of the
 * notice, with the ways to contest it (DSA art. 16(5)). `baseUrl` is where links in that e-mail
 * point.
 */
export async function resolveComplaint(
  reference: string,
  decision: { resolution: string; reject: boolean; staff: StaffActorInput; baseUrl: string },
): Promise<ResolveResult> {
  const status: ComplaintStatus = decision.reject ? 'rejected' : 'resolved'
  const result = await prisma.$transaction(async (tx): Promise<ResolveResult & { id?: number }> => {
    const complaint = await tx.complaint.findUnique({ where: { reference: normalizeReference(reference) } })
    if (!complaint) return { ok: false, error: 'not_found' }
    assertStaffMay(toStaffActor(decision.staff), 'complaints.review', complaint.siteId)
    const updated = await tx.complaint.updateMany({
      where: { id: complaint.id, status: { in: unresolvedStatuses } },
      data: { status, resolution: decision.resolution, resolvedAt: new Date() },
    })
    if (updated.count === 0) return { ok: false, error: 'already_decided', status: complaint.status }
    await recordStaffAction(tx, decision.staff, {
      userId: complaint.targetUserId,
      siteId: complaint.siteId,
      action: decision.reject ? 'complaint_rejected' : 'complaint_resolved',
      subject: { type: 'complaint', id: complaint.reference },
      before: { status: complaint.status },
      after: { status, resolution: decision.resolution },
      data: { reference: complaint.reference, resolution: decision.resolution },
    })
    return { ok: true, status, id: complaint.id }
  })
  if (!result.ok || result.id === undefined) return result
  const key = `complaint-decided:${result.id}`
  await enqueue(
    'send-complaint-email',
    { complaintId: result.id, kind: 'decided', idempotencyKey: key, baseUrl: decision.baseUrl },
    { jobId: `complaint-decided-${result.id}` },
  )
  return { ok: true, status }
}
