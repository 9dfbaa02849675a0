// The support CLI's profile-enable command: show a hidden profile again.
import { enableProfile } from '../../../server/members/profile-moderation.ts'
import { SupportError, type SupportContext } from '../context.ts'
import { profileChanged } from './profile-disable.ts'

export async function profileEnable({ staff, findMember, out }: SupportContext): Promise<number> {
  const user = await findMember()
  const result = await enableProfile(user.id, staff)
  if (!result.ok) throw new SupportError(`Member ${user.id} has no profile.`)
  out(profileChanged(user, result))
  return 0
}
