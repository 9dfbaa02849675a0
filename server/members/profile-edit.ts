// Editing one's own profile on /profile (SPEC §3 Profile and Interests, §5): the form's zod
// schema, what the form starts from, and the save. Error messages are i18n keys: bare ones
// ("errors.nameIsEmail") are in accounts.json, prefixed ones in their namespace.
import { z } from 'zod'
import { prisma } from '../db.ts'
import type { Site } from '../generated/prisma/client.ts'
import { audit } from '../accounts/audit.ts'
import { parseId } from '../http/parse-id.ts'
import { textFlagUpdate } from './profile-text-review.ts'
import { dateOfBirthField, isSameAsEmail, nameField } from '../../shared/accounts/schemas.ts'
import {
  getLocationFieldsData,
  locationShape,
  placeUpdate,
  validateLocation,
  type LocationFieldsData,
} from '../geo/location-fields.ts'
import {
  bodyTypes,
  eyeColors,
  genders,
  hairColors,
  profileFields,
  relationshipStatuses,
  sexualities,
  signupReasons,
  tattooOptions,
} from '../../shared/members/profile-options.ts'

export const ABOUT_ME_MAX = 2000
export const MAX_INTERESTS = 20

export const PROFILE_ERRORS = {
  sexualityRequired: 'profile:errors.sexualityRequired',
  invalidOption: 'profile:errors.invalidOption',
  interestUnknown: 'profile:errors.interestUnknown',
  tooManyInterests: 'profile:errors.tooManyInterests',
} as const

/** An optional choice: empty means "rather not say". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(values, { error: PROFILE_ERRORS.invalidOption }).optional(),
  )

const toList = (v: unknown) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v])

/** Checkbox values: interest ids, each once. Whether they exist is checked against the table. */
const interestIds = z
  .preprocess(toList, z.array(z.unknown()))
  .transform((values, ctx) => {
    const ids = values.map(parseId)
    if (!ids.every((id) => id !== null)) {
      ctx.addIssue({ code: 'custom', message: PROFILE_ERRORS.interestUnknown })
      return z.NEVER
    }
    return [...new Set(ids)]
  })
  .refine((ids) => ids.length <= MAX_INTERESTS, PROFILE_ERRORS.tooManyInterests)

/** The /profile form. The e-mail is the member's own: the username may not equal it (SPEC §5). */
export function profileSchema({ minAge, email, now = new Date() }: { minAge: number; email: string; now?: Date }) {
  return z.object({
    name: nameField.refine((v) => !isSameAsEmail(v, email), 'errors.nameIsEmail'),
    gender: z.enum(genders, { error: 'errors.genderRequired' }),
    sexuality: z.enum(sexualities, { error: PROFILE_ERRORS.sexualityRequired }),
    date_of_birth: dateOfBirthField(minAge, now),
    ...locationShape,
    signup_reason: optionalChoice(signupReasons),
    tattoos: optionalChoice(tattooOptions),
    hair_color: optionalChoice(hairColors),
    eye_color: optionalChoice(eyeColors),
    body_type: optionalChoice(bodyTypes),
    relationship_status: optionalChoice(relationshipStatuses),
    about_me: z.string().trim().max(ABOUT_ME_MAX, 'errors.aboutTooLong').optional(),
    interests: interestIds,
  })
}
export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>
export type ProfileFormField = keyof ProfileInput

/** What the form fields start with: strings, as the browser sends them. */
export interface ProfileFormValues {
  name: string
  gender: string
  sexuality: string
  date_of_birth: string
  country: string
  region: string
  city: string
  signup_reason: string
  tattoos: string
  hair_color: string
  eye_color: string
  body_type: string
  relationship_status: string
  about_me: string
  interests: string[]
}

export type ProfileFieldName = (typeof profileFields)[number]

/** The entry of Site.visibleProfileFields that shows a form field on the profile. */
export const shownAs: Record<Exclude<ProfileFormField, 'name'>, ProfileFieldName> = {
  gender: 'gender',
  sexuality: 'sexuality',
  date_of_birth: 'age',
  country: 'country',
  region: 'region',
  city: 'city',
  signup_reason: 'signup_reason',
  tattoos: 'tattoos',
  hair_color: 'hair_color',
  eye_color: 'eye_color',
  body_type: 'body_type',
  relationship_status: 'relationship_status',
  about_me: 'about_me',
  interests: 'interests',
}

/** Free texts: a site shows them when it lists them as a field or as a note (visible_profile_notes). */
const noteFields = new Set<ProfileFieldName>(['about_me'])

/** Profile fields this site does not show to other members; members may still fill them in. */
export function hiddenProfileFields(site: Pick<Site, 'visibleProfileFields' | 'visibleProfileNotes'>): ProfileFieldName[] {
  return profileFields.filter(
    (f) => !site.visibleProfileFields.includes(f) && !(noteFields.has(f) && site.visibleProfileNotes.includes(f)),
  )
}

export interface InterestOption {
  id: number
  slug: string
}

export interface ProfileForEdit {
  /** The profile's id: /members/{id} shows it. */
  id: number
  values: ProfileFormValues
  location: LocationFieldsData
  /** The fixed list of interests, in their order. */
  interests: InterestOption[]
  hiddenFields: ProfileFieldName[]
  minAge: number
  limits: { aboutMe: number; interests: number }
}

type ProfileSite = Pick<Site, 'countries' | 'minAge' | 'visibleProfileFields' | 'visibleProfileNotes'>

/** What /profile starts from; null when the member has no profile row (the page answers 404). */
export async function getProfileForEdit(userId: number, site: ProfileSite, locale: string): Promise<ProfileForEdit | null> {
  const [profile, interests, location] = await Promise.all([
    prisma.profile.findUnique({
      where: { userId },
      include: { interests: { select: { interestId: true }, orderBy: { interestId: 'asc' } } },
    }),
    prisma.interest.findMany({ orderBy: { sortOrder: 'asc' }, select: { id: true, slug: true } }),
    getLocationFieldsData(site, locale),
  ])
  if (!profile) return null
  return {
    id: profile.userId,
    values: {
      name: profile.name,
      gender: profile.gender,
      sexuality: profile.sexuality,
      date_of_birth: profile.birthDate.toISOString().slice(0, 10),
      country: profile.country,
      region: profile.regionId ? String(profile.regionId) : '',
      city: profile.city ?? '',
      signup_reason: profile.signupReason ?? '',
      tattoos: profile.tattoos ?? '',
      hair_color: profile.hairColor ?? '',
      eye_color: profile.eyeColor ?? '',
      body_type: profile.bodyType ?? '',
      relationship_status: profile.relationshipStatus ?? '',
      about_me: profile.aboutMe ?? '',
      interests: profile.interests.map((i) => String(i.interestId)),
    },
    location,
    interests,
    hiddenFields: hiddenProfileFields(site),
    minAge: site.minAge,
    limits: { aboutMe: ABOUT_ME_MAX, interests: MAX_INTERESTS },
  }
}

export type ProfileFieldErrors = Partial<Record<ProfileFormField, string[]>>
export type UpdateProfileResult = { ok: true } | { ok: false; fieldErrors: ProfileFieldErrors }

function fieldErrorsOf(error: z.ZodError): ProfileFieldErrors {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    ;(out[field] ??= []).push(issue.message)
  }
  return out
}

/**
 * Saves the whole form (raw form values or already parsed ones): the profile fields and the
 * interests (replaced, not added) in one transaction. Nothing is stored when anything is wrong:
 * the schema, a country the site does not serve, a region of another country, an unknown
 * interest. `searchable` and the other account states stay as they are.
 */
export async function updateProfile(
  userId: number,
  site: Pick<Site, 'countries' | 'minAge'>,
  input: unknown,
  now = new Date(),
): Promise<UpdateProfileResult> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })
  const parsed = profileSchema({ minAge: site.minAge, email: user.email, now }).safeParse(input)
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) }
  const value = parsed.data

  const [location, known] = await Promise.all([
    validateLocation(value, site),
    prisma.interest.count({ where: { id: { in: value.interests } } }),
  ])
  const fieldErrors: ProfileFieldErrors = location.ok ? {} : { ...location.fieldErrors }
  if (known !== value.interests.length) fieldErrors.interests = [PROFILE_ERRORS.interestUnknown]
  if (!location.ok || fieldErrors.interests) return { ok: false, fieldErrors }
  const place = location.location

  await prisma.$transaction(async (tx) => {
    const current = await tx.profile.findUniqueOrThrow({
      where: { userId },
      include: { interests: { select: { interestId: true } } },
    })
    const data = {
      name: value.name,
      gender: value.gender,
      sexuality: value.sexuality,
      birthDate: new Date(`${value.date_of_birth}T00:00:00Z`),
      ...placeUpdate(current, place),
      signupReason: value.signup_reason ?? null,
      tattoos: value.tattoos ?? null,
      hairColor: value.hair_color ?? null,
      eyeColor: value.eye_color ?? null,
      bodyType: value.body_type ?? null,
      relationshipStatus: value.relationship_status ?? null,
      // An empty text is an answer too: the signup's about-me step counts it as done.
      aboutMe: value.about_me ?? '',
    }
    // Contact details or links in the texts put the profile in the moderators' queue.
    await tx.profile.update({
      where: { userId },
      data: { ...data, ...textFlagUpdate(current, { name: data.name, aboutMe: data.aboutMe }, now) },
    })
    await tx.profileInterest.deleteMany({ where: { profileId: userId } })
    if (value.interests.length)
      await tx.profileInterest.createMany({ data: value.interests.map((interestId) => ({ profileId: userId, interestId })) })

    const changed = (Object.keys(data) as (keyof typeof data)[]).filter((k) => {
      const before = current[k]
      const after = data[k]
      return before instanceof Date && after instanceof Date ? before.getTime() !== after.getTime() : before !== after
    })
    const before = current.interests.map((i) => i.interestId).sort((a, b) => a - b)
    const after = [...value.interests].sort((a, b) => a - b)
    const interestsChanged = before.join() !== after.join()
    if (changed.length || interestsChanged)
      await audit(
        { userId, action: 'profile_updated', data: { fields: interestsChanged ? [...changed, 'interests'] : changed } },
        tx,
      )
  })
  return { ok: true }
}
