// GET /api/settings.php, companyinfo.php, interests.php, regions.php and user.php against the
// seeded template database.
import { describe, expect, it } from 'vitest'
import * as settingsRoute from '../../app/routes/api/settings.php.ts'
import * as companyRoute from '../../app/routes/api/companyinfo.php.ts'
import * as interestsRoute from '../../app/routes/api/interests.php.ts'
import * as regionsRoute from '../../app/routes/api/regions.php.ts'
import * as userRoute from '../../app/routes/api/user.php.ts'
import { prisma } from '../../server/db.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { callLoader } from './loader.ts'

// SPEC §3 "Site settings": every field and its JSON type.
const settingsFields = {
  name: 'string',
  domain: 'string',
  domain_language: 'string',
  index_title: 'string',
  description: 'string',
  company_id: 'number',
  mail_name: 'string',
  countries: 'array',
  visible_profile_fields: 'array',
  visible_profile_notes: 'array',
  search_fields: 'array',
  message_credits: 'number',
  photo_credits: 'number',
  gift_credits: 'number',
  signup_credits: 'number',
  message_length: 'number',
  minimum_message_costs: 'object',
  geoip_country: 'string|null',
  geoip_selected_country: 'string',
  cdn_prefix: 'string',
  support_email: 'string',
  support_phone: 'string',
  enable_site_entry_popup: 'boolean',
  signups: 'string',
  logged_out_search: 'boolean',
  logged_out_search_trafficsource: 'boolean',
  push_public_key: 'string',
  fictional_icon: 'string',
  fictional_warning: 'string',
  fictional_singular: 'string',
  fictional_plural: 'string',
  refund_days: 'number',
  member_resell: 'boolean',
  niche: 'number',
} as const

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

describe('GET /api/settings.php', () => {
  it('has every Site settings field of the SPEC with the right type', async () => {
    const res = await callLoader(settingsRoute, 'http://localhost:3000/api/settings.php')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    const body = await res.json()
    for (const [field, type] of Object.entries(settingsFields)) {
      expect.soft(type.split('|'), field).toContain(typeOf(body[field]))
    }
    expect(body.domain).toBe('localhost')
    expect(body.niche).toBeGreaterThanOrEqual(1)
    expect(body.niche).toBeLessThanOrEqual(7)
    expect(body.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/)
    expect(JSON.stringify(body)).not.toMatch(/private/i)
    for (const cost of Object.values(body.minimum_message_costs) as { costs: unknown; currency: unknown }[]) {
      expect(typeof cost.costs).toBe('number')
      expect(cost.currency).toMatch(/^[A-Z]{3}$/)
    }
  })

  it('picks the site by host, by the forced host parameter, and falls back to the default site', async () => {
    const byHost = await (await callLoader(settingsRoute, 'http://she.localhost/api/settings.php')).json()
    expect(byHost).toMatchObject({ domain: 'she.localhost', niche: 2, signups: 'with_trafficsource' })
    const forced = await (
      await callLoader(settingsRoute, 'http://localhost/api/settings.php?host=www.she.localhost:3000&network=x')
    ).json()
    expect(forced.domain).toBe('she.localhost')
    const unknown = await (await callLoader(settingsRoute, 'http://nobody.example/api/settings.php')).json()
    expect(unknown.domain).toBe('localhost')
  })

  it('uses the detected and the chosen country when the site serves them', async () => {
    const headers = { 'CF-IPCountry': 'DE' }
    const detected = await (await callLoader(settingsRoute, 'http://localhost/api/settings.php', { headers })).json()
    expect(detected).toMatchObject({ geoip_country: 'DE', geoip_selected_country: 'DE' })
    const chosen = await (await callLoader(settingsRoute, 'http://localhost/api/settings.php?country=pl', { headers })).json()
    expect(chosen).toMatchObject({ geoip_country: 'DE', geoip_selected_country: 'PL' })
    const notServed = await (await callLoader(settingsRoute, 'http://she.localhost/api/settings.php?country=US')).json()
    expect(notServed.geoip_selected_country).toBe('NL')
  })

  it('answers malformed parameters with a 400 in the JSON error shape', async () => {
    for (const query of ['country=Netherlands', 'host=bad%20host%2F..', `host=${'a'.repeat(300)}`]) {
      const res = await callLoader(settingsRoute, `http://localhost/api/settings.php?${query}`)
      expect(res.status, query).toBe(400)
      const body = await res.json()
      expect(body.error).toMatchObject({ status: 400, code: 'invalid_parameter' })
    }
  })

  it('revalidates with ETag', async () => {
    const first = await callLoader(settingsRoute, 'http://localhost/api/settings.php')
    const etag = first.headers.get('etag')!
    expect(first.headers.get('cache-control')).toContain('max-age')
    const again = await callLoader(settingsRoute, 'http://localhost/api/settings.php', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })
})

describe('GET /api/companyinfo.php', () => {
  it('returns every company field of the SPEC', async () => {
    const body = await (await callLoader(companyRoute, 'http://localhost/api/companyinfo.php')).json()
    expect(Object.keys(body).sort()).toEqual(
      [
        'added',
        'address',
        'city',
        'country',
        'delete_discount',
        'kvk',
        'name',
        'support_phone',
        'tradenames',
        'vat_numbers',
      ].sort(),
    )
    expect(body.added).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Array.isArray(body.tradenames)).toBe(true)
  })
})

describe('GET /api/interests.php', () => {
  it('lists the 50 interests of the SPEC in order, with icons', async () => {
    const body = (await (await callLoader(interestsRoute, 'http://localhost/api/interests.php')).json()) as {
      slug: string
      icon: string
    }[]
    expect(body).toHaveLength(50)
    expect(body[0]!.slug).toBe('adventure')
    expect(body.at(-1)!.slug).toBe('wine')
    expect(body.map((i) => i.slug)).toContain('one_night_stand')
    expect(body.every((i) => i.icon.length > 0)).toBe(true)
  })
})

describe('GET /api/regions.php', () => {
  it('returns the regions of every served country with its sub-region word', async () => {
    const body = (await (await callLoader(regionsRoute, 'http://localhost/api/regions.php')).json()) as {
      country: string
      subregion: string
      regions: { name: string }[]
    }[]
    const byCountry = Object.fromEntries(body.map((c) => [c.country, c]))
    for (const code of ['NL', 'BE', 'DE', 'AT', 'CH', 'DK', 'NO', 'SE', 'FI', 'PL', 'FR', 'IT', 'ES', 'GB', 'US']) {
      expect(byCountry[code]?.regions.length, code).toBeGreaterThan(0)
    }
    expect(byCountry.NL).toMatchObject({ subregion: 'province' })
    expect(byCountry.NL!.regions).toHaveLength(12)
    expect(byCountry.CH).toMatchObject({ subregion: 'canton' })
    expect(byCountry.DE!.regions.map((r) => r.name)).toContain('Bayern')
  })
  it('filters by country and rejects unknown or malformed ones', async () => {
    const nl = await (await callLoader(regionsRoute, 'http://localhost/api/regions.php?country=nl')).json()
    expect(nl).toHaveLength(1)
    expect((await callLoader(regionsRoute, 'http://localhost/api/regions.php?country=JP')).status).toBe(404)
    expect((await callLoader(regionsRoute, 'http://localhost/api/regions.php?country=123')).status).toBe(400)
  })
})

// SPEC §3 "Profile": every field of the member's own profile in GET /api/user.php, with its JSON type.
const profileFields = {
  id: 'number',
  name: 'string',
  age: 'number',
  gender: 'string',
  sexuality: 'string',
  date_of_birth: 'string',
  country: 'string',
  region: 'object|null',
  city: 'string|null',
  signup_reason: 'string|null',
  tattoos: 'string|null',
  hair_color: 'string|null',
  eye_color: 'string|null',
  body_type: 'string|null',
  relationship_status: 'string|null',
  about_me: 'string|null',
  interests: 'array',
  status: 'string',
  main_image: 'object|null',
  photos: 'array',
  private_photos: 'array',
} as const

describe('GET /api/user.php', () => {
  it('carries every Profile field of the SPEC with the right type', async () => {
    // A seeded demo member: a photo, a region, details and interests.
    const seeded = await prisma.user.findFirstOrThrow({
      where: {
        status: 'active',
        profile: { regionId: { not: null }, hairColor: { not: null }, interests: { some: {} } },
        photos: { some: { isMain: true, status: 'active' } },
      },
      include: { profile: { include: { region: true } } },
      orderBy: { id: 'asc' },
    })
    const cookie = (await createSession(seeded.id, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    const res = await callLoader(userRoute, 'http://localhost:3000/api/user.php', {
      headers: { cookie, 'x-requested-with': 'test' },
    })
    expect(res.status).toBe(200)
    const { user } = (await res.json()) as { user: { profile: Record<string, unknown> } }
    const profile = user.profile
    for (const [field, type] of Object.entries(profileFields)) {
      expect.soft(type.split('|'), field).toContain(typeOf(profile[field]))
    }
    const birth = seeded.profile!.birthDate
    expect(profile.date_of_birth).toBe(birth.toISOString().slice(0, 10))
    expect(profile.age).toBeGreaterThanOrEqual(18)
    expect(profile.region).toEqual({
      id: seeded.profile!.region!.id,
      code: seeded.profile!.region!.code,
      name: seeded.profile!.region!.name,
    })
    expect((profile.interests as string[]).length).toBeGreaterThan(0)
    expect(profile.main_image).toMatchObject({ match: expect.stringMatching(/^\/uploads\//) })
    const photos = profile.photos as { status: string; is_main: boolean; url: string }[]
    expect(photos.some((p) => p.is_main && p.status === 'active')).toBe(true)
  })
})
