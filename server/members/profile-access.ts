// Who may open which profile (SPEC §2 profile view, §6 blocking). A profile that does not
// exist, belongs to another site, is disabled, or whose account is not active (unconfirmed,
// pending deletion, deleted) or invisible answers exactly like a missing one; members always
// see their own profile while it is unconfirmed or invisible. When the owner blocked the
// viewer, the viewer only learns the owner's name ("You're blocked by {name}").
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { blockBetween } from './blocking.ts'

export const profileAccessSelect = {
  userId: true,
  siteId: true,
  name: true,
  gender: true,
  sexuality: true,
  birthDate: true,
  country: true,
  city: true,
  signupReason: true,
  tattoos: true,
  hairColor: true,
  eyeColor: true,
  bodyType: true,
  relationshipStatus: true,
  aboutMe: true,
  status: true,
  fictional: true,
  cardType: true,
  invisible: true,
  lastActiveAt: true,
  region: { select: { name: true } },
  interests: { select: { interest: { select: { slug: true, icon: true, sortOrder: true } } } },
  user: { select: { status: true, invisible: true } },
} satisfies Prisma.ProfileSelect

export type ProfileRow = Prisma.ProfileGetPayload<{ select: typeof profileAccessSelect }>

export type ProfileAccess =
  | { kind: 'not_found' }
  | { kind: 'blocked'; name: string }
  | { kind: 'ok'; profile: ProfileRow; own: boolean; blockedByViewer: boolean }

/** A profile id from a URL or request body: a positive 32-bit integer, else null. */
export function parseProfileId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null
  const id = Number(text)
  return id > 0 && id <= 2 ** 31 - 1 ? id : null
}

/** Whether a profile row may be shown at all (blocks aside). */
export function isShowable(profile: ProfileRow, siteId: number, own: boolean): boolean {
  if (profile.siteId !== siteId || profile.status !== 'active') return false
  const status = profile.user.status
  if (status === 'deleted' || status === 'pending_deletion') return false
  if (own) return true
  return status === 'active' && !profile.invisible && !profile.user.invisible
}

export async function checkProfileAccess(viewerId: number | null, siteId: number, profileId: number): Promise<ProfileAccess> {
  const profile = await prisma.profile.findUnique({ where: { userId: profileId }, select: profileAccessSelect })
  const own = viewerId === profileId
  if (!profile || !isShowable(profile, siteId, own)) return { kind: 'not_found' }
  if (viewerId === null || own) return { kind: 'ok', profile, own, blockedByViewer: false }
  const blocks = await blockBetween(viewerId, profileId)
  if (blocks.bBlockedA) return { kind: 'blocked', name: profile.name }
  return { kind: 'ok', profile, own, blockedByViewer: blocks.aBlockedB }
}
