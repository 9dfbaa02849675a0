// Blocking (SPEC §6): a blocked member can no longer see the blocker's profile or contact
// them. A block hides the two members from each other wherever profiles are listed
// (search, related profiles, suggestions): those lists use `visibleProfilesWhere(viewerId)`.
import { prisma } from '../db.ts'
import { assertMayActOnOthers } from '../accounts/member-policy.ts'
import { memberCardSelect, toMemberCard, type MemberCard } from './member-card.ts'
import { checkProfileAccess, shownProfilesWhere } from './profile-access.ts'
import { ServiceError } from '../errors.ts'

export type BlockErrorCode = 'not_found' | 'cannot_block_self'

export class BlockError extends ServiceError<BlockErrorCode> {
  constructor(code: BlockErrorCode) {
    super(code, {}, code === 'not_found' ? 'No such member.' : 'You cannot block yourself.')
  }
}

/**
 * Blocks a member the blocker may see (or who blocked them first: they know that name already);
 * blocking twice changes nothing. Answers the blocked member's name. Unconfirmed accounts may
 * not block (ActivationRequiredError).
 */
export async function blockMember(
  blockerId: number,
  blockedId: number,
  siteId: number,
): Promise<{ name: string; created: boolean }> {
  if (!Number.isSafeInteger(blockedId) || blockedId <= 0) throw new BlockError('not_found')
  if (blockerId === blockedId) throw new BlockError('cannot_block_self')
  await assertMayActOnOthers(blockerId)
  const access = await checkProfileAccess(blockerId, siteId, blockedId)
  if (access.kind === 'not_found') throw new BlockError('not_found')
  const name = access.kind === 'blocked' ? access.name : access.profile.name
  const { count } = await prisma.block.createMany({ data: [{ blockerId, blockedId }], skipDuplicates: true })
  return { name, created: count > 0 }
}

/** Lifts a block; lifting one that does not exist changes nothing. */
export async function unblockMember(blockerId: number, blockedId: number): Promise<{ removed: boolean }> {
  if (!Number.isSafeInteger(blockedId) || blockedId <= 0) return { removed: false }
  const { count } = await prisma.block.deleteMany({ where: { blockerId, blockedId } })
  return { removed: count > 0 }
}

/**
 * The members `userId` blocked that may be shown (an invisible, unconfirmed or leaving member
 * stays blocked but out of the list), most recent first, as member cards.
 */
export async function listBlocked(userId: number, siteId: number, now = new Date()): Promise<MemberCard[]> {
  const blocks = await prisma.block.findMany({
    where: { blockerId: userId, blocked: { profile: shownProfilesWhere(siteId) } },
    orderBy: [{ createdAt: 'desc' }, { blockedId: 'desc' }],
    select: { blocked: { select: { profile: { select: memberCardSelect } } } },
  })
  return blocks.flatMap((b) => (b.blocked.profile ? [toMemberCard(b.blocked.profile, now)] : []))
}

export type BlockedIntentResult = { ok: true; name: string | null } | { ok: false; error: 'invalid' }

/**
 * An "Unblock" button of the settings page's blocked list (read by
 * app/routes/notifications.intents.server.ts handleBlockedIntent). The name comes back only for
 * a member who may be shown.
 */
export async function unblockFromList(
  userId: number,
  siteId: number,
  memberId: number,
): Promise<{ ok: true; name: string | null }> {
  await unblockMember(userId, memberId)
  const shown = await prisma.profile.findFirst({
    where: { userId: memberId, ...shownProfilesWhere(siteId) },
    select: { name: true },
  })
  return { ok: true, name: shown?.name ?? null }
}
