// The profile screen (SPEC §2 profile view: header, photo count, like state, related
// profiles), shared by /members/{id}, /likes/m/{id} and GET /api/profile.php. Which fields
// show is the site's choice: structured fields by `visibleProfileFields`, free-text notes
// (about me) by `visibleProfileNotes`. Option values are returned as codes; pages and the
// API translate them (app/components/members/profile-labels.ts).
import { prisma, replicaPrisma } from '../db.ts'
import { Prisma, type Gender, type Sexuality, type UserStatus } from '../generated/prisma/client.ts'
import { visiblePhotosFor, type VisiblePhoto } from '../photos/photos.ts'
import { likesBetween, markLikeSeen, type LikeState } from '../likes/profile-likes.ts'
import { wantedGenders } from '../likes/auto-like.ts'
import { ageOn } from './age.ts'
import { mainPhotoJoin, memberCardColumns, memberCardFromRow, type MemberCard, type MemberCardRow } from './member-card.ts'
import { checkProfileAccess, visibleProfileSql, type ProfileRow } from './profile-access.ts'
import {
  bodyTypes,
  eyeColors,
  genders,
  hairColors,
  relationshipStatuses,
  sexualities,
  signupReasons,
  tattooOptions,
} from '../../shared/members/profile-options.ts'
import { recordVisit } from './visits.ts'
import { isOnline } from '../../shared/members/online.ts'

export const RELATED_PROFILES = 6

/** The details list: field name, Profile column, allowed option values. */
const detailFields = [
  ['gender', 'gender', genders],
  ['sexuality', 'sexuality', sexualities],
  ['signup_reason', 'signupReason', signupReasons],
  ['tattoos', 'tattoos', tattooOptions],
  ['hair_color', 'hairColor', hairColors],
  ['eye_color', 'eyeColor', eyeColors],
  ['body_type', 'bodyType', bodyTypes],
  ['relationship_status', 'relationshipStatus', relationshipStatuses],
] as const satisfies readonly (readonly [string, keyof ProfileRow, readonly string[]])[]

export type DetailField = (typeof detailFields)[number][0]
export const detailFieldNames: readonly DetailField[] = detailFields.map(([field]) => field)

export interface ProfileViewer {
  id: number
  paidUser: boolean
  /** The viewer's own profile: related profiles follow what they look for. */
  profile?: { gender: Gender; sexuality: Sexuality } | null
  /** The viewer's account as this request read it (the session): spares reading it again for the visit. */
  account?: { status: UserStatus; invisible: boolean }
}

export interface ProfileView {
  id: number
  name: string
  gender: Gender
  /** Null when the site does not show this part of the header. */
  age: number | null
  city: string | null
  region: string | null
  country: string | null
  online: boolean
  lastActiveAt: string
  details: { field: DetailField; value: string }[]
  /** Null when the site does not show interests. */
  interests: { slug: string; icon: string }[] | null
  aboutMe: string | null
  photos: VisiblePhoto[]
  /** All active photos, the hidden ones included. */
  photoCount: number
  hiddenPhotos: number
  like: LikeState
  fictional: boolean
  fictionalIcon: string
  cardType: 'standard' | 'member_resell' | 'cam'
  own: boolean
  /** The viewer blocked this member: the screen offers Unblock instead of contact. */
  blockedByViewer: boolean
  related: MemberCard[]
}

export type ProfileViewResult =
  | { kind: 'not_found' }
  | { kind: 'blocked'; name: string }
  | {
      kind: 'profile'
      profile: ProfileView
      /** The owner's like to the viewer is new: opening the profile clears it (openProfile). */
      receivedLikeIsNew: boolean
    }

const siteSettingsSelect = {
  id: true,
  visibleProfileFields: true,
  visibleProfileNotes: true,
  fictionalIcon: true,
  memberResell: true,
} as const

/** What of the site the profile screen follows; pages pass the request's site, others its id. */
export type ProfileSite = Prisma.SiteGetPayload<{ select: typeof siteSettingsSelect }>

function siteSettings(site: number | ProfileSite): Promise<ProfileSite> | ProfileSite {
  return typeof site === 'number' ? prisma.site.findUniqueOrThrow({ where: { id: site }, select: siteSettingsSelect }) : site
}

/**
 * Up to RELATED_PROFILES searchable members of the site (so never invisible, unconfirmed or
 * deleted) of the genders the viewer looks for (a visitor: the owner's gender), from the
 * owner's country first, with a photo, not blocked either way with the viewer. One statement:
 * the owner's country and the others each take their most recently active few by the index.
 */
export async function listRelatedProfiles(
  viewer: ProfileViewer | null,
  owner: { userId: number; siteId: number; gender: Gender; country: string },
  now = new Date(),
): Promise<MemberCard[]> {
  const genders = viewer?.profile ? wantedGenders(viewer.profile.gender, viewer.profile.sexuality) : [owner.gender]
  const visible = visibleProfileSql('p', owner.siteId, viewer?.id ?? null)
  const where = Prisma.sql`${visible} AND NOT p."invisible" AND p."userId" <> ${owner.userId}
    AND p."gender" IN (${Prisma.join(genders.map((gender) => Prisma.sql`${gender}::"Gender"`))})`
  const part = (rank: number, country: Prisma.Sql) => Prisma.sql`(
    SELECT ${rank} AS "rank", ${memberCardColumns}, p."lastActiveAt"
    FROM "Profile" p ${mainPhotoJoin(true)}
    WHERE ${where} AND ${country}
    ORDER BY p."lastActiveAt" DESC, p."userId" DESC
    LIMIT ${RELATED_PROFILES})`
  const rows = await replicaPrisma().$queryRaw<MemberCardRow[]>`
    SELECT * FROM (${part(0, Prisma.sql`p."country" = ${owner.country}`)}
                   UNION ALL ${part(1, Prisma.sql`p."country" <> ${owner.country}`)}) related
    ORDER BY related."rank", related."lastActiveAt" DESC, related."userId" DESC
    LIMIT ${RELATED_PROFILES}`
  return rows.map((row) => memberCardFromRow(row, now))
}

function detailsOf(profile: ProfileRow, visible: Set<string>): ProfileView['details'] {
  const details: ProfileView['details'] = []
  for (const [field, column, options] of detailFields) {
    const value = profile[column]
    if (visible.has(field) && typeof value === 'string' && (options as readonly string[]).includes(value)) {
      details.push({ field, value })
    }
  }
  return details
}

/** The profile screen's data for `viewer` (null: a visitor). Reads only; see openProfile. */
export async function getProfileView(
  viewer: ProfileViewer | null,
  siteOrId: number | ProfileSite,
  id: number,
  now = new Date(),
): Promise<ProfileViewResult> {
  const siteId = typeof siteOrId === 'number' ? siteOrId : siteOrId.id
  const access = await checkProfileAccess(viewer?.id ?? null, siteId, id)
  if (access.kind !== 'ok') return access
  const { profile, own, blockedByViewer } = access
  const [site, visiblePhotos, like, related] = await Promise.all([
    siteSettings(siteOrId),
    visiblePhotosFor(viewer, profile.userId),
    viewer && !own
      ? likesBetween(viewer.id, profile.userId)
      : Promise.resolve({ state: 'none' as LikeState, receivedIsNew: false }),
    listRelatedProfiles(viewer, profile, now),
  ])
  const fields = new Set(site.visibleProfileFields)
  const notes = new Set(site.visibleProfileNotes)
  const show = <T>(field: string, value: T) => (fields.has(field) ? value : null)
  const interests = profile.interests
    .map((i) => i.interest)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ slug, icon }) => ({ slug, icon }))
  return {
    kind: 'profile',
    profile: {
      id: profile.userId,
      name: profile.name,
      gender: profile.gender,
      age: show('age', ageOn(profile.birthDate, now)),
      city: show('city', profile.city?.trim() || null),
      region: show('region', profile.region?.name ?? null),
      country: show('country', profile.country),
      online: isOnline(profile.lastActiveAt, now),
      lastActiveAt: profile.lastActiveAt.toISOString(),
      details: detailsOf(profile, fields),
      interests: show('interests', interests),
      aboutMe: notes.has('about_me') ? profile.aboutMe?.trim() || null : null,
      photos: visiblePhotos.photos,
      photoCount: visiblePhotos.photos.length + visiblePhotos.hidden,
      hiddenPhotos: visiblePhotos.hidden,
      like: like.state,
      fictional: profile.fictional,
      fictionalIcon: site.fictionalIcon,
      // Member-resell cards only where the site sells them (member_resell); otherwise a normal card.
      cardType: profile.cardType === 'member_resell' && !site.memberResell ? 'standard' : profile.cardType,
      own,
      blockedByViewer,
      related,
    },
    receivedLikeIsNew: like.receivedIsNew,
  }
}

/**
 * A member (or visitor) opens a profile: the screen's data, and for a member the visit is
 * recorded (not on their own profile, not while invisible or blocking the owner) and the
 * owner's like to them is no longer new (SPEC §4).
 */
export async function openProfile(
  viewer: ProfileViewer | null,
  site: number | ProfileSite,
  id: number,
  now = new Date(),
): Promise<ProfileViewResult> {
  const result = await getProfileView(viewer, site, id, now)
  if (viewer && result.kind === 'profile' && !result.profile.own) {
    await Promise.all([
      result.receivedLikeIsNew ? markLikeSeen(id, viewer.id) : null,
      result.profile.blockedByViewer ? false : recordVisit(viewer.id, id, now, viewer.account),
    ])
  }
  return result
}
