// What /api/user.php says about the member's own profile beyond the profile row (SPEC §3 Profile):
// the region's name, the interests, the main image and the photos. Two statements in parallel
// (the poll asks for this every minute): the photos, and the region with the interests.
import { prisma } from '../db.ts'
import { ownPhotosAndMainImage, type OwnPhoto } from '../photos/photos.ts'
import type { MainImageJson } from '../photos/photo-url.ts'

export interface OwnProfileData {
  mainImage: MainImageJson | null
  photos: OwnPhoto[]
  interests: string[]
  region: { id: number; code: string; name: string } | null
}

export async function loadOwnProfileData(userId: number): Promise<OwnProfileData> {
  const [{ photos, mainImage }, [profile]] = await Promise.all([
    ownPhotosAndMainImage(userId),
    prisma.$queryRaw<{ region: OwnProfileData['region']; interests: string[] }[]>`
      SELECT (SELECT json_build_object('id', r.id, 'code', r.code, 'name', r.name) FROM "Region" r WHERE r.id = p."regionId") AS region,
             coalesce((SELECT json_agg(i.slug ORDER BY i."sortOrder", i.id) FROM "ProfileInterest" pi
                         JOIN "Interest" i ON i.id = pi."interestId" WHERE pi."profileId" = p."userId"), '[]'::json) AS interests
        FROM "Profile" p WHERE p."userId" = ${userId}`,
  ])
  return { mainImage, photos, interests: profile?.interests ?? [], region: profile?.region ?? null }
}
