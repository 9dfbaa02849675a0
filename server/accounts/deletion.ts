// Account deletion (SPEC §4, §9): alternatives first (a personal retention discount,
// invisible mode, notification settings), then 14 days pending with a reactivation link,
// then personal data is removed; orders and the credit ledger stay for accounting.
import { randomBytes } from 'node:crypto'
import { prisma } from '../db.ts'
import { transaction } from '../db/conflict-retry.ts'
import { deletePhotoFiles } from '../photos/storage.ts'
import { verifyPassword } from './passwords.ts'
import { consumeToken, createToken, TOKEN_TTL_HOURS } from './tokens.ts'
import { queueAccountEmail } from './account-emails.ts'
import { consumeLimit } from '../http/rate-limits.ts'
import { audit } from './audit.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import type { deleteReasons } from '../../shared/accounts/schemas.ts'
import { invalidateMemberListings } from '../members/listings-cache.ts'
import { afterSessionsDeleted } from './sessions.ts'

export const REACTIVATION_DAYS = 14
const DAY = 24 * 3600_000

/** The retention offer: a personal, single-use discount of the company's delete_discount percent. */
export async function getRetentionDiscount(userId: number) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { site: { include: { company: true } } } })
  const existing = await prisma.discountCode.findFirst({
    where: { userId, kind: 'retention', status: 'active', OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
  })
  if (existing) return existing
  return prisma.discountCode.create({
    data: {
      siteId: user.siteId,
      userId,
      kind: 'retention',
      code: `STAY${user.site.company.deleteDiscount}-${randomBytes(4).toString('hex').toUpperCase()}`,
      valuePercentage: user.site.company.deleteDiscount,
      validity: 'once_per_user',
      expiresAt: new Date(Date.now() + 30 * DAY),
    },
  })
}

export async function requestDeletion(input: {
  userId: number
  reason: (typeof deleteReasons)[number]
  note?: string
  password: string
  baseUrl: string
  ip?: string | null
}) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: input.userId } })
  if (!(await verifyPassword(input.password, user.passwordHash))) return { ok: false as const, error: 'password' as const }
  const token = await transaction(async (tx) => {
    await tx.user.update({
      where: { id: user.id },
      data: {
        status: 'pending_deletion',
        deletionRequestedAt: new Date(),
        deletionReason: input.reason,
        deletionNote: input.note || null,
      },
    })
    await tx.profile.updateMany({ where: { userId: user.id }, data: { searchable: false } })
    await tx.session.deleteMany({ where: { userId: user.id } })
    await audit({ userId: user.id, action: 'deletion_requested', data: { reason: input.reason }, ip: input.ip }, tx)
    return createToken(user.id, 'reactivation', undefined, tx)
  })
  await invalidateMemberListings()
  await afterSessionsDeleted(user.id)
  await queueReactivationEmail(user.id, token, input.baseUrl)
  return { ok: true as const }
}

async function queueReactivationEmail(userId: number, token: { id: number; token: string }, baseUrl: string) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
  const requested = user.deletionRequestedAt ?? new Date()
  await queueAccountEmail({
    template: 'deletion-scheduled',
    userId,
    idempotencyKey: `deletion-scheduled:${token.id}`,
    baseUrl,
    variables: {
      reactivateUrl: `${baseUrl}/reactivate?token=${token.token}`,
      days: REACTIVATION_DAYS,
      deletionDate: new Date(requested.getTime() + REACTIVATION_DAYS * DAY),
    },
  })
}

/** A login or signup with an address pending deletion sends a fresh reactivation link (a few a day). */
export async function startReactivation(userId: number, baseUrl: string) {
  if (!(await consumeLimit('reactivation-mail-member', userId)).allowed) return
  const token = await createToken(userId, 'reactivation')
  await queueReactivationEmail(userId, token, baseUrl)
}

/** Uses a reactivation link within the 14 days; the account is as it was. Null for a bad link. */
export async function reactivateAccount(token: string | null | undefined) {
  return transaction(async (tx) => {
    const used = await consumeToken(tx, token, 'reactivation')
    if (!used) return null
    const user = await tx.user.findUniqueOrThrow({ where: { id: used.userId } })
    if (user.status !== 'pending_deletion') return user.status === 'deleted' ? null : { userId: user.id }
    await reactivate(tx, user.id, user.activatedAt !== null, user.invisible)
    await audit({ userId: user.id, action: 'reactivated' }, tx)
    return { userId: user.id }
  })
}

async function reactivate(
  tx: Parameters<Parameters<typeof prisma.$transaction>[0]>[0],
  userId: number,
  wasActivated: boolean,
  invisible: boolean,
) {
  await tx.user.update({
    where: { id: userId },
    data: {
      status: wasActivated ? 'active' : 'not_confirmed',
      deletionRequestedAt: null,
      deletionReason: null,
      deletionNote: null,
    },
  })
  await tx.profile.updateMany({ where: { userId, status: 'active' }, data: { searchable: wasActivated && !invisible } })
}

/** Support: undo a pending deletion without a link. */
export async function reactivateByStaff(userId: number, staff: StaffActorInput) {
  return transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } })
    assertStaffMay(toStaffActor(staff), 'members.manage', user.siteId)
    if (user.status !== 'pending_deletion') return false
    await reactivate(tx, userId, user.activatedAt !== null, user.invisible)
    await recordStaffAction(tx, staff, {
      userId,
      siteId: user.siteId,
      action: 'reactivated',
      before: { status: user.status },
      after: { status: user.activatedAt ? 'active' : 'not_confirmed' },
    })
    return true
  })
}

/** Removes personal data of one account; keeps the user row (anonymised), orders and the ledger. */
export async function purgeAccount(
  userId: number,
  actor: { type: 'system'; name?: string } | { type: 'staff'; by: StaffActorInput },
) {
  const { siteId } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { siteId: true } })
  if (actor.type === 'staff') assertStaffMay(toStaffActor(actor.by), 'members.manage', siteId)
  const photos = await prisma.photo.findMany({
    where: { userId },
    select: { filename: true, thumbFilename: true, matchFilename: true },
  })
  const chatPhotos = await prisma.chatPhoto.findMany({
    where: { uploaderId: userId },
    select: { filename: true, thumbFilename: true },
  })
  await transaction(async (tx) => {
    await tx.profile.deleteMany({ where: { userId } })
    await tx.photo.deleteMany({ where: { userId } })
    await tx.like.deleteMany({ where: { OR: [{ fromUserId: userId }, { toUserId: userId }] } })
    await tx.swipePass.deleteMany({ where: { OR: [{ fromUserId: userId }, { toUserId: userId }] } })
    await tx.dailyLikes.deleteMany({ where: { userId } })
    await tx.block.deleteMany({ where: { OR: [{ blockerId: userId }, { blockedId: userId }] } })
    await tx.visit.deleteMany({ where: { OR: [{ visitorId: userId }, { visitedId: userId }] } })
    await tx.message.deleteMany({ where: { senderId: userId } })
    await tx.chatPhoto.deleteMany({ where: { uploaderId: userId } })
    await tx.conversationMember.deleteMany({ where: { userId } })
    await tx.session.deleteMany({ where: { userId } })
    await tx.token.deleteMany({ where: { userId } })
    await tx.pushSubscription.deleteMany({ where: { userId } })
    await tx.emailPreference.deleteMany({ where: { userId } })
    await tx.discountCode.deleteMany({ where: { userId, redemptions: { none: {} }, orders: { none: {} } } })
    await tx.user.update({
      where: { id: userId },
      data: {
        status: 'deleted',
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: '',
        invisible: true,
        trackingNetwork: null,
        trackingRef: null,
        trackingSub1: null,
        trackingSub2: null,
        trackingSub3: null,
        deletionNote: null,
      },
    })
    if (actor.type === 'staff')
      await recordStaffAction(tx, actor.by, { userId, siteId, action: 'purged', after: { status: 'deleted' } })
    else await audit({ userId, action: 'purged', actorType: 'system', actorName: actor.name }, tx)
  })
  await invalidateMemberListings()
  await afterSessionsDeleted(userId)
  // Files last: a failed transaction must not leave a profile without its photos. The photo
  // storage (local disk or S3) skips the demo avatars, which many demo members share.
  await deletePhotoFiles([
    ...photos.flatMap((p) => [p.filename, p.thumbFilename, p.matchFilename]),
    ...chatPhotos.flatMap((p) => [p.filename, p.thumbFilename]),
  ])
}

/** The scheduled job: accounts pending deletion for more than 14 days are purged. */
export async function purgeExpiredDeletions(now = new Date()) {
  const due = await prisma.user.findMany({
    where: { status: 'pending_deletion', deletionRequestedAt: { lte: new Date(now.getTime() - REACTIVATION_DAYS * DAY) } },
    select: { id: true },
    take: 500,
  })
  for (const { id } of due) await purgeAccount(id, { type: 'system' })
  return due.length
}

export { TOKEN_TTL_HOURS }
