// Staff hide or restore a member's profile (npm run support -- profile-disable, profile-enable),
// e.g. after upholding a notice (docs/complaints.md). A disabled profile is not searchable (out
// of search, the home page, landers, related profiles and auto-likes) and its page answers like
// a missing one (profile-access.ts);
// the member can still log in. Hiding sends the member a statement of reasons by e-mail (EU
// DSA art. 17): the note, that a person decided and how to contest it. Both are audited.
import { transaction } from '../db/conflict-retry.ts'
import { recordStaffAction, toStaffActor, type StaffActorInput } from '../staff/audit.ts'
import { assertStaffMay } from '../staff/permissions.ts'
import { queueAccountEmail } from '../accounts/account-emails.ts'
import { invalidateMemberListings } from './listings-cache.ts'

export type ProfileModerationResult =
  { ok: true; status: 'active' | 'disabled'; changed: boolean } | { ok: false; error: 'not_found' | 'no_profile' }

async function setProfileStatus(userId: number, status: 'active' | 'disabled', staff: StaffActorInput, note?: string) {
  return transaction(async (tx) => {
    const [user] = await tx.$queryRaw<{ status: string; invisible: boolean; siteId: number }[]>`
      SELECT status, invisible, "siteId" FROM "User" WHERE id = ${userId} FOR UPDATE`
    if (!user) return { ok: false, error: 'not_found' } as const
    assertStaffMay(toStaffActor(staff), 'profiles.review', user.siteId)
    const profile = await tx.profile.findUnique({ where: { userId }, select: { status: true } })
    if (!profile) return { ok: false, error: 'no_profile' } as const
    if (profile.status === status) return { ok: true, status, changed: false, auditId: null } as const
    // `searchable` (search, home page, landers, related profiles, auto-likes) follows the same
    // rule as activation and invisible mode: an active account, visible, with an active profile.
    const searchable = status === 'active' && user.status === 'active' && !user.invisible
    await tx.profile.update({ where: { userId }, data: { status, searchable } })
    const entry = await recordStaffAction(tx, staff, {
      userId,
      siteId: user.siteId,
      action: status === 'disabled' ? 'profile_disabled' : 'profile_enabled',
      before: { status: profile.status },
      after: { status },
      data: note ? { note } : undefined,
    })
    return { ok: true, status, changed: true, auditId: entry.id } as const
  })
}

/** Hides the profile and tells its owner why; hiding a hidden profile changes and sends nothing. */
export async function disableProfile(
  userId: number,
  staff: StaffActorInput,
  options: { note?: string; baseUrl: string },
): Promise<ProfileModerationResult> {
  const note = options.note?.trim() ?? ''
  const result = await setProfileStatus(userId, 'disabled', staff, note || undefined)
  if (!result.ok) return result
  if (result.changed) {
    await invalidateMemberListings()
    await queueAccountEmail({
      template: 'profile-disabled',
      userId,
      // One e-mail per decision: the audit entry of this hiding.
      idempotencyKey: `profile-disabled:${result.auditId}`,
      baseUrl: options.baseUrl,
      variables: { termsUrl: `${options.baseUrl}/pages/terms`, note },
    })
  }
  return { ok: true, status: result.status, changed: result.changed }
}

/** Shows the profile again. */
export async function enableProfile(userId: number, staff: StaffActorInput): Promise<ProfileModerationResult> {
  const result = await setProfileStatus(userId, 'active', staff)
  if (result.ok && result.changed) await invalidateMemberListings()
  return result.ok ? { ok: true, status: result.status, changed: result.changed } : result
}
