// The operator inbox (docs/operators.md): the conversations between members and the site's
// fictional profiles that wait for an answer, oldest first; one conversation as the operator who
// claimed it sees it; the shared notes about a member and the profiles' persona notes.
// Every function checks the staff member's permission on the conversation's site first.
import { prisma } from '../db.ts'
import { Prisma } from '../generated/prisma/client.ts'
import { assertStaffMay, staffMay, type StaffActor } from '../staff/permissions.ts'
import { recordStaffAction } from '../staff/audit.ts'
import { photoUrl } from '../photos/photo-url.ts'
import { ageOn } from '../members/age.ts'
import { InboxError } from './inbox-error.ts'
import { actorStaffId, currentClaim, inboxConversation } from './claims.ts'
import { listIcebreakersWithIds } from './answer.ts'

export const INBOX_PAGE_SIZE = 50
export const NOTE_MAX_LENGTH = 2000

export interface WaitingRow {
  conversationId: number
  waitingSince: Date
  waitedSeconds: number
  language: string
  memberId: number
  memberName: string
  paid: boolean
  profileId: number
  profileName: string
  claim: { staffId: number; name: string; mine: boolean; expiresAt: Date } | null
}

export interface WaitingList {
  rows: WaitingRow[]
  total: number
  /** Waiting conversations per member language (the language filter). */
  languages: { language: string; count: number }[]
}

/**
 * The waiting conversations of a site, oldest wait first (INBOX_PAGE_SIZE of them), with the
 * member's language and whether they paid, and who holds a claim; optionally of one language.
 * One index range (InboxItem by site [, language], waitingSince) and a page of joins.
 */
export async function listWaiting(
  actor: StaffActor,
  siteId: number,
  options: { language?: string | null; now?: Date; limit?: number } = {},
): Promise<WaitingList> {
  assertStaffMay(actor, 'inbox.answer', siteId)
  const now = options.now ?? new Date()
  const me = actor.via === 'console' ? actor.staff.id : actor.staffId
  const language = options.language || null
  const limit = Math.min(options.limit ?? INBOX_PAGE_SIZE, 200)
  const byLanguage = language ? Prisma.sql`AND i.language = ${language}` : Prisma.empty
  // One statement (one connection, one round trip): the page, and the counts per language on
  // every row (on a single row of nulls when the page is empty).
  const result = await prisma.$queryRaw<
    {
      conversationId: number | null
      waitingSince: Date | null
      language: string | null
      memberId: number
      memberName: string
      paid: boolean
      profileId: number
      profileName: string
      claimStaffId: number | null
      claimName: string | null
      claimExpiresAt: Date | null
      languages: { language: string; count: number }[]
    }[]
  >`
    WITH counts AS (
      SELECT coalesce(json_agg(json_build_object('language', language, 'count', n) ORDER BY language), '[]'::json) AS languages
        FROM (SELECT language, count(*)::int AS n FROM "InboxItem" WHERE "siteId" = ${siteId} GROUP BY language) l
    ), page AS (
      SELECT i."conversationId", i."waitingSince", i.language, i."memberId", mp.name AS "memberName",
             mu."paidUser" AS paid, i."profileId", fp.name AS "profileName",
             c."staffId" AS "claimStaffId", s.name AS "claimName", c."expiresAt" AS "claimExpiresAt"
        FROM (SELECT * FROM "InboxItem" i WHERE i."siteId" = ${siteId} ${byLanguage}
               ORDER BY i."waitingSince", i."conversationId" LIMIT ${limit}) i
        JOIN "Profile" mp ON mp."userId" = i."memberId"
        JOIN "User" mu ON mu.id = i."memberId"
        JOIN "Profile" fp ON fp."userId" = i."profileId"
        LEFT JOIN "InboxClaim" c ON c."conversationId" = i."conversationId" AND c."expiresAt" > ${now}
        LEFT JOIN "Staff" s ON s.id = c."staffId"
    )
    SELECT page.*, counts.languages FROM counts LEFT JOIN page ON true
     ORDER BY page."waitingSince", page."conversationId"`
  const counts = result[0]?.languages ?? []
  const rows = result.flatMap((r) =>
    r.conversationId != null && r.waitingSince && r.language
      ? [{ ...r, conversationId: r.conversationId, waitingSince: r.waitingSince, language: r.language }]
      : [],
  )
  return {
    rows: rows.map((r) => ({
      conversationId: r.conversationId,
      waitingSince: r.waitingSince,
      waitedSeconds: Math.max(0, Math.floor((now.getTime() - r.waitingSince.getTime()) / 1000)),
      language: r.language,
      memberId: r.memberId,
      memberName: r.memberName,
      paid: r.paid,
      profileId: r.profileId,
      profileName: r.profileName,
      claim:
        r.claimStaffId != null && r.claimExpiresAt
          ? { staffId: r.claimStaffId, name: r.claimName ?? '', mine: r.claimStaffId === me, expiresAt: r.claimExpiresAt }
          : null,
    })),
    total: counts.reduce((sum, c) => sum + c.count, 0),
    languages: counts,
  }
}

/** The navigation's badge: conversations waiting on the site (one indexed count). */
export async function countWaiting(siteId: number): Promise<number> {
  return prisma.inboxItem.count({ where: { siteId } })
}

const profileSelect = {
  userId: true,
  name: true,
  gender: true,
  birthDate: true,
  country: true,
  city: true,
  aboutMe: true,
  signupMessage: true,
  relationshipStatus: true,
  bodyType: true,
  hairColor: true,
  eyeColor: true,
  fictional: true,
  user: { select: { language: true, paidUser: true } },
} satisfies Prisma.ProfileSelect

type ProfileRow = Prisma.ProfileGetPayload<{ select: typeof profileSelect }>

function profileView(p: ProfileRow, now: Date) {
  return {
    id: p.userId,
    name: p.name,
    gender: p.gender,
    age: ageOn(p.birthDate, now),
    country: p.country,
    city: p.city,
    aboutMe: p.aboutMe,
    signupMessage: p.signupMessage,
    relationshipStatus: p.relationshipStatus,
    bodyType: p.bodyType,
    hairColor: p.hairColor,
    eyeColor: p.eyeColor,
    language: p.user.language,
    paid: p.user.paidUser,
  }
}

export interface OperatorMessage {
  id: number
  /** Written by the fictional profile (an operator) or by the member. */
  fromProfile: boolean
  type: string
  body: string | null
  gift: { icon: string; slug: string } | null
  gifUrl: string | null
  photoUrl: string | null
  createdAt: Date
}

/**
 * One conversation as the operator who holds its claim sees it: the fictional profile (photos,
 * texts, persona note), the member's public profile (public approved photos only), the whole
 * conversation, the shared notes about the member for this profile, and what an answer may use
 * (icebreakers in the member's language, gifts, the profile's own photos). Refused with
 * InboxError('not_claimed', { holder }) unless the operator's claim runs: a second operator
 * cannot open a claimed conversation.
 */
export async function operatorConversation(actor: StaffActor, conversationId: number, now = new Date()) {
  const ref = await inboxConversation(conversationId)
  assertStaffMay(actor, 'inbox.answer', ref.siteId)
  const staffId = actorStaffId(actor)
  const claim = await currentClaim(conversationId, now)
  if (!claim || claim.staffId !== staffId) throw new InboxError('not_claimed', { holder: claim?.staff.name ?? '' })
  const [profile, member, profilePhotos, memberPhotos, messages, persona, notes, waiting, gifts] = await Promise.all([
    prisma.profile.findUniqueOrThrow({ where: { userId: ref.profileId }, select: profileSelect }),
    prisma.profile.findUniqueOrThrow({ where: { userId: ref.memberId }, select: profileSelect }),
    prisma.photo.findMany({
      where: { userId: ref.profileId, status: 'active' },
      orderBy: [{ isMain: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
      select: { id: true, thumbFilename: true, visibility: true, isMain: true },
    }),
    prisma.photo.findMany({
      where: { userId: ref.memberId, status: 'active', visibility: 'public' },
      orderBy: [{ isMain: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
      select: { id: true, thumbFilename: true },
    }),
    prisma.message.findMany({
      where: { conversationId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        senderId: true,
        type: true,
        body: true,
        gifUrl: true,
        createdAt: true,
        gift: { select: { icon: true, slug: true } },
        chatPhoto: { select: { thumbFilename: true } },
      },
    }),
    prisma.personaNote.findUnique({ where: { profileId: ref.profileId }, select: { text: true, updatedAt: true } }),
    prisma.memberNote.findMany({
      where: { profileId: ref.profileId, memberId: ref.memberId },
      orderBy: { id: 'asc' },
      select: { id: true, text: true, createdAt: true, staff: { select: { name: true } } },
    }),
    prisma.inboxItem.findUnique({ where: { conversationId }, select: { waitingSince: true, language: true } }),
    prisma.gift.findMany({
      where: { active: true },
      orderBy: { sortOrder: 'asc' },
      select: { id: true, slug: true, icon: true },
    }),
  ])
  const memberView = profileView(member, now)
  return {
    conversationId,
    siteId: ref.siteId,
    claim: { expiresAt: claim.expiresAt },
    waitingSince: waiting?.waitingSince ?? null,
    /** The answer's language: the member's. */
    language: waiting?.language ?? memberView.language,
    profile: {
      ...profileView(profile, now),
      photos: profilePhotos.map((p) => ({ id: p.id, url: photoUrl(p.thumbFilename), private: p.visibility === 'private' })),
      persona: persona?.text ?? '',
    },
    member: { ...memberView, photos: memberPhotos.map((p) => ({ id: p.id, url: photoUrl(p.thumbFilename) })) },
    messages: messages.map((m): OperatorMessage => ({
      id: m.id,
      fromProfile: m.senderId === ref.profileId,
      type: m.type,
      body: m.body,
      gift: m.gift,
      gifUrl: m.gifUrl,
      photoUrl: m.chatPhoto ? photoUrl(m.chatPhoto.thumbFilename) : null,
      createdAt: m.createdAt,
    })),
    notes: notes.map((n) => ({ id: n.id, text: n.text, createdAt: n.createdAt, by: n.staff?.name ?? '' })),
    icebreakers: await listIcebreakersWithIds(waiting?.language ?? memberView.language),
    gifts,
    mayManage: actor.via === 'cli' || staffMay(actor.staff, 'inbox.manage', ref.siteId),
  }
}

export type OperatorConversation = Awaited<ReturnType<typeof operatorConversation>>

/** Adds a note about the member that every operator writing as this profile will see. */
export async function addMemberNote(actor: StaffActor, conversationId: number, text: string) {
  const ref = await inboxConversation(conversationId)
  assertStaffMay(actor, 'inbox.answer', ref.siteId)
  const staffId = actorStaffId(actor)
  return prisma.$transaction(async (tx) => {
    const note = await tx.memberNote.create({
      data: { profileId: ref.profileId, memberId: ref.memberId, staffId, text: text.slice(0, NOTE_MAX_LENGTH) },
      select: { id: true },
    })
    await recordStaffAction(tx, actor, {
      action: 'inbox.member_note',
      userId: ref.memberId,
      siteId: ref.siteId,
      subject: { type: 'member_note', id: note.id },
      data: { profileId: ref.profileId },
    })
    return note
  })
}

/** The fictional profiles of a site with their persona notes (inbox.manage). */
export async function listPersonas(actor: StaffActor, siteId: number) {
  assertStaffMay(actor, 'inbox.manage', siteId)
  const rows = await prisma.profile.findMany({
    where: { siteId, fictional: true },
    orderBy: [{ name: 'asc' }, { userId: 'asc' }],
    select: { userId: true, name: true, country: true, user: { select: { personaNote: { select: { text: true } } } } },
  })
  return rows.map((r) => ({ id: r.userId, name: r.name, country: r.country, persona: r.user.personaNote?.text ?? '' }))
}

/** Writes a fictional profile's persona note (inbox.manage); audited with the text before and after. */
export async function setPersonaNote(actor: StaffActor, profileId: number, text: string) {
  const profile = await prisma.profile.findUnique({ where: { userId: profileId }, select: { siteId: true, fictional: true } })
  if (!profile?.fictional) throw new InboxError('not_found')
  assertStaffMay(actor, 'inbox.manage', profile.siteId)
  const value = text.slice(0, NOTE_MAX_LENGTH)
  const updatedById = actor.via === 'console' ? actor.staff.id : actor.staffId
  await prisma.$transaction(async (tx) => {
    const before = await tx.personaNote.findUnique({ where: { profileId }, select: { text: true } })
    await tx.personaNote.upsert({
      where: { profileId },
      create: { profileId, text: value, updatedById },
      update: { text: value, updatedById },
    })
    await recordStaffAction(tx, actor, {
      action: 'inbox.persona_note',
      userId: profileId,
      siteId: profile.siteId,
      subject: { type: 'profile', id: profileId },
      before: before ? { text: before.text } : null,
      after: { text: value },
    })
  })
}
