// Members shown to visitors on the logged-out home page: searchable profiles with an
// active public main photo, most recently active first.
import { prisma } from '../db.ts'
import { ageOn } from './age.ts'
import { photoUrl } from '../photos/photo-url.ts'

export interface MemberCard {
  id: number
  name: string
  age: number
  city: string | null
  country: string
  fictional: boolean
  cardType: 'standard' | 'member_resell' | 'cam'
  photo: { thumb: string; match: string } | null
}

export async function listFeaturedMembers(siteId: number, limit = 24, now = new Date()): Promise<MemberCard[]> {
  const profiles = await prisma.profile.findMany({
    where: {
      siteId,
      searchable: true,
      user: { photos: { some: { isMain: true, status: 'active', visibility: 'public' } } },
    },
    orderBy: { lastActiveAt: 'desc' },
    take: limit,
    select: {
      userId: true,
      name: true,
      birthDate: true,
      city: true,
      country: true,
      fictional: true,
      cardType: true,
      user: {
        select: {
          photos: {
            where: { isMain: true, status: 'active', visibility: 'public' },
            take: 1,
            select: { thumbFilename: true, matchFilename: true },
          },
        },
      },
    },
  })
  return profiles.map((p) => {
    const photo = p.user.photos[0]
    return {
      id: p.userId,
      name: p.name,
      age: ageOn(p.birthDate, now),
      city: p.city,
      country: p.country,
      fictional: p.fictional,
      cardType: p.cardType,
      photo: photo ? { thumb: photoUrl(photo.thumbFilename), match: photoUrl(photo.matchFilename) } : null,
    }
  })
}
