// What every page's frame needs about the member: the top-bar counts and badges and the
// alerts (SPEC §2 top bar, §4 alerts and polling). One statement of small indexed subqueries:
// it runs on every page a member opens, and each round trip to the database costs more than
// the subqueries.
import { prisma } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'
import { visibleProfileSql } from '../members/profile-access.ts'
import type { SessionUser } from '../accounts/sessions.ts'

export interface ActivityCounts {
  unreadMessages: number
  newLikes: number
}

/**
 * The counts as SQL columns: unread messages of the conversations the member kept and may read
 * (the other member may be shown, no block either way: the read rule, server/chat/read-rule.ts),
 * and new likes from members they may be shown (the one visibility rule, on the member's own site).
 */
export function activityCountsSql(userId: number): Prisma.Sql {
  const site = Prisma.sql`(SELECT u."siteId" FROM "User" u WHERE u.id = ${userId})`
  return Prisma.sql`
    (SELECT coalesce(sum(m."unreadCount"), 0)::int FROM "ConversationMember" m
      WHERE m."userId" = ${userId} AND m."removedAt" IS NULL AND m."unreadCount" > 0
        AND EXISTS (SELECT 1 FROM "ConversationMember" o JOIN "Profile" p ON p."userId" = o."userId"
                     WHERE o."conversationId" = m."conversationId" AND ${visibleProfileSql('p', site, userId)})
    ) AS "unreadMessages",
    (SELECT count(*)::int FROM "Like" l JOIN "Profile" p ON p."userId" = l."fromUserId"
      WHERE l."toUserId" = ${userId} AND l."isNew" AND ${visibleProfileSql('p', site, userId)}) AS "newLikes"`
}

export const countsOf = (row: Partial<ActivityCounts> | undefined): ActivityCounts => ({
  unreadMessages: row?.unreadMessages ?? 0,
  newLikes: row?.newLikes ?? 0,
})

export async function getActivityCounts(userId: number): Promise<ActivityCounts> {
  const [row] = await prisma.$queryRaw<ActivityCounts[]>`SELECT ${activityCountsSql(userId)}`
  return countsOf(row)
}

export interface ShellUser {
  id: number
  name: string
  paidUser: boolean
  credits: number
  /** False when the member has no photo at all (the profile-photo alert). */
  hasPhoto: boolean
  /** Staff hid the profile (profile-disable): others cannot find or open it. */
  profileHidden: boolean
  notificationsDisabled: string[]
  /** The member has a push subscription in some browser (the push alert is not shown). */
  pushSubscribed: boolean
  counts: ActivityCounts
}

export async function getShellUser(user: SessionUser): Promise<ShellUser> {
  const [row] = await prisma.$queryRaw<(ActivityCounts & { hasPhoto: boolean; pushSubscribed: boolean })[]>`
    SELECT ${activityCountsSql(user.id)},
           EXISTS (SELECT 1 FROM "Photo" WHERE "userId" = ${user.id} AND status <> 'rejected') AS "hasPhoto",
           EXISTS (SELECT 1 FROM "PushSubscription" WHERE "userId" = ${user.id}) AS "pushSubscribed"`
  return {
    id: user.id,
    name: user.profile?.name ?? user.email,
    paidUser: user.paidUser,
    credits: user.credits,
    hasPhoto: row?.hasPhoto ?? false,
    profileHidden: user.profile?.status === 'disabled',
    notificationsDisabled: [...user.notificationsDisabled],
    pushSubscribed: row?.pushSubscribed ?? false,
    counts: countsOf(row),
  }
}

/**
 * The site-entry warning (SPEC §2): only when the site enables it and the visitor's
 * country is one the site serves. An unknown country (no GeoIP header) does not match.
 */
export function entryWarningAllowed(site: { enableSiteEntryPopup: boolean; countries: string[] }, country: string | null) {
  return site.enableSiteEntryPopup && country !== null && site.countries.includes(country)
}

export { ENTRY_WARNING_STRICT_COUNTRIES } from '../../shared/entry-warning-countries.ts'

/**
 * Whether the settings page offers the push opt-in (app/components/notifications/push-section.tsx).
 * The push alert links there; a site without VAPID keys offers neither.
 */
export const PUSH_OPT_IN_AVAILABLE = true
