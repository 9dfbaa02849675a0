// Claims (docs/operators.md "Claiming"): an operator who opens a waiting conversation holds it for
// LEASE_MINUTES; nobody else answers it meanwhile. The lease is one row per conversation
// (InboxClaim) and taking it is ONE statement, INSERT ... ON CONFLICT DO UPDATE ... WHERE the
// lease has ended or is the operator's own: PostgreSQL locks the conflicting row, so of two
// operators claiming at once exactly one gets the row back. A lease ends by itself (expiresAt is
// compared, nothing needs to clean up); the holder may release it or hand it on.
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { assertStaffMay, staffMay, permissionsOf, type StaffActor } from '../staff/permissions.ts'
import { recordStaffAction } from '../staff/audit.ts'
import { InboxError } from './inbox-error.ts'
import { publishInboxEvent } from './inbox-events.ts'

/** How long a claim lasts; every answer renews it. */
export const LEASE_MINUTES = 5
export const LEASE_MS = LEASE_MINUTES * 60_000

/** How long a claim waits for another operator's claim of the same conversation to commit. */
export const CLAIM_LOCK_WAIT_MS = 200

/** PostgreSQL's lock_not_available (55P03), however the driver wraps it. */
function isLockTimeout(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${JSON.stringify((error as { meta?: unknown }).meta ?? '')}` : ''
  return /55P03|lock timeout/i.test(text)
}

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
  const rows = await prisma.$queryRaw<{ siteId: number; userId: number; fictional: boolean }[]>`
    SELECT c."siteId", p."userId", p.fictional
      FROM "Conversation" c
      JOIN "Profile" p ON p."userId" IN (c."memberLowId", c."memberHighId")
     WHERE c.id = ${conversationId}`
  const profile = rows.find((r) => r.fictional)
  const member = rows.find((r) => !r.fictional)
  if (rows.length !== 2 || !profile || !member) throw new InboxError('not_found')
  return { conversationId, siteId: profile.siteId, profileId: profile.userId, memberId: member.userId }
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
  const ref = await inboxConversation(conversationId)
  assertStaffMay(actor, 'inbox.answer', ref.siteId)
  const staffId = actorStaffId(actor)
  // Held by someone else: refused without waiting for the row's lock (a list read a moment ago
  // sends many operators to the same conversation). The statement below decides the rest.
  const held = await currentClaim(conversationId, now)
  if (held && held.staffId !== staffId) throw new InboxError('claimed', { holder: held.staff.name })
  const expiresAt = new Date(now.getTime() + LEASE_MS)
  const claim = await prisma
    .$transaction(async (tx) => {
      // Another operator's claim of this very conversation is being written: waiting for it would
      // hold a connection for nothing (theirs nearly always wins). Refused as taken after a moment.
      await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${CLAIM_LOCK_WAIT_MS}ms'`)
      const [row] = await tx.$queryRaw<(Claim & { renewed: boolean })[]>`
      INSERT INTO "InboxClaim" AS c ("conversationId", "staffId", "claimedAt", "expiresAt")
      VALUES (${conversationId}, ${staffId}, ${now}, ${expiresAt})
      ON CONFLICT ("conversationId") DO UPDATE
        SET "staffId" = EXCLUDED."staffId",
            "claimedAt" = CASE WHEN c."staffId" = EXCLUDED."staffId" AND c."expiresAt" > ${now}
                               THEN c."claimedAt" ELSE EXCLUDED."claimedAt" END,
            "expiresAt" = EXCLUDED."expiresAt"
        WHERE c."staffId" = EXCLUDED."staffId" OR c."expiresAt" <= ${now}
      RETURNING "conversationId", "staffId", "claimedAt", "expiresAt", ("claimedAt" < ${now}) AS renewed`
      if (!row) return null
      // A renewal is not a new claim: only taking it is audited.
      if (!row.renewed)
        await recordStaffAction(tx, actor, {
          action: 'inbox.claim',
          userId: ref.memberId,
          siteId: ref.siteId,
          subject: { type: 'conversation', id: conversationId },
          data: { profileId: ref.profileId, expiresAt: expiresAt.toISOString() },
        })
      return { conversationId: row.conversationId, staffId: row.staffId, claimedAt: row.claimedAt, expiresAt: row.expiresAt }
    })
    .catch((error: unknown) => {
      if (isLockTimeout(error)) return null
      throw error
    })
  if (!claim) {
    const holder = await currentClaim(conversationId, now)
    throw new InboxError('claimed', { holder: holder?.staff.name ?? '' })
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
