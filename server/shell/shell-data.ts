// What every page's frame needs about the member: the top-bar counts and badges and the
// alerts (SPEC §2 top bar, §4 alerts and polling). One small query per item, all indexed.
import { prisma } from '../db.ts'
import { countNewLikes } from '../likes/likes-lists.ts'
import type { SessionUser } from '../accounts/sessions.ts'

export interface ActivityCounts {
  unreadMessages: number
  newLikes: number
}

export async function getActivityCounts(userId: number): Promise<ActivityCounts> {
  const [unread, newLikes] = await Promise.all([
    prisma.conversationMember.aggregate({ where: { userId, removedAt: null }, _sum: { unreadCount: true } }),
    countNewLikes(userId),
  ])
  return { unreadMessages: unread._sum.unreadCount ?? 0, newLikes }
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
  const [counts, [alerts]] = await Promise.all([
    getActivityCounts(user.id),
    // Both alert facts in one round trip: it runs on every page a member opens.
    prisma.$queryRaw<{ hasPhoto: boolean; pushSubscribed: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM "Photo" WHERE "userId" = ${user.id} AND status <> 'rejected') AS "hasPhoto",
             EXISTS (SELECT 1 FROM "PushSubscription" WHERE "userId" = ${user.id}) AS "pushSubscribed"`,
  ])
  return {
    id: user.id,
    name: user.profile?.name ?? user.email,
    paidUser: user.paidUser,
    credits: user.credits,
    hasPhoto: alerts?.hasPhoto ?? false,
    profileHidden: user.profile?.status === 'disabled',
    notificationsDisabled: [...user.notificationsDisabled],
    pushSubscribed: alerts?.pushSubscribed ?? false,
    counts,
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
