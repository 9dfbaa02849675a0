// The support CLI's profile-disable command: hide a profile from other members (search, profile page,
// landers); the member can still log in and gets an e-mail with --note as the reason and how to contest it.
import { disableProfile } from '../../../server/members/profile-moderation.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function profileDisable({ values, staff, baseUrl, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  const result = await disableProfile(user.id, staff, { note: values.note, baseUrl })
  if (!result.ok) throw new SupportError(`Member ${user.id} has no profile.`)
  out(profileChanged(user, result))
  return 0
}

/** What profile-disable and profile-enable print: whether the profile is shown now, and whether that changed. */
export function profileChanged(user: { id: number; email: string }, result: { status: string; changed: boolean }) {
  const state = result.status === 'disabled' ? 'hidden from other members' : 'visible to other members'
  if (!result.changed) return `The profile of member ${user.id} already was ${state}.`
  return `The profile of member ${user.id} is now ${state}${result.status === 'disabled' ? `; ${user.email} is told why by e-mail` : ''}.`
}
