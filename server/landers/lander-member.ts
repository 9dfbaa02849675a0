// One member for the member landing and signup pages (/members/{id}/landing...): only a
// searchable profile of this site; anything else is treated as not found.
import { prisma } from '../db.ts'
import { parseId } from '../http/parse-id.ts'
import { landerMemberSelect, toLanderMember, toLanderPhoto, type LanderMember, type LanderPhoto } from './lander-members.ts'

export interface LanderMemberDetail extends LanderMember {
  /** Public, approved photos, main photo first (at most 4). */
  photos: LanderPhoto[]
}

/** The member with this id, or null when the id is malformed, unknown, of another site or not searchable. */
export async function getLanderMember(siteId: number, id: number | string | undefined): Promise<LanderMemberDetail | null> {
  const userId = parseId(id)
  if (userId === null) return null
  const profile = await prisma.profile.findFirst({
    where: { userId, siteId, searchable: true },
    select: {
      ...landerMemberSelect,
      user: {
        select: {
          ...landerMemberSelect.user.select,
          // All public photos, not only the main one the shared select takes.
          photos: {
            where: { status: 'active', visibility: 'public' },
            orderBy: [{ isMain: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
            take: 4,
            select: { isMain: true, filename: true, thumbFilename: true, matchFilename: true, width: true, height: true },
          },
        },
      },
    },
  })
  if (!profile) return null
  const main = profile.user.photos.filter((p) => p.isMain)
  const member = toLanderMember({ ...profile, user: { ...profile.user, photos: main } }, new Date())
  return {
    ...member,
    photos: profile.user.photos.map(toLanderPhoto),
  }
}
