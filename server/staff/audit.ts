// The audit trail of staff actions (docs/staff.md): one append-only AuditLog row per action,
// written in the same transaction as the change by recordStaffAction.
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { assertStaffMay, cliActor, type StaffActor, type StaffPrincipal } from './permissions.ts'

/** What the older services take: a StaffActor, or the CLI's --staff name. */
export type StaffActorInput = StaffActor | string

export const toStaffActor = (actor: StaffActorInput): StaffActor => (typeof actor === 'string' ? cliActor(actor) : actor)

/** The staff member's name as the audit shows it (never shown to members). */
export function actorName(actor: StaffActorInput): string {
  const a = toStaffActor(actor)
  return a.via === 'cli' ? a.name : a.staff.name
}

export interface StaffActionEntry {
  /** What was done, dotted: "photo.approve", "staff.create", "credits.adjust" ... */
  action: string
  /** The member it is about. */
  userId?: number | null
  siteId?: number | null
  /** Anything else it is about (an order, a photo, a complaint, a staff account ...). */
  subject?: { type: string; id: string | number } | null
  before?: Prisma.InputJsonValue | null
  after?: Prisma.InputJsonValue | null
  data?: Prisma.InputJsonValue | null
}

/** Writes one audit row for a staff action; pass the transaction that makes the change. */
export function recordStaffAction(db: Prisma.TransactionClient, actorInput: StaffActorInput, entry: StaffActionEntry) {
  return db.auditLog.create({ data: staffActionRow(actorInput, entry) })
}

/**
 * The AuditLog row of a staff action, as recordStaffAction writes it: for a statement that writes
 * the row itself, in the same statement as the change (the inbox's claim, server/inbox/claims.ts).
 */
export function staffActionRow(actorInput: StaffActorInput, entry: StaffActionEntry) {
  const actor = toStaffActor(actorInput)
  return {
    actorType: 'staff',
    actorName: actorName(actor),
    staffId: actor.via === 'cli' ? actor.staffId : actor.staff.id,
    ip: actor.via === 'console' ? actor.ip?.slice(0, 64) : null,
    action: entry.action,
    userId: entry.userId ?? null,
    siteId: entry.siteId ?? null,
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject ? String(entry.subject.id) : null,
    before: entry.before ?? undefined,
    after: entry.after ?? undefined,
    data: entry.data ?? undefined,
  }
}

export interface AuditRow {
  id: number
  createdAt: Date
  action: string
  actorType: string
  actorName: string | null
  staffId: number | null
  userId: number | null
  siteId: number | null
  subjectType: string | null
  subjectId: string | null
  before: Prisma.JsonValue
  after: Prisma.JsonValue
  data: Prisma.JsonValue
  ip: string | null
}

const auditSelect = {
  id: true,
  createdAt: true,
  action: true,
  actorType: true,
  actorName: true,
  staffId: true,
  userId: true,
  siteId: true,
  subjectType: true,
  subjectId: true,
  before: true,
  after: true,
  data: true,
  ip: true,
} as const

export const AUDIT_PAGE_SIZE = 50

/** One page of rows, newest first; `beforeId` continues after the last row of the page before. */
async function auditPage(where: Prisma.AuditLogWhereInput, beforeId?: number | null, take = AUDIT_PAGE_SIZE) {
  const rows: AuditRow[] = await prisma.auditLog.findMany({
    where: { ...where, ...(beforeId ? { id: { lt: beforeId } } : {}) },
    orderBy: { id: 'desc' },
    take: take + 1,
    select: auditSelect,
  })
  return { rows: rows.slice(0, take), more: rows.length > take }
}

/**
 * A member's history for the member 360° view: what they did and what staff did to them.
 * Needs members.view on the member's site; a member on a site the staff member cannot see is
 * answered as missing (null).
 */
export async function auditForMember(staff: StaffPrincipal, userId: number, beforeId?: number | null) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { siteId: true } })
  if (!user) return null
  assertStaffMay(staff, 'members.view', user.siteId)
  return auditPage({ userId }, beforeId)
}

/** What one staff member did: their own, or anyone's with audit.view. */
export async function auditForStaff(staff: StaffPrincipal, staffId: number, beforeId?: number | null) {
  if (staffId !== staff.id) assertStaffMay(staff, 'audit.view')
  return auditPage({ staffId }, beforeId)
}
