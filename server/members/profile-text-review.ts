// Flagged profile texts (docs/staff.md, the /staff/profiles queue): when a member saves their
// name, about-me or signup message and a rule of shared/members/text-flags.ts matches (contact
// details, links, messengers), the profile is flagged for a moderator. The text stays visible;
// a moderator approves it (the flag goes) or hides the profile with a statement of reasons
// (disableProfile). Texts saved again without a match clear the flag by themselves; texts saved
// unchanged keep what a moderator decided.
import { prisma } from '../db.ts'
import { recordStaffAction, type StaffActorInput, toStaffActor } from '../staff/audit.ts'
import { assertStaffMay, type StaffActor } from '../staff/permissions.ts'
import { profileTextFlags, type ProfileTexts, type TextFlag } from '../../shared/members/text-flags.ts'
import { photoUrl } from '../photos/photo-url.ts'

type Stored = { name: string; aboutMe: string | null; signupMessage: string | null; textFlaggedAt: Date | null }

/**
 * The flag columns to store with new texts: set (keeping the first flagging time) when changed
 * texts match a rule, cleared when they match none, untouched when no text changed.
 */
export function textFlagUpdate(
  current: Stored | null,
  next: ProfileTexts,
  now = new Date(),
): { textFlaggedAt: Date | null; textFlags: TextFlag[] } | Record<string, never> {
  const texts = {
    name: next.name !== undefined ? next.name : (current?.name ?? null),
    aboutMe: next.aboutMe !== undefined ? next.aboutMe : (current?.aboutMe ?? null),
    signupMessage: next.signupMessage !== undefined ? next.signupMessage : (current?.signupMessage ?? null),
  }
  const flags = profileTextFlags(texts)
  if (!flags.length) return { textFlaggedAt: null, textFlags: [] }
  const changed =
    !current ||
    (texts.name ?? '') !== current.name ||
    (texts.aboutMe ?? '') !== (current.aboutMe ?? '') ||
    (texts.signupMessage ?? '') !== (current.signupMessage ?? '')
  if (!changed) return {}
  return { textFlaggedAt: current?.textFlaggedAt ?? now, textFlags: flags }
}

export interface FlaggedProfile {
  userId: number
  name: string
  aboutMe: string | null
  signupMessage: string | null
  flags: TextFlag[]
  flaggedAt: Date
  language: string
  email: string
  photo: string | null
}

/** Flagged profiles that are still shown, of one site, oldest flag first (the queue). */
export function flaggedProfileWhere(siteId: number) {
  return { siteId, status: 'active' as const, textFlaggedAt: { not: null } }
}

/** The count for the console's navigation (index Profile_text_review_idx). */
export function countFlaggedProfiles(siteId: number): Promise<number> {
  return prisma.profile.count({ where: flaggedProfileWhere(siteId) })
}

export async function listFlaggedProfiles(actor: StaffActor, siteId: number, limit = 50): Promise<FlaggedProfile[]> {
  assertStaffMay(actor, 'profiles.review', siteId)
  const rows = await prisma.profile.findMany({
    where: flaggedProfileWhere(siteId),
    orderBy: [{ textFlaggedAt: 'asc' }, { userId: 'asc' }],
    take: limit,
    select: {
      userId: true,
      name: true,
      aboutMe: true,
      signupMessage: true,
      textFlags: true,
      textFlaggedAt: true,
      user: {
        select: {
          email: true,
          language: true,
          photos: { where: { isMain: true }, select: { thumbFilename: true }, take: 1 },
        },
      },
    },
  })
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    aboutMe: r.aboutMe,
    signupMessage: r.signupMessage,
    flags: r.textFlags as TextFlag[],
    flaggedAt: r.textFlaggedAt!,
    language: r.user.language,
    email: r.user.email,
    photo: r.user.photos[0] ? photoUrl(r.user.photos[0].thumbFilename) : null,
  }))
}

export type TextReviewResult = { ok: true; changed: boolean } | { ok: false; error: 'not_found' }

/** A moderator reads the flagged texts and finds them fine: the flag goes, the decision is audited. */
export async function approveProfileText(userId: number, staff: StaffActorInput): Promise<TextReviewResult> {
  return prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ siteId: number }[]>`
      SELECT "siteId" FROM "Profile" WHERE "userId" = ${userId} FOR UPDATE`
    if (!row) return { ok: false, error: 'not_found' } as const
    assertStaffMay(toStaffActor(staff), 'profiles.review', row.siteId)
    const profile = await tx.profile.findUniqueOrThrow({
      where: { userId },
      select: { textFlaggedAt: true, textFlags: true, name: true, aboutMe: true, signupMessage: true },
    })
    if (!profile.textFlaggedAt) return { ok: true, changed: false } as const
    await tx.profile.update({ where: { userId }, data: { textFlaggedAt: null, textFlags: [] } })
    await recordStaffAction(tx, staff, {
      userId,
      siteId: row.siteId,
      action: 'profile_text_approved',
      before: { flags: profile.textFlags, flaggedAt: profile.textFlaggedAt.toISOString() },
      after: { flags: [] },
      data: { name: profile.name, aboutMe: profile.aboutMe, signupMessage: profile.signupMessage },
    })
    return { ok: true, changed: true } as const
  })
}
