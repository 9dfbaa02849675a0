// GET /api/settings.php, companyinfo.php, interests.php and regions.php against the
// seeded template database.
import { describe, expect, it } from 'vitest'
import * as settingsRoute from '../../app/routes/api/settings.php.ts'
import * as companyRoute from '../../app/routes/api/companyinfo.php.ts'
import * as interestsRoute from '../../app/routes/api/interests.php.ts'
import * as regionsRoute from '../../app/routes/api/regions.php.ts'
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
