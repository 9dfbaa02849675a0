// GET /api/geocode.php and the location form helpers against the real database and Redis.
import { beforeAll, describe, expect, it } from 'vitest'
import * as geocodeRoute from '../../app/routes/api/geocode.php.ts'
import { RATE_LIMITS } from '../../server/http/rate-limits.ts'
import { prisma } from '../../server/db.ts'
import { signUp } from '../../server/accounts/signup.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import {
  getLocationFieldsData,
  LOCATION_ERRORS,
  saveProfileLocation,
  validateLocation,
} from '../../server/geo/location-fields.ts'
import { callLoader } from './loader.ts'

const GEOCODES_PER_HOUR = RATE_LIMITS['geocode-member'].points

const origin = 'http://localhost:3000'
const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
const region = (countryCode: string, code: string) =>
  prisma.region.findUniqueOrThrow({ where: { countryCode_code: { countryCode, code } } })
const profileOf = (userId: number) =>
  prisma.profile.findUniqueOrThrow({
    where: { userId },
    select: { country: true, regionId: true, city: true, latitude: true, longitude: true },
  })

let n = 0
/** A new member on the default site, living in Utrecht, and their session cookie. */
async function member() {
  n++
  const result = await signUp({
    site: await site(),
    data: {
      email: `geo.${n}.${Date.now()}@test.amora.example`,
      name: `Geo${n}`,
      password: 'a good password',
      date_of_birth: '1990-01-01',
      gender: 'female',
      looking_for: 'male',
      terms: 'on',
      language: 'en',
      country: 'NL',
    },
    tracking: null,
    ip: '203.0.113.30',
    baseUrl: origin,
  })
  if (!result.ok) throw new Error(result.error)
  const utrecht = await region('NL', 'UT')
  await prisma.profile.update({
    where: { userId: result.userId },
    data: { country: 'NL', regionId: utrecht.id, city: 'Utrecht', latitude: 52.09, longitude: 5.12 },
  })
  const cookie = (await createSession(result.userId, new Request(origin), '127.0.0.1')).split(';')[0]!
  return { id: result.userId, cookie }
}

function geocode(query: string, headers: Record<string, string> = {}, clientIp = '198.51.100.1') {
  return callLoader(geocodeRoute, `${origin}/api/geocode.php?${query}`, { headers }, { clientIp })
}

describe('GET /api/geocode.php', () => {
  beforeAll(async () => {
    // The first lookup reads the offline datasets.
    await geocode('lat=52.37&lon=4.89')
  }, 60_000)

  it('answers the town and stores it, coarsened, on the logged-in member’s profile', async () => {
    const { id, cookie } = await member()
    const res = await geocode('lat=52.36031&lon=4.92757', { cookie, 'sec-fetch-site': 'same-origin' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const noordHolland = await region('NL', 'NH')
    const body = await res.json()
    expect(body).toEqual({
      geocode: { country: 'NL', region: { id: noordHolland.id, name: 'Noord-Holland' }, city: 'Amsterdam' },
    })
    expect(await profileOf(id)).toEqual({
      country: 'NL',
      regionId: noordHolland.id,
      city: 'Amsterdam',
      latitude: 52.37,
      longitude: 4.89,
    })
  })

  it('answers {geocode:false} at sea and stores nothing', async () => {
    const { id, cookie } = await member()
    const before = await profileOf(id)
    const res = await geocode('lat=54.5&lon=3.5', { cookie })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ geocode: false })
    expect(await profileOf(id)).toEqual(before)
  })

  it('answers a visitor who is not logged in without storing anything', async () => {
    const { id } = await member()
    const before = await profileOf(id)
    const res = await geocode('lat=52.52&lon=13.405')
    expect(await res.json()).toMatchObject({ geocode: { country: 'DE', region: { name: 'Berlin' }, city: 'Berlin' } })
    expect(await profileOf(id)).toEqual(before)
  })

  it('does not store a country the site does not serve, nor a request from another site', async () => {
    const { id, cookie } = await member()
    const before = await profileOf(id)
    const toronto = await geocode('lat=43.65&lon=-79.38', { cookie })
    expect(await toronto.json()).toMatchObject({ geocode: { country: 'CA', city: 'Toronto' } })
    const crossSite = await geocode('lat=52.37&lon=4.89', { cookie, 'sec-fetch-site': 'cross-site' })
    expect(await crossSite.json()).toMatchObject({ geocode: { country: 'NL', city: 'Amsterdam' } })
    expect(await profileOf(id)).toEqual(before)
  })

  it('refuses a malformed position with 400 and translated field messages', async () => {
    const res = await geocode('lat=91&lon=4.89', { cookie: 'lng=nl' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        status: 400,
        code: 'invalid_parameter',
        message: 'Deze positie is ongeldig.',
        fields: { lat: 'De breedtegraad moet een getal van -90 tot 90 zijn.' },
      },
    })
    const missing = await geocode('lat=abc', { cookie: 'lng=de' })
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.fields).toEqual({
      lat: 'Der Breitengrad muss eine Zahl von -90 bis 90 sein.',
      lon: 'Der Längengrad muss eine Zahl von -180 bis 180 sein.',
    })
  })

  it(`allows ${GEOCODES_PER_HOUR} look-ups an hour per address, then 429`, async () => {
    const headers = { cookie: 'lng=fr' }
    for (let i = 0; i < GEOCODES_PER_HOUR; i++)
      expect((await geocode('lat=48.86&lon=2.35', headers, '203.0.113.77')).status).toBe(200)
    const res = await geocode('lat=48.86&lon=2.35', headers, '203.0.113.77')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = await res.json()
    expect(body.error.code).toBe('rate_limited')
    expect(body.error.message).toMatch(/^Vous avez recherché votre position trop souvent/)
  })

  it('allows only GET', async () => {
    const res = await geocodeRoute.action()
    expect(res.status).toBe(405)
  })
})

describe('location form helpers', () => {
  it('lists the site’s countries in the page language with their regions', async () => {
    const data = await getLocationFieldsData(await site(), 'de')
    const nl = data.countries.find((c) => c.code === 'NL')
    expect(nl).toEqual({ code: 'NL', name: 'Niederlande', subregion: 'province' })
    expect(data.countries.map((c) => c.code).sort()).toEqual([...(await site()).countries].sort())
    expect(data.regions.filter((r) => r.country === 'NL')).toHaveLength(12)
    expect(data.regions.every((r) => data.countries.some((c) => c.code === r.country))).toBe(true)
  })

  it('accepts a served country with one of its regions', async () => {
    const nh = await region('NL', 'NH')
    const result = await validateLocation({ country: 'nl', region: String(nh.id), city: ' Haarlem ' }, await site())
    expect(result).toEqual({
      ok: true,
      location: {
        country: 'NL',
        regionId: nh.id,
        regionName: 'Noord-Holland',
        city: 'Haarlem',
        latitude: nh.latitude,
        longitude: nh.longitude,
      },
    })
  })

  it('rejects countries the site does not serve and regions of another country', async () => {
    const s = await site()
    const ontario = await region('CA', 'ON')
    const bayern = await region('DE', 'BY')
    expect(await validateLocation({ country: 'CA', region: ontario.id }, s)).toEqual({
      ok: false,
      fieldErrors: { country: [LOCATION_ERRORS.countryNotServed] },
    })
    expect(await validateLocation({ country: 'NL', region: bayern.id }, s)).toEqual({
      ok: false,
      fieldErrors: { region: [LOCATION_ERRORS.regionNotInCountry] },
    })
    expect(await validateLocation({ country: 'NL', region: 999_999 }, s)).toEqual({
      ok: false,
      fieldErrors: { region: [LOCATION_ERRORS.regionNotInCountry] },
    })
    expect(await validateLocation({ country: 'Netherlands', region: '', city: 'x'.repeat(81) }, s)).toEqual({
      ok: false,
      fieldErrors: {
        country: [LOCATION_ERRORS.countryRequired],
        region: [LOCATION_ERRORS.regionRequired],
        city: [LOCATION_ERRORS.cityTooLong],
      },
    })
  })

  it('keeps the coarse position when the location did not change, else takes the region’s', async () => {
    const { id } = await member()
    const utrecht = await region('NL', 'UT')
    const s = await site()
    const same = await validateLocation({ country: 'NL', region: utrecht.id, city: 'Utrecht' }, s)
    if (!same.ok) throw new Error('expected a valid location')
    await prisma.profile.update({ where: { userId: id }, data: { latitude: 52.1, longitude: 5.1 } })
    await saveProfileLocation(id, same.location)
    expect(await profileOf(id)).toMatchObject({ latitude: 52.1, longitude: 5.1 })
    const bavaria = await region('DE', 'BY')
    const moved = await validateLocation({ country: 'DE', region: bavaria.id, city: 'München' }, s)
    if (!moved.ok) throw new Error('expected a valid location')
    await saveProfileLocation(id, moved.location)
    expect(await profileOf(id)).toEqual({
      country: 'DE',
      regionId: bavaria.id,
      city: 'München',
      latitude: bavaria.latitude,
      longitude: bavaria.longitude,
    })
  })
})
