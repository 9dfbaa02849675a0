// Profile visits: one row per visitor and visited member, with the time of the latest visit.
// Invisible members leave no trace (SPEC §1 invisible mode), nor do unconfirmed accounts
// (member-policy.ts), and nobody visits themselves.
import { LRUCache } from 'lru-cache'
import { prisma } from '../db.ts'
import { mayActOnOthers } from '../accounts/member-policy.ts'
import type { UserStatus } from '../generated/prisma/client.ts'

/**
 * A visit within this long of the last one this process recorded for the same two members keeps
 * the recorded time: a member paging back and forth through profiles (or reloading one) costs no
 * write per look (docs/performance.md). The time is that of a visit at most this old.
 */
export const VISIT_REFRESH_MS = 60_000
/** When this process last recorded each visitor → visited pair (bounded: the least recently used go). */
const lastRecorded = new LRUCache<string, number>({ max: 50_000 })

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
  const pair = `${viewerId}>${ownerId}`
  const last = lastRecorded.get(pair)
  if (last !== undefined && now.getTime() - last < VISIT_REFRESH_MS && now.getTime() >= last) return true
  await prisma.visit.upsert({
    where: { visitorId_visitedId: { visitorId: viewerId, visitedId: ownerId } },
    create: { visitorId: viewerId, visitedId: ownerId, visitedAt: now },
    update: { visitedAt: now },
  })
  lastRecorded.set(pair, now.getTime())
  return true
}
