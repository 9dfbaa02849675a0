// The member card shown in grids (home, search, suggestions): one select, one mapping.
import type { Prisma } from '../generated/prisma/client.ts'
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
  /** The main photo: full size, thumbnail and the square match crop. */
  photo: { url: string; thumb: string; match: string } | null
}

export const memberCardSelect = {
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
        select: { filename: true, thumbFilename: true, matchFilename: true },
      },
    },
  },
} satisfies Prisma.ProfileSelect

export function toMemberCard(p: Prisma.ProfileGetPayload<{ select: typeof memberCardSelect }>, now: Date): MemberCard {
  const photo = p.user.photos[0]
  return {
    id: p.userId,
    name: p.name,
    age: ageOn(p.birthDate, now),
    city: p.city,
    country: p.country,
    fictional: p.fictional,
    cardType: p.cardType,
    photo: photo
      ? { url: photoUrl(photo.filename), thumb: photoUrl(photo.thumbFilename), match: photoUrl(photo.matchFilename) }
      : null,
  }
}
