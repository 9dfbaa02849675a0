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
import { sharedPage } from './listed-pages.ts'

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

/** A page row as the list statement writes it: times as epoch milliseconds, the claim ended or not. */
export interface WaitingPageRow {
  conversationId: number
  waitingSince: number
  language: string
  memberId: number
  memberName: string
  paid: boolean
  profileId: number
  profileName: string
  claimStaffId: number | null
  claimName: string | null
  claimExpiresAt: number | null
}

export interface WaitingPage {
  rows: WaitingPageRow[]
  languages: { language: string; count: number }[]
}

/**
 * The waiting conversations of a site, oldest wait first (INBOX_PAGE_SIZE of them), with the
 * member's language and whether they paid, and who holds a claim; optionally of one language.
 * The page is read by one statement (readWaitingPage) and shared by the operators of this process
 * who list the same page at the same time (listed-pages.ts: until the site's next inbox event, at
 * most REUSE_MS); whose claim it is, whether it still runs and the time waited are worked out here
 * for each call. docs/performance.md "Operator inbox (issue 38 item 5)".
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
  const page = await sharedPage(siteId, `${language ?? ''}:${limit}`, () => readWaitingPage(siteId, language, limit))
  return {
    rows: page.rows.map((r) => ({
      conversationId: r.conversationId,
      waitingSince: new Date(r.waitingSince),
      waitedSeconds: Math.max(0, Math.floor((now.getTime() - r.waitingSince) / 1000)),
      language: r.language,
      memberId: r.memberId,
      memberName: r.memberName,
      paid: r.paid,
      profileId: r.profileId,
      profileName: r.profileName,
      // A lease runs until expiresAt: compared here, so a shared page is right at any moment.
      claim:
        r.claimStaffId != null && r.claimExpiresAt != null && r.claimExpiresAt > now.getTime()
          ? {
              staffId: r.claimStaffId,
              name: r.claimName ?? '',
              mine: r.claimStaffId === me,
              expiresAt: new Date(r.claimExpiresAt),
            }
          : null,
    })),
    total: page.languages.reduce((sum, c) => sum + c.count, 0),
    languages: page.languages.map((l) => ({ ...l })),
  }
}

/**
 * One page of the waiting list as stored, in one statement that answers one JSON value: the page
 * is one index range (InboxItem by site [, language], waitingSince) stopped by the LIMIT, then a
 * lookup by primary key per row for the names and the claim (ended or not: listWaiting compares
 * the lease with the moment asked for); the counts per language are the few rows
 * InboxWaitingCount keeps (InboxItem's triggers count every wait and its end), so nothing grows
 * with the number of conversations waiting.
 */
export async function readWaitingPage(siteId: number, language: string | null, limit: number): Promise<WaitingPage> {
  const byLanguage = language ? Prisma.sql`AND i.language = ${language}` : Prisma.empty
  // The lookups are LATERAL with LIMIT 1 so that PostgreSQL keeps them per page row (a primary
  // key probe each) instead of hashing the whole Profile table for 50 rows, as it chose at 3,000
  // profiles.
  const [result] = await prisma.$queryRaw<{ list: WaitingPage }[]>`
    SELECT json_build_object(
      'languages', (SELECT coalesce(json_agg(json_build_object('language', w.language, 'count', w.count) ORDER BY w.language), '[]'::json)
                      FROM "InboxWaitingCount" w WHERE w."siteId" = ${siteId} AND w.count > 0),
      'rows', (SELECT coalesce(json_agg(json_build_object(
                        'conversationId', i."conversationId",
                        'waitingSince', (extract(epoch FROM i."waitingSince") * 1000)::bigint,
                        'language', i.language, 'memberId', i."memberId", 'memberName', m.name, 'paid', m."paidUser",
                        'profileId', i."profileId", 'profileName', f.name,
                        'claimStaffId', c."staffId", 'claimName', c.name,
                        'claimExpiresAt', (extract(epoch FROM c."expiresAt") * 1000)::bigint)
                      ORDER BY i."waitingSince", i."conversationId"), '[]'::json)
                 FROM (SELECT i."conversationId", i."waitingSince", i.language, i."memberId", i."profileId"
                         FROM "InboxItem" i WHERE i."siteId" = ${siteId} ${byLanguage}
                        ORDER BY i."waitingSince", i."conversationId" LIMIT ${limit}) i
                 CROSS JOIN LATERAL (SELECT mp.name, mu."paidUser" FROM "Profile" mp JOIN "User" mu ON mu.id = mp."userId"
                                      WHERE mp."userId" = i."memberId" LIMIT 1) m
                 CROSS JOIN LATERAL (SELECT fp.name FROM "Profile" fp WHERE fp."userId" = i."profileId" LIMIT 1) f
                 LEFT JOIN LATERAL (SELECT c."staffId", c."expiresAt", s.name FROM "InboxClaim" c LEFT JOIN "Staff" s ON s.id = c."staffId"
                                     WHERE c."conversationId" = i."conversationId" LIMIT 1) c ON true)
    ) AS list`
  return result!.list
}

/** The navigation's badge: conversations waiting on the site (the kept counts, a few rows). */
export async function countWaiting(siteId: number): Promise<number> {
  const sum = await prisma.inboxWaitingCount.aggregate({ where: { siteId }, _sum: { count: true } })
  return sum._sum.count ?? 0
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
