// Claims (docs/operators.md "Claiming"): an operator who opens a waiting conversation holds it for
// LEASE_MINUTES; nobody else answers it meanwhile. The lease is one row per conversation
// (InboxClaim) and taking it is ONE statement, INSERT ... ON CONFLICT DO UPDATE ... WHERE the
// lease has ended or is the operator's own: PostgreSQL locks the conflicting row, so of two
// operators claiming at once exactly one gets the row back. The same statement writes the claim's
// audit row (no transaction kept open between round trips: a claim holds the row's lock and a
// connection only while PostgreSQL runs it). A lease ends by itself (expiresAt is compared,
// nothing needs to clean up); the holder may release it or hand it on.
import { prisma } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'
import { assertStaffMay, staffMay, permissionsOf, type StaffActor } from '../staff/permissions.ts'
import { recordStaffAction, staffActionRow } from '../staff/audit.ts'
import { InboxError } from './inbox-error.ts'
import { publishInboxEvent } from './inbox-events.ts'

/** How long a claim lasts; every answer renews it. */
export const LEASE_MINUTES = 5
export const LEASE_MS = LEASE_MINUTES * 60_000

/** The staff account acting: the console's, or the CLI's --staff account. */
export function actorStaffId(actor: StaffActor): number {
  const id = actor.via === 'console' ? actor.staff.id : actor.staffId
  if (id == null) throw new InboxError('no_staff_account')
  return id
}

export interface InboxConversationRef {
  conversationId: number
  siteId: number
  profileId: number
  memberId: number
}

/**
 * A conversation the inbox handles: between a fictional profile and a real member. Anything else
 * (two members, two fictional profiles, no such id) is not_found: operators never see it.
 */
export async function inboxConversation(conversationId: number): Promise<InboxConversationRef> {
  return (await readConversation(conversationId, null)).ref
}

/**
 * The conversation's two sides (not_found unless one is fictional and one not) and, with
 * `holderAt`, who holds a claim that runs at that moment, in one statement.
 */
async function readConversation(conversationId: number, holderAt: Date | null) {
  const holderSql = holderAt
    ? Prisma.sql`LEFT JOIN LATERAL (SELECT cl."staffId", s.name FROM "InboxClaim" cl JOIN "Staff" s ON s.id = cl."staffId"
                                     WHERE cl."conversationId" = c.id AND cl."expiresAt" > ${holderAt}) h ON true`
    : Prisma.sql`LEFT JOIN LATERAL (SELECT NULL::int AS "staffId", NULL::text AS name) h ON true`
  const rows = await prisma.$queryRaw<
    { siteId: number; userId: number; fictional: boolean; holderId: number | null; holderName: string | null }[]
  >`
    SELECT c."siteId", p."userId", p.fictional, h."staffId" AS "holderId", h.name AS "holderName"
      FROM "Conversation" c
      JOIN "Profile" p ON p."userId" IN (c."memberLowId", c."memberHighId")
      ${holderSql}
     WHERE c.id = ${conversationId}`
  const profile = rows.find((r) => r.fictional)
  const member = rows.find((r) => !r.fictional)
  if (rows.length !== 2 || !profile || !member) throw new InboxError('not_found')
  const ref: InboxConversationRef = { conversationId, siteId: profile.siteId, profileId: profile.userId, memberId: member.userId }
  const holder = rows[0]!.holderId != null ? { staffId: rows[0]!.holderId, name: rows[0]!.holderName ?? '' } : null
  return { ref, holder }
}

export interface Claim {
  conversationId: number
  staffId: number
  claimedAt: Date
  expiresAt: Date
}

/** The live claim of a conversation (its lease not ended at `now`), with the holder's name. */
export async function currentClaim(conversationId: number, now = new Date()) {
  return prisma.inboxClaim.findFirst({
    where: { conversationId, expiresAt: { gt: now } },
    select: { staffId: true, claimedAt: true, expiresAt: true, staff: { select: { name: true } } },
  })
}

/**
 * Claims the conversation for the operator for LEASE_MINUTES from `now` (or renews their own
 * claim). Refused with InboxError('claimed', { holder }) while another operator's lease runs.
 */
export async function claimConversation(actor: StaffActor, conversationId: number, now = new Date()): Promise<Claim> {
  const { ref, holder } = await readConversation(conversationId, now)
  assertStaffMay(actor, 'inbox.answer', ref.siteId)
  const staffId = actorStaffId(actor)
  // Held by someone else: refused without touching the row (a list read a moment ago sends many
  // operators to the same conversation). The statement below decides the rest.
  if (holder && holder.staffId !== staffId) throw new InboxError('claimed', { holder: holder.name })
  const expiresAt = new Date(now.getTime() + LEASE_MS)
  // Only taking the claim is audited, not a renewal (the holder's own live claim keeps claimedAt).
  const audit = staffActionRow(actor, {
    action: 'inbox.claim',
    userId: ref.memberId,
    siteId: ref.siteId,
    subject: { type: 'conversation', id: conversationId },
    data: { profileId: ref.profileId, expiresAt: expiresAt.toISOString() },
  })
  const [claim] = await prisma.$queryRaw<Claim[]>`
    WITH claim AS (
      INSERT INTO "InboxClaim" AS c ("conversationId", "staffId", "claimedAt", "expiresAt")
      VALUES (${conversationId}, ${staffId}, ${now}, ${expiresAt})
      ON CONFLICT ("conversationId") DO UPDATE
        SET "staffId" = EXCLUDED."staffId",
            "claimedAt" = CASE WHEN c."staffId" = EXCLUDED."staffId" AND c."expiresAt" > ${now}
                               THEN c."claimedAt" ELSE EXCLUDED."claimedAt" END,
            "expiresAt" = EXCLUDED."expiresAt"
        WHERE c."staffId" = EXCLUDED."staffId" OR c."expiresAt" <= ${now}
      RETURNING "conversationId", "staffId", "claimedAt", "expiresAt", ("claimedAt" < ${now}) AS renewed
    ), audit AS (
      INSERT INTO "AuditLog" ("actorType", "actorName", "staffId", ip, action, "userId", "siteId", "subjectType", "subjectId", data)
      SELECT ${audit.actorType}::text, ${audit.actorName}::text, ${audit.staffId}::int, ${audit.ip ?? null}::text,
             ${audit.action}::text, ${audit.userId}::int, ${audit.siteId}::int, ${audit.subjectType}::text,
             ${audit.subjectId}::text, ${JSON.stringify(audit.data)}::jsonb
        FROM claim WHERE NOT claim.renewed
    )
    SELECT "conversationId", "staffId", "claimedAt", "expiresAt" FROM claim`
  if (!claim) {
    // Another operator's claim committed after the first read (or while this one waited for it).
    const winner = await currentClaim(conversationId, now)
    throw new InboxError('claimed', { holder: winner?.staff.name ?? '' })
  }
  await publishInboxEvent(ref.siteId, { type: 'claimed', conversationId, staffId })
  return claim
}

/**
 * The operator's own live claim, locked for the rest of the transaction (a hand-over or release
 * waits for it); InboxError('not_claimed') when they hold none. Answering calls this in the
 * message's transaction.
 */
export async function lockOwnClaim(tx: Prisma.TransactionClient, conversationId: number, staffId: number, now: Date) {
  const [row] = await tx.$queryRaw<{ expiresAt: Date }[]>`
    SELECT "expiresAt" FROM "InboxClaim"
     WHERE "conversationId" = ${conversationId} AND "staffId" = ${staffId} AND "expiresAt" > ${now}
     FOR UPDATE`
  if (!row) throw new InboxError('not_claimed')
  return row
}

/** Ends the operator's own claim at once (the conversation goes back to everyone). */
export async function releaseClaim(actor: StaffActor, conversationId: number, now = new Date()): Promise<void> {
  const ref = await inboxConversation(conversationId)
  assertStaffMay(actor, 'inbox.answer', ref.siteId)
  const staffId = actorStaffId(actor)
  const released = await prisma.$transaction(async (tx) => {
    const gone = await tx.inboxClaim.deleteMany({ where: { conversationId, staffId, expiresAt: { gt: now } } })
    if (gone.count === 0) return false
    await recordStaffAction(tx, actor, {
      action: 'inbox.release',
      userId: ref.memberId,
      siteId: ref.siteId,
      subject: { type: 'conversation', id: conversationId },
    })
    return true
  })
  if (!released) throw new InboxError('not_claimed')
  await publishInboxEvent(ref.siteId, { type: 'released', conversationId })
}

/**
 * Hands the operator's live claim on to another staff member who may answer on the site: the
 * lease is theirs for LEASE_MINUTES from now. Only the holder can hand on (a conditional UPDATE).
 */
export async function handOverClaim(actor: StaffActor, conversationId: number, toStaffId: number, now = new Date()) {
  const ref = await inboxConversation(conversationId)
  assertStaffMay(actor, 'inbox.answer', ref.siteId)
  const staffId = actorStaffId(actor)
  const target = await prisma.staff.findUnique({
    where: { id: toStaffId },
    select: { id: true, name: true, roles: true, allSites: true, siteIds: true, disabledAt: true },
  })
  const principal = target && {
    id: target.id,
    name: target.name,
    email: '',
    roles: target.roles,
    allSites: target.allSites,
    siteIds: target.siteIds,
    permissions: permissionsOf(target.roles),
  }
  if (!principal || target.disabledAt || toStaffId === staffId || !staffMay(principal, 'inbox.answer', ref.siteId))
    throw new InboxError('bad_operator')
  const expiresAt = new Date(now.getTime() + LEASE_MS)
  const handed = await prisma.$transaction(async (tx) => {
    const moved = await tx.inboxClaim.updateMany({
      where: { conversationId, staffId, expiresAt: { gt: now } },
      data: { staffId: toStaffId, claimedAt: now, expiresAt },
    })
    if (moved.count === 0) return false
    await recordStaffAction(tx, actor, {
      action: 'inbox.hand_over',
      userId: ref.memberId,
      siteId: ref.siteId,
      subject: { type: 'conversation', id: conversationId },
      data: { toStaffId, toName: target.name },
    })
    return true
  })
  if (!handed) throw new InboxError('not_claimed')
  await publishInboxEvent(ref.siteId, { type: 'claimed', conversationId, staffId: toStaffId })
  return { staffId: toStaffId, name: target.name, expiresAt }
}

/** Operators who may take a hand-over on the site (enabled, inbox.answer there), but the actor. */
export async function handOverTargets(actor: StaffActor, siteId: number) {
  assertStaffMay(actor, 'inbox.answer', siteId)
  const me = actor.via === 'console' ? actor.staff.id : actor.staffId
  const rows = await prisma.staff.findMany({
    where: { disabledAt: null, OR: [{ allSites: true }, { siteIds: { has: siteId } }] },
    orderBy: { name: 'asc' },
    select: { id: true, name: true, roles: true },
  })
  return rows.filter((r) => r.id !== me && permissionsOf(r.roles).has('inbox.answer')).map(({ id, name }) => ({ id, name }))
}
