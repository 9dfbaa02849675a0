// Ids sent by forms (issue 31 item 7): every id field reads its value with the one id parser
// (parseId: a positive 32-bit integer written in digits), so an id beyond 32 bits is a 400 with the
// field's message, never a 5xx (P2020), and the same id spelled otherwise ("12.0", "0x0c", " 12")
// is refused the same way in every form. The region of /profile, of the settings' location form
// and of /complete-signup, and the interests of /profile.
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { handleLocationIntent } from '../../app/routes/notifications.intents.server.ts'
import { LOCATION_ERRORS } from '../../server/geo/location-fields.ts'
import { PROFILE_ERRORS } from '../../server/members/profile-edit.ts'
import { localeContext, siteContext } from '../../app/context.ts'
import * as profileRoute from '../../app/routes/profile.tsx'
import * as completeSignupRoute from '../../app/routes/complete-signup.tsx'

const origin = 'http://localhost:3000'
const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' }, include: { company: true, texts: true } })
const utrecht = () => prisma.region.findUniqueOrThrow({ where: { countryCode_code: { countryCode: 'NL', code: 'UT' } } })

let n = 0
async function member(options: { regionId?: number | null } = {}) {
  n++
  const s = await site()
  const regionId = options.regionId === undefined ? (await utrecht()).id : options.regionId
  return prisma.user.create({
    data: {
      siteId: s.id,
      email: `ids${n}.${Date.now() % 1_000_000}@amora.test`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      profile: {
        create: {
          siteId: s.id,
          name: `Ids${n}`,
          gender: 'female',
          sexuality: 'hetero',
          birthDate: new Date('1990-01-01'),
          country: 'NL',
          regionId,
          city: 'Utrecht',
          aboutMe: regionId === null ? null : 'About',
          searchable: true,
        },
      },
    },
  })
}

/** Values that are no id: too large for PostgreSQL's integer, or an id written in another way. */
async function badIds(): Promise<string[]> {
  const id = (await utrecht()).id
  return ['2147483648', '99999999999', '-1', '0', `${id}.0`, `0x${id.toString(16)}`, ` ${id}`, `${id}e0`, 'abc']
}

async function routeContext() {
  const context = new RouterContextProvider()
  context.set(siteContext, await site())
  context.set(localeContext, 'en')
  return context
}

async function post(module: { action: (args: never) => unknown }, path: string, userId: number, fields: [string, string][]) {
  const cookie = (await createSession(userId, new Request(origin), '127.0.0.1')).split(';')[0]!
  const request = new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  try {
    const result = (await module.action({ request, params: {}, context: await routeContext() } as never)) as {
      data: { result?: { error?: Record<string, string[] | null> } }
      init: { status?: number } | null
    }
    return { status: result.init?.status ?? 200, errors: result.data.result?.error ?? {} }
  } catch (error) {
    if (error instanceof Response) return { status: error.status, errors: {} }
    throw error
  }
}

async function profileFields(overrides: Record<string, string | string[]>): Promise<[string, string][]> {
  const fields: Record<string, string | string[]> = {
    name: 'Robin',
    gender: 'female',
    sexuality: 'hetero',
    date_of_birth: '1990-01-01',
    country: 'NL',
    region: String((await utrecht()).id),
    city: 'Utrecht',
    ...overrides,
  }
  return Object.entries(fields).flatMap(([k, v]) => [v].flat().map((value): [string, string] => [k, value]))
}

describe('POST /profile', () => {
  it('answers 400 with the region’s message for a region that is no id, and changes nothing', async () => {
    const user = await member()
    const before = await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })
    for (const region of await badIds()) {
      const answer = await post(profileRoute, '/profile', user.id, await profileFields({ region }))
      expect(answer, region).toEqual({
        status: 400,
        errors: expect.objectContaining({ region: [LOCATION_ERRORS.regionRequired] }),
      })
    }
    expect(await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })).toEqual(before)
  })

  it('answers 400 for interests that are no ids', async () => {
    const user = await member()
    const music = await prisma.interest.findUniqueOrThrow({ where: { slug: 'music' } })
    for (const bad of ['2147483648', `${music.id}.0`, `0x${music.id.toString(16)}`, ` ${music.id}`]) {
      const answer = await post(profileRoute, '/profile', user.id, await profileFields({ interests: [bad] }))
      expect(answer, bad).toEqual({
        status: 400,
        errors: expect.objectContaining({ interests: [PROFILE_ERRORS.interestUnknown] }),
      })
    }
    expect(await post(profileRoute, '/profile', user.id, await profileFields({ interests: [String(music.id)] }))).toEqual({
      status: 200,
      errors: {},
    })
  })
})

describe('the settings page’s location form', () => {
  it('answers 400 with the region’s message for a region that is no id', async () => {
    const user = await member()
    for (const region of await badIds()) {
      const form = new FormData()
      for (const [k, v] of Object.entries({ intent: 'location', country: 'NL', region, city: 'Utrecht' })) form.append(k, v)
      const answer = await handleLocationIntent(user.id, await site(), form)
      expect(answer.init?.status, region).toBe(400)
      expect(answer.data.fieldErrors, region).toEqual({ region: [LOCATION_ERRORS.regionRequired] })
    }
  })
})

describe('POST /complete-signup (the location step)', () => {
  it('answers 400 with the region’s message for a region that is no id', async () => {
    const user = await member({ regionId: null })
    await prisma.user.update({ where: { id: user.id }, data: { signupStepsDone: ['photo'] } })
    for (const region of await badIds()) {
      const answer = await post(completeSignupRoute, '/complete-signup', user.id, [
        ['intent', 'location'],
        ['country', 'NL'],
        ['region', region],
      ])
      expect(answer, region).toEqual({ status: 400, errors: { region: ['errors.regionRequired'] } })
    }
    expect((await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })).regionId).toBeNull()
    const saved = await post(completeSignupRoute, '/complete-signup', user.id, [
      ['intent', 'location'],
      ['country', 'NL'],
      ['region', String((await utrecht()).id)],
    ])
    expect(saved.status).toBe(302)
  })
})
