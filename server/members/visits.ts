// Profile visits: one row per visitor and visited member, with the time of the latest visit.
// Invisible members leave no trace (SPEC §1 invisible mode), nor do unconfirmed accounts
// (member-policy.ts), and nobody visits themselves.
import { prisma } from '../db.ts'
import { mayActOnOthers } from '../accounts/member-policy.ts'
import type { UserStatus } from '../generated/prisma/client.ts'

/** Records that `viewerId` opened `ownerId`'s profile; false when nothing was recorded. */
export async function recordVisit(
  viewerId: number,
  ownerId: number,
  now = new Date(),
  /** The viewer's account if the caller has just read it (the session); read here otherwise. */
  account?: { invisible: boolean; status: UserStatus },
): Promise<boolean> {
  if (viewerId === ownerId) return false
  const viewer = account ?? (await prisma.user.findUnique({ where: { id: viewerId }, select: { invisible: true, status: true } }))
  if (!viewer || viewer.invisible || !mayActOnOthers(viewer)) return false
  await prisma.visit.upsert({
    where: { visitorId_visitedId: { visitorId: viewerId, visitedId: ownerId } },
    create: { visitorId: viewerId, visitedId: ownerId, visitedAt: now },
    update: { visitedAt: now },
  })
  return true
}
