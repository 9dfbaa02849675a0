// The swipe game (SPEC §2 swipe-game, §9): a stack of members who fit the member's search
// (the genders they look for, their own country first) and whom they have neither liked nor
// passed, newest activity first; only members with a public main photo, through the visibility
// rule. Likes go through likeMember (a free member's likes a day count them); a pass is
// stored (SwipePass) so the card does not come back. docs/likes.md.
import { prisma } from '../db.ts'
import type { Gender, Prisma, Sexuality } from '../generated/prisma/client.ts'
import { memberCardSelect, toMemberCard, type MemberCard } from '../members/member-card.ts'
import { checkProfileAccess, shownProfilesWhere, userNotBlockedWith } from '../members/profile-access.ts'
import { ActivationRequiredError, mayActOnOthers } from '../accounts/member-policy.ts'
import { wantedGenders } from './auto-like.ts'
import { consumeLikeLimit, LikeError } from './profile-likes.ts'

/** Cards sent to the page at once; the next ones come with the page's revalidation. */
export const SWIPE_STACK_SIZE = 5

export interface SwipeViewer {
  id: number
  siteId: number
  gender: Gender
  sexuality: Sexuality
  country: string
}

export function swipeCandidatesWhere(viewer: SwipeViewer): Prisma.ProfileWhereInput {
  return {
    ...shownProfilesWhere(viewer.siteId),
    userId: { not: viewer.id },
    gender: { in: wantedGenders(viewer.gender, viewer.sexuality) },
    user: {
      ...userNotBlockedWith(viewer.id),
      likesReceived: { none: { fromUserId: viewer.id } },
      swipePassedBy: { none: { fromUserId: viewer.id } },
      photos: { some: { isMain: true, status: 'active', visibility: 'public' } },
    },
  }
}

/** The next cards of the stack: the member's country first, then anywhere on the site. */
export async function nextSwipeCards(viewer: SwipeViewer, limit = SWIPE_STACK_SIZE, now = new Date()): Promise<MemberCard[]> {
  const base = swipeCandidatesWhere(viewer)
  const orderBy: Prisma.ProfileOrderByWithRelationInput[] = [{ lastActiveAt: 'desc' }, { userId: 'desc' }]
  const local = await prisma.profile.findMany({
    where: { ...base, country: viewer.country },
    orderBy,
    take: limit,
    select: memberCardSelect,
  })
  const rest =
    local.length < limit
      ? await prisma.profile.findMany({
          where: { ...base, country: { not: viewer.country } },
          orderBy,
          take: limit - local.length,
          select: memberCardSelect,
        })
      : []
  return [...local, ...rest].map((p) => toMemberCard(p, now))
}

/** A "no" in the swipe game: stored once, so the card does not come back. */
export async function passMember(fromUserId: number, toUserId: number, siteId: number): Promise<{ name: string }> {
  if (fromUserId === toUserId) throw new LikeError('cannot_like_self')
  const user = await prisma.user.findUnique({ where: { id: fromUserId }, select: { status: true } })
  if (!user || !mayActOnOthers(user)) throw new ActivationRequiredError()
  const access = await checkProfileAccess(fromUserId, siteId, toUserId)
  if (access.kind === 'not_found') throw new LikeError('not_found')
  if (access.kind === 'blocked' || access.blockedByViewer) throw new LikeError('blocked')
  await consumeLikeLimit(fromUserId)
  await prisma.swipePass.createMany({ data: [{ fromUserId, toUserId }], skipDuplicates: true })
  return { name: access.profile.name }
}
