// The member card shown in grids (home, search, suggestions): one select, one mapping, and the
// same as SQL for the statements written by hand (search results, related profiles).
import { Prisma, type CardType } from '../generated/prisma/client.ts'
import { ageOn } from './age.ts'
import { photoUrl } from '../photos/photo-url.ts'
import { prisma } from '../db.ts'

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

/**
 * What a member card on a page shows (app/components/members/member-card.tsx). Pages send their
 * cards as this: the photo's other sizes and the card's other fields were a third of /members'
 * hydration data (docs/performance.md).
 */
export interface MemberCardView {
  id: number
  name: string
  age: number
  city: string | null
  fictional: boolean
  photo: { match: string } | null
}

export function memberCardView({ id, name, age, city, fictional, photo }: MemberCard): MemberCardView {
  return { id, name, age, city, fictional, photo: photo && { match: photo.match } }
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

/**
 * A card's columns in a hand-written statement, from the profile `p` and its main photo `ph`
 * (joined with `mainPhotoJoin`).
 */
export const memberCardColumns = Prisma.sql`p."userId", p."name", p."birthDate", p."city", p."country", p."fictional",
      p."cardType"::text AS "cardType", ph."filename", ph."thumbFilename", ph."matchFilename"`

/**
 * The main photo `ph` of the profile `p`, as `memberCardSelect` picks it (main, active, public).
 * `required`: only profiles that have one (an inner join), else a card without a photo.
 */
export function mainPhotoJoin(required: boolean): Prisma.Sql {
  return Prisma.sql`${required ? Prisma.sql`JOIN` : Prisma.sql`LEFT JOIN`} LATERAL (
      SELECT f."filename", f."thumbFilename", f."matchFilename" FROM "Photo" f
      WHERE f."userId" = p."userId" AND f."isMain" AND f."status" = 'active' AND f."visibility" = 'public'
      ORDER BY f."id" LIMIT 1
    ) ph ON true`
}

/** A row of `memberCardColumns`. */
export interface MemberCardRow {
  userId: number
  name: string
  birthDate: Date
  city: string | null
  country: string
  fictional: boolean
  cardType: CardType
  filename: string | null
  thumbFilename: string | null
  matchFilename: string | null
}

export function memberCardFromRow(r: MemberCardRow, now: Date): MemberCard {
  const photos =
    r.filename && r.thumbFilename && r.matchFilename
      ? [{ filename: r.filename, thumbFilename: r.thumbFilename, matchFilename: r.matchFilename }]
      : []
  return toMemberCard({ ...r, user: { photos } }, now)
}

/** One member's card by user id (the likes forms' answer), null when there is no profile. */
export async function memberCardOf(userId: number, now = new Date()): Promise<MemberCard | null> {
  const profile = await prisma.profile.findUnique({ where: { userId }, select: memberCardSelect })
  return profile ? toMemberCard(profile, now) : null
}
