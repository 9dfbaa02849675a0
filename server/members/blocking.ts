// Blocking (SPEC §6): a blocked member can no longer see the blocker's profile or contact
// them. A block hides the two members from each other wherever profiles are listed
// (search, related profiles, suggestions): every such query adds `notBlockedWith(viewerId)`.
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { memberCardSelect, toMemberCard, type MemberCard } from './member-card.ts'

export type BlockErrorCode = 'not_found' | 'cannot_block_self'

export class BlockError extends Error {
  constructor(readonly code: BlockErrorCode) {
    super(code === 'not_found' ? 'No such member.' : 'You cannot block yourself.')
    this.name = 'BlockError'
  }
}

/** A User filter: no block between this user and `userId`, in either direction. */
export function userNotBlockedWith(userId: number) {
  return {
    blocksMade: { none: { blockedId: userId } },
    blockedBy: { none: { blockerId: userId } },
  } satisfies Prisma.UserWhereInput
}

/** A Profile filter: the profile's member and `userId` have not blocked each other. */
export function notBlockedWith(userId: number) {
  return { user: userNotBlockedWith(userId) } satisfies Prisma.ProfileWhereInput
}

/** Who blocked whom between members `a` and `b`. */
export async function blockBetween(a: number, b: number): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const rows = await prisma.block.findMany({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { blockerId: true },
  })
  return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) }
}

/** The member `blockerId` may block: on the same site, not deleted. Its name, or not_found. */
async function blockableMember(blockerId: number, blockedId: number): Promise<{ name: string }> {
  if (!Number.isSafeInteger(blockedId) || blockedId <= 0) throw new BlockError('not_found')
  if (blockerId === blockedId) throw new BlockError('cannot_block_self')
  const [blocker, blocked] = await Promise.all([
    prisma.user.findUnique({ where: { id: blockerId }, select: { siteId: true } }),
    prisma.user.findUnique({
      where: { id: blockedId },
      select: { siteId: true, status: true, profile: { select: { name: true } } },
    }),
  ])
  if (!blocker || !blocked?.profile || blocked.siteId !== blocker.siteId || blocked.status === 'deleted') {
    throw new BlockError('not_found')
  }
  return { name: blocked.profile.name }
}

/** Blocks a member; blocking twice changes nothing. Answers the blocked member's name. */
export async function blockMember(blockerId: number, blockedId: number): Promise<{ name: string; created: boolean }> {
  const { name } = await blockableMember(blockerId, blockedId)
  const { count } = await prisma.block.createMany({ data: [{ blockerId, blockedId }], skipDuplicates: true })
  return { name, created: count > 0 }
}

/** Lifts a block; lifting one that does not exist changes nothing. */
export async function unblockMember(blockerId: number, blockedId: number): Promise<{ removed: boolean }> {
  if (!Number.isSafeInteger(blockedId) || blockedId <= 0) return { removed: false }
  const { count } = await prisma.block.deleteMany({ where: { blockerId, blockedId } })
  return { removed: count > 0 }
}

/** The members `userId` blocked, most recent first, as member cards. */
export async function listBlocked(userId: number, now = new Date()): Promise<MemberCard[]> {
  const blocks = await prisma.block.findMany({
    where: { blockerId: userId, blocked: { status: { not: 'deleted' }, profile: { isNot: null } } },
    orderBy: [{ createdAt: 'desc' }, { blockedId: 'desc' }],
    select: { blocked: { select: { profile: { select: memberCardSelect } } } },
  })
  return blocks.flatMap((b) => (b.blocked.profile ? [toMemberCard(b.blocked.profile, now)] : []))
}

export type BlockedIntentResult = { ok: true; name: string } | { ok: false; error: 'invalid' | 'not_found' }

/**
 * The settings page's "Unblock" buttons (intent `unblock`, field `member_id`). Null when the
 * form is about something else, so the page's own action handles it.
 */
export async function handleBlockedIntent(userId: number, formData: FormData): Promise<BlockedIntentResult | null> {
  if (formData.get('intent') !== 'unblock') return null
  const raw = formData.get('member_id')
  const memberId = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(memberId) || memberId <= 0 || memberId > 2 ** 31 - 1) return { ok: false, error: 'invalid' }
  const profile = await prisma.profile.findUnique({ where: { userId: memberId }, select: { name: true } })
  const { removed } = await unblockMember(userId, memberId)
  if (!removed && !profile) return { ok: false, error: 'not_found' }
  return { ok: true, name: profile?.name ?? '' }
}
