// Editing one's own profile (/profile, SPEC §3 Profile and Interests, §5) against the real
// database: everything saved in one go, every refusal leaves the profile exactly as it was,
// interests are replaced, and the page's action and the settings' location form.
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import {
  getProfileForEdit,
  hiddenProfileFields,
  MAX_INTERESTS,
  PROFILE_ERRORS,
  updateProfile,
} from '../../server/members/profile-edit.ts'
import { getLocationSettings } from '../../server/members/location-settings.ts'
import { handleLocationIntent } from '../../app/routes/notifications.intents.server.ts'
import { LOCATION_ERRORS } from '../../server/geo/location-fields.ts'
import { localeContext, siteContext } from '../../app/context.ts'
import * as profileRoute from '../../app/routes/profile.tsx'

const origin = 'http://localhost:3000'
const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' }, include: { company: true, texts: true } })
const region = (countryCode: string, code: string) =>
  prisma.region.findUniqueOrThrow({ where: { countryCode_code: { countryCode, code } } })
const interestIds = async (...slugs: string[]) => {
  const rows = await prisma.interest.findMany({ where: { slug: { in: slugs } }, select: { id: true, slug: true } })
  return slugs.map((s) => rows.find((r) => r.slug === s)!.id)
}

let n = 0
/** An active, searchable member in Utrecht with two interests. */
async function member() {
  n++
  const s = await site()
  const utrecht = await region('NL', 'UT')
  const [music, wine] = await interestIds('music', 'wine')
  const user = await prisma.user.create({
    data: {
      siteId: s.id,
      // Short enough to be a valid username (30 characters at most): a name may not equal it.
      email: `ed${n}.${Date.now() % 1_000_000}@amora.test`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      profile: {
        create: {
          siteId: s.id,
          name: `Editor${n}`,
          gender: 'female',
          sexuality: 'hetero',
          birthDate: new Date('1990-01-01'),
          country: 'NL',
          regionId: utrecht.id,
          city: 'Utrecht',
          latitude: 52.09,
          longitude: 5.12,
          aboutMe: 'Before',
          searchable: true,
          interests: { create: [{ interestId: music! }, { interestId: wine! }] },
        },
      },
    },
  })
  return user
}

/** Everything a save could change, to compare before and after a refusal. */
async function snapshot(userId: number) {
  const { updatedAt: _updatedAt, ...profile } = await prisma.profile.findUniqueOrThrow({ where: { userId } })
  const interests = await prisma.profileInterest.findMany({ where: { profileId: userId }, orderBy: { interestId: 'asc' } })
  return { profile, interests: interests.map((i) => i.interestId) }
}

async function validInput(overrides: Record<string, unknown> = {}) {
  const noordHolland = await region('NL', 'NH')
  return {
    name: 'Robin',
    gender: 'male',
    sexuality: 'bi',
    date_of_birth: '1985-06-15',
    country: 'NL',
    region: String(noordHolland.id),
    city: 'Haarlem',
    signup_reason: 'relationship',
    tattoos: 'some',
    hair_color: 'brown',
    eye_color: 'green',
    body_type: 'athletic',
    relationship_status: 'divorced',
    about_me: '  Cyclist, coffee lover, bad at karaoke.  ',
    interests: (await interestIds('sushi', 'hiking', 'theater')).map(String),
    ...overrides,
  }
}

describe('updateProfile', () => {
  it('saves every field and the interests in one go, and leaves searchable alone', async () => {
    const user = await member()
    const input = await validInput()
    expect(await updateProfile(user.id, await site(), input)).toEqual({ ok: true })
    const saved = await prisma.profile.findUniqueOrThrow({ where: { userId: user.id }, include: { interests: true } })
    const noordHolland = await region('NL', 'NH')
    expect(saved).toMatchObject({
      name: 'Robin',
      gender: 'male',
      sexuality: 'bi',
      country: 'NL',
      regionId: noordHolland.id,
      city: 'Haarlem',
      signupReason: 'relationship',
      tattoos: 'some',
      hairColor: 'brown',
      eyeColor: 'green',
      bodyType: 'athletic',
      relationshipStatus: 'divorced',
      aboutMe: 'Cyclist, coffee lover, bad at karaoke.',
      searchable: true,
      // A new place: the coarse position becomes the region's main city.
      latitude: noordHolland.latitude,
      longitude: noordHolland.longitude,
    })
    expect(saved.birthDate.toISOString().slice(0, 10)).toBe('1985-06-15')
    expect(saved.interests.map((i) => i.interestId).sort((a, b) => a - b)).toEqual(
      (await interestIds('sushi', 'hiking', 'theater')).sort((a, b) => a - b),
    )
    const log = await prisma.auditLog.findFirstOrThrow({ where: { userId: user.id, action: 'profile_updated' } })
    expect((log.data as { fields: string[] }).fields).toEqual(expect.arrayContaining(['name', 'birthDate', 'interests']))
  })

  it('replaces the interests instead of adding to them; an empty choice clears them', async () => {
    const user = await member()
    const [sushi] = await interestIds('sushi')
    await updateProfile(user.id, await site(), await validInput({ interests: [String(sushi)] }))
    expect((await snapshot(user.id)).interests).toEqual([sushi])
    await updateProfile(user.id, await site(), await validInput({ interests: undefined }))
    expect((await snapshot(user.id)).interests).toEqual([])
  })

  it('stores empty optional answers as not given and keeps the position when the place did not change', async () => {
    const user = await member()
    const utrecht = await region('NL', 'UT')
    const result = await updateProfile(
      user.id,
      await site(),
      await validInput({ region: utrecht.id, city: 'Utrecht', tattoos: '', hair_color: '', about_me: '' }),
    )
    expect(result.ok).toBe(true)
    const saved = await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })
    expect(saved).toMatchObject({ tattoos: null, hairColor: null, aboutMe: '', latitude: 52.09, longitude: 5.12 })
  })

  it('refuses a username equal to the e-mail address or starting with @, and changes nothing', async () => {
    const user = await member()
    const before = await snapshot(user.id)
    const s = await site()
    expect(await updateProfile(user.id, s, await validInput({ name: user.email.toUpperCase() }))).toEqual({
      ok: false,
      fieldErrors: { name: ['errors.nameIsEmail'] },
    })
    expect(await updateProfile(user.id, s, await validInput({ name: '@robin' }))).toEqual({
      ok: false,
      fieldErrors: { name: ['errors.nameStartsWithAt'] },
    })
    expect(await snapshot(user.id)).toEqual(before)
  })

  it('refuses a date of birth under the site’s minimum age or not a real date, and changes nothing', async () => {
    const user = await member()
    const before = await snapshot(user.id)
    const s = await site()
    const now = new Date('2026-03-01T12:00:00Z')
    const tooYoung = await updateProfile(user.id, s, await validInput({ date_of_birth: '2010-01-01' }), now)
    expect(tooYoung).toEqual({ ok: false, fieldErrors: { date_of_birth: ['errors.dateOfBirthMinAge'] } })
    const invalid = await updateProfile(user.id, s, await validInput({ date_of_birth: '1990-02-30' }), now)
    expect(invalid).toEqual({ ok: false, fieldErrors: { date_of_birth: ['errors.invalidDateOfBirth'] } })
    const stricter = await updateProfile(user.id, { ...s, minAge: 21 }, await validInput({ date_of_birth: '2006-01-01' }), now)
    expect(stricter.ok).toBe(false)
    expect(await snapshot(user.id)).toEqual(before)
  })

  it('refuses an unknown country, a country the site does not serve and a region of another country', async () => {
    const user = await member()
    const before = await snapshot(user.id)
    const s = await site()
    const bavaria = await region('DE', 'BY')
    expect(await updateProfile(user.id, s, await validInput({ country: 'ZZ' }))).toEqual({
      ok: false,
      fieldErrors: { country: [LOCATION_ERRORS.countryNotServed] },
    })
    expect(
      await updateProfile(user.id, { ...s, countries: ['NL'] }, await validInput({ country: 'DE', region: bavaria.id })),
    ).toEqual({ ok: false, fieldErrors: { country: [LOCATION_ERRORS.countryNotServed] } })
    expect(await updateProfile(user.id, s, await validInput({ country: 'NL', region: bavaria.id }))).toEqual({
      ok: false,
      fieldErrors: { region: [LOCATION_ERRORS.regionNotInCountry] },
    })
    expect(await updateProfile(user.id, s, await validInput({ region: '' }))).toEqual({
      ok: false,
      fieldErrors: { region: [LOCATION_ERRORS.regionRequired] },
    })
    expect(await snapshot(user.id)).toEqual(before)
  })

  it('refuses unknown interests, too many interests and option values that do not exist', async () => {
    const user = await member()
    const before = await snapshot(user.id)
    const s = await site()
    const [sushi] = await interestIds('sushi')
    expect(await updateProfile(user.id, s, await validInput({ interests: [String(sushi), '999999'] }))).toEqual({
      ok: false,
      fieldErrors: { interests: [PROFILE_ERRORS.interestUnknown] },
    })
    expect(await updateProfile(user.id, s, await validInput({ interests: ['sushi'] }))).toEqual({
      ok: false,
      fieldErrors: { interests: [PROFILE_ERRORS.interestUnknown] },
    })
    const all = await prisma.interest.findMany({ select: { id: true }, take: MAX_INTERESTS + 1 })
    expect(await updateProfile(user.id, s, await validInput({ interests: all.map((i) => String(i.id)) }))).toEqual({
      ok: false,
      fieldErrors: { interests: [PROFILE_ERRORS.tooManyInterests] },
    })
    expect(await updateProfile(user.id, s, await validInput({ hair_color: 'purple', sexuality: '' }))).toEqual({
      ok: false,
      fieldErrors: { hair_color: [PROFILE_ERRORS.invalidOption], sexuality: [PROFILE_ERRORS.sexualityRequired] },
    })
    expect(await updateProfile(user.id, s, await validInput({ about_me: 'x'.repeat(2001) }))).toEqual({
      ok: false,
      fieldErrors: { about_me: ['errors.aboutTooLong'] },
    })
    expect(await snapshot(user.id)).toEqual(before)
  })
})

describe('getProfileForEdit', () => {
  it('gives the form its values, the site’s places, the 50 interests and the fields the site hides', async () => {
    const user = await member()
    const s = await site()
    const data = (await getProfileForEdit(
      user.id,
      { ...s, visibleProfileFields: ['gender', 'age'], visibleProfileNotes: [] },
      'en',
    ))!
    const utrecht = await region('NL', 'UT')
    expect(data.id).toBe(user.id)
    expect(data.values).toMatchObject({
      name: `Editor${n}`,
      date_of_birth: '1990-01-01',
      country: 'NL',
      region: String(utrecht.id),
      city: 'Utrecht',
      hair_color: '',
      about_me: 'Before',
    })
    expect(data.values.interests).toEqual((await interestIds('music', 'wine')).sort((a, b) => a - b).map(String))
    expect(data.interests).toHaveLength(50)
    expect(data.location.countries.map((c) => c.code)).toEqual(expect.arrayContaining(s.countries))
    expect(data.hiddenFields).not.toContain('gender')
    expect(data.hiddenFields).not.toContain('age')
    expect(data.hiddenFields).toEqual(expect.arrayContaining(['city', 'interests', 'about_me']))
  })

  it('counts about me as shown when the site lists it as a note', () => {
    expect(hiddenProfileFields({ visibleProfileFields: [], visibleProfileNotes: ['about_me'] })).not.toContain('about_me')
    expect(hiddenProfileFields({ visibleProfileFields: [], visibleProfileNotes: ['city'] })).toContain('city')
  })
})

describe('the /profile action', () => {
  async function post(userId: number, fields: Record<string, string | string[]>) {
    const body = new URLSearchParams()
    for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) body.append(k, value)
    const cookie = (await createSession(userId, new Request(origin), '127.0.0.1')).split(';')[0]!
    const context = new RouterContextProvider()
    context.set(siteContext, await site())
    context.set(localeContext, 'en')
    const request = new Request(`${origin}/profile`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    const result = (await profileRoute.action({ request, params: {}, context } as never)) as unknown as {
      data: { saved: boolean; result: { error?: Record<string, string[] | null> } }
      init: { status?: number } | null
    }
    return { status: result.init?.status ?? 200, ...result.data }
  }

  it('saves a plain form post (no JavaScript) and answers 400 with field errors', async () => {
    const user = await member()
    const input = (await validInput()) as Record<string, string | string[]>
    const ok = await post(user.id, input)
    expect(ok).toMatchObject({ status: 200, saved: true })
    expect((await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })).name).toBe('Robin')

    const before = await snapshot(user.id)
    const bad = await post(user.id, { ...input, name: user.email, interests: ['999999'] })
    expect(bad.status).toBe(400)
    expect(bad.saved).toBe(false)
    expect(bad.result.error?.name).toEqual(['errors.nameIsEmail'])
    const wrongRegion = await post(user.id, { ...input, region: String((await region('DE', 'BY')).id) })
    expect(wrongRegion.status).toBe(400)
    expect(wrongRegion.result.error?.region).toEqual([LOCATION_ERRORS.regionNotInCountry])
    expect(await snapshot(user.id)).toEqual(before)
  })
})

describe('the settings page’s location form', () => {
  it('shows the member’s place, saves a new one and refuses a region of another country', async () => {
    const user = await member()
    const s = await site()
    const utrecht = await region('NL', 'UT')
    const settings = await getLocationSettings(user.id, s, 'en')
    expect(settings.value).toEqual({ country: 'NL', region: String(utrecht.id), city: 'Utrecht' })

    const form = (fields: Record<string, string>) => {
      const f = new FormData()
      for (const [k, v] of Object.entries(fields)) f.append(k, v)
      f.append('intent', 'location')
      return f
    }
    const bavaria = await region('DE', 'BY')
    const refused = await handleLocationIntent(user.id, s, form({ country: 'NL', region: String(bavaria.id), city: 'München' }))
    expect(refused.init?.status).toBe(400)
    expect(refused.data).toMatchObject({
      intent: 'location',
      notice: null,
      fieldErrors: { region: [LOCATION_ERRORS.regionNotInCountry] },
    })
    expect((await snapshot(user.id)).profile.regionId).toBe(utrecht.id)

    const saved = await handleLocationIntent(user.id, s, form({ country: 'DE', region: String(bavaria.id), city: 'München' }))
    expect(saved.init?.status ?? 200).toBe(200)
    expect(saved.data).toMatchObject({ intent: 'location', notice: 'profile:locationSettings.saved', fieldErrors: {} })
    expect((await snapshot(user.id)).profile).toMatchObject({
      country: 'DE',
      regionId: bavaria.id,
      city: 'München',
      searchable: true,
    })
  })
})
