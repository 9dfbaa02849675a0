// What /complaints?profile=<id>&photo=<id> is about: the member's name for the form (only for a
// member who may be shown: the visibility rule), and the photo only when it is that member's.
// Anything else in the URL is ignored, not an error.
import { prisma } from '../db.ts'
import { shownProfilesWhere } from '../members/profile-access.ts'
import { parseId } from '../http/parse-id.ts'

export interface ComplaintTarget {
  profile: { id: number; name: string } | null
  photoId: number | null
}

export async function getComplaintTarget(
  siteId: number,
  profileParam: string | null,
  photoParam: string | null,
): Promise<ComplaintTarget> {
  const profileId = parseId(profileParam)
  if (profileId === null) return { profile: null, photoId: null }
  const profile = await prisma.profile.findFirst({
    where: { userId: profileId, ...shownProfilesWhere(siteId) },
    select: { userId: true, name: true },
  })
  if (!profile) return { profile: null, photoId: null }
  const photoId = parseId(photoParam)
  const photo =
    photoId === null
      ? null
      : await prisma.photo.findFirst({ where: { id: photoId, userId: profile.userId }, select: { id: true } })
  return { profile: { id: profile.userId, name: profile.name }, photoId: photo?.id ?? null }
}
