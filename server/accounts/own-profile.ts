// What /api/user.php says about the member's own profile beyond the profile row (SPEC §3 Profile):
// the region's name, the interests, the main image and the photos, read in parallel.
import { prisma } from '../db.ts'
import { listOwnPhotos, ownMainImage, type OwnPhoto } from '../photos/photos.ts'
import type { MainImageJson } from '../photos/photo-url.ts'

export interface OwnProfileData {
  mainImage: MainImageJson | null
  photos: OwnPhoto[]
  interests: string[]
  region: { id: number; code: string; name: string } | null
}

export async function loadOwnProfileData(userId: number): Promise<OwnProfileData> {
  const [mainImage, photos, profile] = await Promise.all([
    ownMainImage(userId),
    listOwnPhotos(userId),
    prisma.profile.findUnique({
      where: { userId },
      select: {
        region: { select: { id: true, code: true, name: true } },
        interests: { select: { interest: { select: { slug: true, sortOrder: true } } } },
      },
    }),
  ])
  const interests = (profile?.interests ?? [])
    .map((i) => i.interest)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((i) => i.slug)
  return { mainImage, photos, interests, region: profile?.region ?? null }
}
