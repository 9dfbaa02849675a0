// The console's complaint queue (/staff/complaints, docs/staff.md): one site's undecided notices
// in the order they are due (shared/complaints/deadlines.ts), one notice with what it is about,
// and the decision: optionally a measure against the content first (the photo rejected or the
// profile hidden, each with its statement of reasons to the member, as `photo-reject` and
// `profile-disable` of the CLI), then the decision recorded and sent to the sender of the notice
// (resolveComplaint). Each step is its own service with its own permission check and audit row.
import { prisma } from '../db.ts'
import type { ComplaintStatus } from '../generated/prisma/client.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'
import { complaintDueAt } from '../../shared/complaints/deadlines.ts'
import type { ComplaintDecisionInput } from '../../shared/staff/queues.ts'
import { resolveComplaint, unresolvedStatuses } from './manage-complaints.ts'
import { rejectPhoto } from '../photos/photo-review.ts'
import { photoUrl } from '../photos/photo-url.ts'
import { disableProfile } from '../members/profile-moderation.ts'

const openOf = (siteId: number) => ({ siteId, status: { in: unresolvedStatuses } })

/** The count for the console's navigation (index Complaint_siteId_status_createdAt_idx). */
export function countOpenComplaints(siteId: number): Promise<number> {
  return prisma.complaint.count({ where: openOf(siteId) })
}

/** How many undecided notices the list reads at most (then sorts by when they are due). */
export const COMPLAINT_QUEUE_LIMIT = 500

export interface QueuedComplaint {
  id: number
  reference: string
  reason: string
  status: ComplaintStatus
  createdAt: Date
  dueAt: Date
  target: { id: number; name: string | null } | null
  photoId: number | null
}

/** Undecided notices of one site, the one due first at the top. */
export async function listOpenComplaints(actor: StaffActor, siteId: number): Promise<QueuedComplaint[]> {
  assertStaffMay(actor, 'complaints.review', siteId)
  const rows = await prisma.complaint.findMany({
    where: openOf(siteId),
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: COMPLAINT_QUEUE_LIMIT,
    select: {
      id: true,
      reference: true,
      reason: true,
      status: true,
      createdAt: true,
      photoId: true,
      target: { select: { id: true, profile: { select: { name: true } } } },
    },
  })
  return rows
    .map((c) => ({
      id: c.id,
      reference: c.reference,
      reason: c.reason,
      status: c.status,
      createdAt: c.createdAt,
      dueAt: complaintDueAt(c),
      target: c.target ? { id: c.target.id, name: c.target.profile?.name ?? null } : null,
      photoId: c.photoId,
    }))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id)
}

/** One notice as staff read it, or null when there is none with this id. */
export async function complaintForStaff(actor: StaffActor, id: number) {
  const c = await prisma.complaint.findUnique({
    where: { id },
    include: {
      reporter: { select: { id: true, email: true, profile: { select: { name: true } } } },
      target: {
        select: {
          id: true,
          email: true,
          language: true,
          status: true,
          profile: { select: { name: true, status: true, aboutMe: true } },
        },
      },
      photo: { select: { id: true, userId: true, status: true, thumbFilename: true, filename: true } },
    },
  })
  if (!c) return null
  assertStaffMay(actor, 'complaints.review', c.siteId)
  return {
    id: c.id,
    siteId: c.siteId,
    reference: c.reference,
    reason: c.reason,
    text: c.text,
    status: c.status,
    language: c.language,
    resolution: c.resolution,
    createdAt: c.createdAt,
    resolvedAt: c.resolvedAt,
    dueAt: complaintDueAt(c),
    open: unresolvedStatuses.includes(c.status),
    reporter: c.reporter
      ? { kind: 'member' as const, id: c.reporter.id, name: c.reporter.profile?.name ?? null, email: c.reporter.email }
      : { kind: 'visitor' as const, name: c.reporterName, email: c.reporterEmail },
    target: c.target
      ? {
          id: c.target.id,
          email: c.target.email,
          language: c.target.language,
          name: c.target.profile?.name ?? null,
          profileStatus: c.target.profile?.status ?? null,
          aboutMe: c.target.profile?.aboutMe ?? null,
        }
      : null,
    photo: c.photo ? { id: c.photo.id, status: c.photo.status, url: photoUrl(c.photo.filename) } : null,
  }
}

export type StaffComplaint = NonNullable<Awaited<ReturnType<typeof complaintForStaff>>>

export type DecideResult =
  { ok: true; status: ComplaintStatus } | { ok: false; error: 'not_found' | 'already_decided' | 'no_photo' | 'no_profile' }

/**
 * Decides a notice from the console: the measure first (each with its statement of reasons to
 * the member), then the decision to the sender. A notice decided meanwhile is left as it is.
 */
export async function decideComplaint(
  actor: StaffActor,
  id: number,
  input: ComplaintDecisionInput,
  baseUrl: string,
): Promise<DecideResult> {
  const complaint = await prisma.complaint.findUnique({
    where: { id },
    select: { reference: true, siteId: true, status: true, photoId: true, targetUserId: true },
  })
  if (!complaint) return { ok: false, error: 'not_found' }
  assertStaffMay(actor, 'complaints.review', complaint.siteId)
  if (!unresolvedStatuses.includes(complaint.status)) return { ok: false, error: 'already_decided' }
  const upheld = input.decision === 'resolved'
  if (upheld && input.measure === 'reject_photo') {
    if (!complaint.photoId) return { ok: false, error: 'no_photo' }
    await rejectPhoto(complaint.photoId, actor, { note: input.statement, baseUrl })
  }
  if (upheld && input.measure === 'hide_profile') {
    if (!complaint.targetUserId) return { ok: false, error: 'no_profile' }
    const hidden = await disableProfile(complaint.targetUserId, actor, { note: input.statement, baseUrl })
    if (!hidden.ok) return { ok: false, error: 'no_profile' }
  }
  const result = await resolveComplaint(complaint.reference, {
    resolution: input.resolution,
    reject: !upheld,
    staff: actor,
    baseUrl,
  })
  if (!result.ok) return { ok: false, error: result.error }
  return { ok: true, status: result.status }
}
