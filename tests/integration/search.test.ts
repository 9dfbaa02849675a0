// Member search (SPEC §3 Search state) against the real database: every filter, paging and
// totals, the order (online first), similar results, who is never shown, distance, bad input,
// GET /api/search.php and the /members and / loaders (visitor rule, remembered search).
// The members live on their own sites, so the seeded demo members never get in the way.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { prisma } from '../../server/db.ts'
import type { Gender, UserStatus } from '../../server/generated/prisma/client.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { serializeTrackingCookie } from '../../server/accounts/tracking.ts'
import { latestBirthDateForAge } from '../../server/members/age.ts'
import { memberSearch, searchMembers, type SearchViewer } from '../../server/members/search-members.ts'
import { SEARCH_ERRORS } from '../../shared/members/search-params.ts'
import { distanceKm } from '../../server/members/search/search-query.ts'
import { clearSearchCountCache, countCacheSettings, forgetSharedCounts } from '../../server/members/search/count-cache.ts'
import { checkSearchCounts } from '../../server/members/search/count-table.ts'
import { getRequestRedis, requestRedisSettled } from '../../server/redis.ts'
import { jobRegistry, schedules } from '../../jobs/registry.ts'
import { getSiteByHost, type SiteWithCompany } from '../../server/sites/get-site-by-host.ts'
import { localeContext, siteContext } from '../../app/context.ts'
import * as searchApi from '../../app/routes/api/search.php.ts'
import * as membersPage from '../../app/routes/members.tsx'
import * as homePage from '../../app/routes/index.tsx'
import { callLoader } from './loader.ts'

const OPEN = 'search.test'
const CLOSED = 'closed-search.test'
const DAY = 86_400_000
let n = 0
let site: SiteWithCompany
let closedSite: SiteWithCompany
const ids: Record<string, number> = {}
const nameOf = new Map<number, string>()

interface Spec {
  gender?: Gender
  age?: number
  country?: string
  region?: string
  at?: [number, number] | null
  activeMinutesAgo?: number
  userStatus?: UserStatus
  invisible?: boolean
  profileStatus?: 'active' | 'disabled'
  searchable?: boolean
  siteId?: number
}

async function regionId(country: string, code: string) {
  return (await prisma.region.findUniqueOrThrow({ where: { countryCode_code: { countryCode: country, code } } })).id
}

async function addMember(name: string, spec: Spec = {}) {
  const now = Date.now()
  const userStatus = spec.userStatus ?? 'active'
  const invisible = spec.invisible ?? false
  const profileStatus = spec.profileStatus ?? 'active'
  const country = spec.country ?? 'NL'
  const at = spec.at === undefined ? [52.37, 4.9] : spec.at
  n++
  const user = await prisma.user.create({
    data: {
      siteId: spec.siteId ?? site.id,
      email: `${name.toLowerCase()}.${n}@search.test`,
      passwordHash: 'not a real hash',
      status: userStatus,
      invisible,
      language: 'en',
      profile: {
        create: {
          siteId: spec.siteId ?? site.id,
          name,
          gender: spec.gender ?? 'female',
          // Their birthday was 10 days ago: exactly `age` today.
          birthDate: new Date(latestBirthDateForAge(spec.age ?? 30, new Date(now)).getTime() - 10 * DAY),
          country,
          regionId: spec.region ? await regionId(country, spec.region) : null,
          latitude: at ? at[0] : null,
          longitude: at ? at[1] : null,
          status: profileStatus,
          invisible,
          searchable: spec.searchable ?? (userStatus === 'active' && !invisible && profileStatus === 'active'),
          lastActiveAt: new Date(now - (spec.activeMinutesAgo ?? 0) * 60_000),
        },
      },
    },
  })
  ids[name] = user.id
  nameOf.set(user.id, name)
  return user.id
}

const names = (members: { id: number }[]) => members.map((m) => nameOf.get(m.id) ?? `#${m.id}`)
const ada = (): SearchViewer => ({ id: ids.Ada!, siteId: site.id, latitude: 52.37, longitude: 4.9 })
const everyone = async (viewer: SearchViewer | null, extra: Record<string, string> = {}) => {
  const out = []
  for (let page = 1; page < 10; page++) {
    const r = await memberSearch({ site, viewer, params: new URLSearchParams({ ...extra, pageNumber: String(page) }) })
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    out.push(...r.results.members)
    if (page >= r.results.pages) break
  }
  return out
}
async function search(params: Record<string, string>, viewer: SearchViewer | null = ada()) {
  const r = await memberSearch({ site, viewer, params: new URLSearchParams(params) })
  if (!r.ok) throw new Error(`unexpected errors ${JSON.stringify(r.errors)}`)
  return r
}
async function errorsOf(params: Record<string, string>, viewer: SearchViewer | null = ada()) {
  const r = await memberSearch({ site, viewer, params: new URLSearchParams(params) })
  if (r.ok) throw new Error('expected field errors')
  return r.errors
}

const HIDDEN = ['Blocked', 'Blocker', 'Invisible', 'StaleInvisible', 'Pending', 'Disabled', 'Unconfirmed']

beforeAll(async () => {
  const base = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const { id: _id, domain: _domain, isDefault: _isDefault, createdAt: _c, updatedAt: _u, ...settings } = base
  site = (await prisma.site.create({
    data: { ...settings, minimumMessageCosts: {}, domain: OPEN, countries: ['NL', 'BE', 'DE'], loggedOutSearch: true },
    include: { company: true },
  })) as SiteWithCompany
  closedSite = (await prisma.site.create({
    data: {
      ...settings,
      minimumMessageCosts: {},
      domain: CLOSED,
      countries: ['NL'],
      loggedOutSearch: false,
      loggedOutSearchTrafficsource: true,
    },
    include: { company: true },
  })) as SiteWithCompany

  await addMember('Ada', { age: 35, region: 'NH', at: [52.37, 4.9], activeMinutesAgo: 0 })
  await addMember('Noor', { age: 30, region: 'NH', at: [52.38, 4.64], activeMinutesAgo: 1 }) // Haarlem
  await addMember('Daan', { gender: 'male', age: 33, region: 'NH', at: [52.37, 4.91], activeMinutesAgo: 2 })
  await addMember('Sanne', { age: 40, region: 'UT', at: [52.09, 5.12], activeMinutesAgo: 10 }) // Utrecht
  await addMember('Fleur', { age: 25, region: 'ZH', at: [51.92, 4.48], activeMinutesAgo: 20 }) // Rotterdam
  await addMember('Jesse', { gender: 'male', age: 28, region: 'NH', at: null, activeMinutesAgo: 30 })
  await addMember('Bram', { gender: 'male', age: 50, region: 'GR', at: [53.22, 6.57], activeMinutesAgo: 60 }) // Groningen
  await addMember('Mia', { age: 29, country: 'DE', region: 'BE', at: [52.52, 13.4], activeMinutesAgo: 180 }) // Berlin
  await addMember('Lotte', { age: 31, country: 'BE', region: 'VAN', at: [51.22, 4.4], activeMinutesAgo: 300 }) // Antwerpen
  // Never shown to Ada, though they match everything and were active just now.
  await addMember('Blocked', { region: 'NH' })
  await addMember('Blocker', { region: 'NH' })
  await addMember('Invisible', { region: 'NH', invisible: true })
  await addMember('StaleInvisible', { region: 'NH', invisible: true, searchable: true })
  await addMember('Pending', { region: 'NH', userStatus: 'pending_deletion' })
  await addMember('Disabled', { region: 'NH', profileStatus: 'disabled', searchable: true })
  await addMember('Unconfirmed', { region: 'NH', userStatus: 'not_confirmed' })
  await prisma.block.createMany({
    data: [
      { blockerId: ids.Ada!, blockedId: ids.Blocked! },
      { blockerId: ids.Blocker!, blockedId: ids.Ada! },
    ],
  })
  // 30 men in Liège, active days ago: enough for two pages.
  for (let i = 1; i <= 30; i++)
    await addMember(`Liege${String(i).padStart(2, '0')}`, {
      gender: 'male',
      age: 60,
      country: 'BE',
      region: 'WLG',
      at: [50.63, 5.57],
      activeMinutesAgo: 2 * 24 * 60 + i,
    })
  await addMember('Closed', { siteId: closedSite.id, region: 'NH' })
})

afterEach(async () => {
  countCacheSettings.minTotal = 2_000
  clearSearchCountCache()
  await forgetSharedCounts()
})

describe('filters', () => {
  it('filters by gender, country, region and age, each with its total', async () => {
    const male = await search({ gender: 'male' })
    expect(male.results.total).toBe(33)
    expect(names(male.results.members).slice(0, 3)).toEqual(['Daan', 'Jesse', 'Bram'])

    const nl = await search({ country: 'NL' })
    expect(names(nl.results.members)).toEqual(['Noor', 'Daan', 'Sanne', 'Fleur', 'Jesse', 'Bram'])
    expect(nl.results.total).toBe(6)

    const nh = await search({ country: 'NL', countryregion: String(await regionId('NL', 'NH')) })
    expect(names(nh.results.members)).toEqual(['Noor', 'Daan', 'Jesse'])
    expect(nh.results.total).toBe(3)

    expect(names((await search({ min_age: '40' })).results.members).slice(0, 2)).toEqual(['Sanne', 'Bram'])
    expect((await search({ min_age: '40' })).results.total).toBe(32)
    expect(names((await search({ max_age: '29' })).results.members)).toEqual(['Fleur', 'Jesse', 'Mia'])
    expect(names((await search({ min_age: '30', max_age: '33' })).results.members)).toEqual(['Noor', 'Daan', 'Lotte'])
    expect(names((await search({ gender: 'female', country: 'NL', min_age: '26' })).results.members)).toEqual(['Noor', 'Sanne'])
  })

  it('takes a region chosen with "all countries" as a search in its country', async () => {
    const r = await search({ countryregion: String(await regionId('NL', 'UT')) })
    expect(r.filters.country).toBe('NL')
    expect(names(r.results.members)).toEqual(['Sanne'])
  })

  it('ignores filters the site switched off in search_fields, and unknown parameters', async () => {
    const r = await memberSearch({
      site: { ...site, searchFields: ['country'] },
      viewer: ada(),
      params: new URLSearchParams({ country: 'NL', gender: 'male', min_age: '99', foo: 'bar' }),
    })
    expect(r.ok && names(r.results.members)).toEqual(['Noor', 'Daan', 'Sanne', 'Fleur', 'Jesse', 'Bram'])
  })
})

describe('paging and order', () => {
  it('pages 24 at a time with the same total on every page and no overlap', async () => {
    const params = { country: 'BE', countryregion: String(await regionId('BE', 'WLG')) }
    const one = await search(params)
    const two = await search({ ...params, pageNumber: '2' })
    expect([one.results.total, two.results.total]).toEqual([30, 30])
    expect([one.results.pages, two.results.pages]).toEqual([2, 2])
    expect(one.results.members).toHaveLength(24)
    expect(two.results.members).toHaveLength(6)
    const all = [...names(one.results.members), ...names(two.results.members)]
    expect(new Set(all).size).toBe(30)
    // Most recent activity first: Liege01 was active last.
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => `Liege${String(i + 1).padStart(2, '0')}`))
    expect((await search({ ...params, pageNumber: '3' })).results.members).toEqual([])
  })

  it('shows online members first (active in the last 5 minutes), then by most recent activity', async () => {
    const r = await search({})
    expect(names(r.results.members).slice(0, 9)).toEqual([
      'Noor',
      'Daan',
      'Sanne',
      'Fleur',
      'Jesse',
      'Bram',
      'Mia',
      'Lotte',
      'Liege01',
    ])
    expect(r.results.members.slice(0, 3).map((m) => m.online)).toEqual([true, true, false])
    expect(r.results.total).toBe(8 + 30)
  })
})

describe('who is never shown', () => {
  it('leaves out the searcher, members blocked either way, invisible, pending deletion, disabled and unconfirmed ones', async () => {
    const seen = names(await everyone(ada()))
    expect(seen).toHaveLength(38)
    for (const hidden of [...HIDDEN, 'Ada', 'Closed']) expect(seen).not.toContain(hidden)
    // Blocks are between two members: a visitor sees both of them (and Ada).
    const visitor = names(await everyone(null))
    expect(visitor).toEqual(expect.arrayContaining(['Ada', 'Blocked', 'Blocker']))
    for (const hidden of ['Invisible', 'StaleInvisible', 'Pending', 'Disabled', 'Unconfirmed', 'Closed'])
      expect(visitor).not.toContain(hidden)
    expect((await search({}, null)).results.total).toBe(41)
  })

  it('keeps a cached total exact for each searcher: their own blocks are subtracted live', async () => {
    countCacheSettings.minTotal = 1
    const before = (await search({ country: 'NL' })).results.total
    expect((await search({ country: 'NL' }, null)).results.total).toBe(before + 3) // Ada, Blocked, Blocker
    await prisma.block.create({ data: { blockerId: ids.Ada!, blockedId: ids.Sanne! } })
    try {
      const after = await search({ country: 'NL' })
      expect(after.results.total).toBe(before - 1)
      expect(names(after.results.members)).not.toContain('Sanne')
      // A page past the end (no row to carry the count of hidden matches) has the same total.
      const past = await search({ country: 'NL', pageNumber: '5' })
      expect(past.results.members).toEqual([])
      expect(past.results.total).toBe(before - 1)
    } finally {
      await prisma.block.delete({ where: { blockerId_blockedId: { blockerId: ids.Ada!, blockedId: ids.Sanne! } } })
    }
  })
})

describe('totals shared between processes (Redis)', () => {
  // A shape the count table cannot answer (an age bound: every member here is 18 or older), so it
  // is counted and cached; no filter, gender and country totals never are.
  const NL = { country: 'NL', min_age: '18' }
  it('takes a total another process counted, until the shared totals are forgotten', async () => {
    countCacheSettings.minTotal = 1
    const counted = (await search(NL)).results.total
    // Another process: nothing of its own, so it asks Redis before counting.
    clearSearchCountCache()
    const newcomer = await addMember('Newcomer', { activeMinutesAgo: 1 })
    try {
      expect((await search(NL)).results.total).toBe(counted)
      clearSearchCountCache()
      countCacheSettings.shared = false
      expect((await search(NL)).results.total).toBe(counted + 1)
      countCacheSettings.shared = true
      clearSearchCountCache()
      await forgetSharedCounts()
      expect((await search(NL)).results.total).toBe(counted + 1)
    } finally {
      countCacheSettings.shared = true
      await prisma.user.delete({ where: { id: newcomer } })
    }
  })

  it('are not kept for the shapes the count table answers: a member who joins counts at once', async () => {
    countCacheSettings.minTotal = 1
    const before = (await search({ gender: 'male' }, null)).results.total
    const newcomer = await addMember('Newcomer', { gender: 'male', activeMinutesAgo: 1 })
    try {
      expect((await search({ gender: 'male' }, null)).results.total).toBe(before + 1)
      expect((await search({ gender: 'male', country: 'NL' }, null)).results.members.map((m) => m.id)).toContain(newcomer)
    } finally {
      await prisma.user.delete({ where: { id: newcomer } })
    }
    expect((await search({ gender: 'male' }, null)).results.total).toBe(before)
  })

  it('are checked against a fresh count by a recurring job, which finds nothing to repair', async () => {
    expect(await checkSearchCounts()).toEqual({ drifted: [], repaired: false })
    expect(schedules.find((s) => s.name === 'warm-search-totals')?.everyMs).toBe(30 * 60_000)
    expect(jobRegistry['warm-search-totals']).toBeDefined()
  })

  it('does not ask Redis again for a search just counted below the smallest total kept', async () => {
    const redis = getRequestRedis()!
    await requestRedisSettled()
    const get = vi.spyOn(redis, 'get')
    try {
      const first = (await search(NL)).results.total
      expect((await search(NL)).results.total).toBe(first)
      expect(get).toHaveBeenCalledTimes(1)
    } finally {
      get.mockRestore()
    }
  })

  it('never takes a shared total below the smallest one kept', async () => {
    countCacheSettings.minTotal = 1
    const counted = (await search(NL)).results.total
    clearSearchCountCache()
    // The shared total (before this searcher's blocks are subtracted) is now too small to keep.
    countCacheSettings.minTotal = 1_000
    const newcomer = await addMember('Newcomer', { activeMinutesAgo: 1 })
    try {
      expect((await search(NL)).results.total).toBe(counted + 1)
    } finally {
      await prisma.user.delete({ where: { id: newcomer } })
    }
  })
})

describe('distance', () => {
  it('finds members within the radius of the searcher’s own position (members without one never match)', async () => {
    const within = async (km: number) => names((await search({ distance: String(km) })).results.members)
    expect(await within(10)).toEqual(['Daan'])
    expect(await within(25)).toEqual(['Noor', 'Daan'])
    expect(await within(50)).toEqual(['Noor', 'Daan', 'Sanne'])
    expect(await within(100)).toEqual(['Noor', 'Daan', 'Sanne', 'Fleur'])
    const far = await search({ distance: '250' })
    // Liège is about 200 km away: its 30 men come last (active days ago).
    expect(names(far.results.members).slice(0, 7)).toEqual(['Noor', 'Daan', 'Sanne', 'Fleur', 'Bram', 'Lotte', 'Liege01'])
    expect(far.results.total).toBe(36)
    // The SQL haversine agrees with the one in code.
    const amsterdam = { latitude: 52.37, longitude: 4.9 }
    expect(distanceKm(amsterdam, { latitude: 52.38, longitude: 4.64 })).toBeLessThan(25)
    expect(distanceKm(amsterdam, { latitude: 51.92, longitude: 4.48 })).toBeGreaterThan(50)
    expect(distanceKm(amsterdam, { latitude: 52.52, longitude: 13.4 })).toBeGreaterThan(250)
  })

  it('needs the searcher’s own position', async () => {
    expect(await errorsOf({ distance: '50' }, { ...ada(), latitude: null, longitude: null })).toEqual({
      distance: SEARCH_ERRORS.distanceNeedsLocation,
    })
    expect(await errorsOf({ distance: '50' }, null)).toEqual({ distance: SEARCH_ERRORS.distanceNeedsLocation })
  })
})

describe('similar results', () => {
  it('drop the region when the exact search is thin, with their own total and without the exact results', async () => {
    const r = await search({ gender: 'female', country: 'NL', countryregion: String(await regionId('NL', 'NH')) })
    expect(names(r.results.members)).toEqual(['Noor'])
    expect(names(r.similar.members)).toEqual(['Sanne', 'Fleur'])
    expect(r.similar.total).toBe(2)
  })

  it('relax step by step: region, then distance, then ages widened by 5 years', async () => {
    const ages = await search({
      gender: 'female',
      country: 'NL',
      countryregion: String(await regionId('NL', 'NH')),
      min_age: '30',
      max_age: '31',
    })
    expect(names(ages.results.members)).toEqual(['Noor'])
    // Without the region still only Noor; ages 25-36 add Fleur.
    expect(names(ages.similar.members)).toEqual(['Fleur'])
    expect(ages.similar.total).toBe(1)

    const near = await search({ gender: 'female', distance: '10' })
    expect(near.results.total).toBe(0)
    expect(names(near.similar.members)).toEqual(['Noor', 'Sanne', 'Fleur', 'Mia', 'Lotte'])
    expect(near.similar.total).toBe(5)
  })

  it('are empty when the exact search fills a page or there is nothing to relax', async () => {
    expect((await search({ gender: 'male' })).similar).toEqual({ members: [], total: 0 })
    const thin = await search({ country: 'DE', gender: 'female' })
    expect(names(thin.results.members)).toEqual(['Mia'])
    expect(thin.similar).toEqual({ members: [], total: 0 })
  })

  it('never overlap the exact results, whatever page was asked for', async () => {
    const r = await search({ country: 'NL', countryregion: String(await regionId('NL', 'NH')), pageNumber: '2' })
    expect(r.results.members).toEqual([])
    const exact = ['Noor', 'Daan', 'Jesse']
    expect(names(r.similar.members)).toEqual(['Sanne', 'Fleur', 'Bram'])
    for (const name of exact) expect(names(r.similar.members)).not.toContain(name)
  })
})

describe('bad input', () => {
  it('answers typed field errors, never an exception', async () => {
    const de = String(await regionId('DE', 'BE'))
    expect(await errorsOf({ countryregion: '999999' })).toEqual({ countryregion: SEARCH_ERRORS.regionUnknown })
    expect(await errorsOf({ countryregion: '99999999999999999999' })).toEqual({ countryregion: SEARCH_ERRORS.regionUnknown })
    expect(await errorsOf({ country: 'NL', countryregion: de })).toEqual({ countryregion: SEARCH_ERRORS.regionNotInCountry })
    expect(await errorsOf({ min_age: '40', max_age: '30' })).toEqual({ max_age: SEARCH_ERRORS.minAboveMax })
    expect(await errorsOf({ min_age: '17', max_age: '100' })).toEqual({ min_age: SEARCH_ERRORS.age, max_age: SEARCH_ERRORS.age })
    expect(await errorsOf({ min_age: 'abc' })).toEqual({ min_age: SEARCH_ERRORS.age })
    expect(await errorsOf({ min_age: '30.5' })).toEqual({ min_age: SEARCH_ERRORS.age })
    expect(await errorsOf({ distance: '30' })).toEqual({ distance: SEARCH_ERRORS.distance })
    expect(await errorsOf({ gender: 'other' })).toEqual({ gender: SEARCH_ERRORS.gender })
    expect(await errorsOf({ country: 'US' })).toEqual({ country: SEARCH_ERRORS.country })
    expect(await errorsOf({ pageNumber: '0' })).toEqual({ pageNumber: SEARCH_ERRORS.pageNumber })
    // Empty values (a GET form sends every field) mean "any".
    expect(
      (await search({ gender: '', country: '', countryregion: '', min_age: '', max_age: '', distance: '' })).results.total,
    ).toBe(38)
  })
})

describe('GET /api/search.php', () => {
  const api = (host: string, query: string, headers: Record<string, string> = {}) =>
    callLoader(searchApi, `http://${host}/api/search.php?${query}`, { headers })
  const sessionCookie = async (userId: number) =>
    (await createSession(userId, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!

  it('answers exact and similar results with their totals', async () => {
    const res = await api(OPEN, `gender=female&country=NL&countryregion=${await regionId('NL', 'NH')}`, {
      cookie: await sessionCookie(ids.Ada!),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const body = await res.json()
    expect(body.results).toMatchObject({ pageNumber: 1, total: 1 })
    expect(body.results.profiles).toEqual([
      {
        id: ids.Noor,
        name: 'Noor',
        age: 30,
        city: null,
        country: 'NL',
        fictional: false,
        card_type: 'standard',
        online: true,
        main_image: null,
      },
    ])
    expect(body.similar.total).toBe(2)
    expect(body.similar.profiles.map((p: { name: string }) => p.name)).toEqual(['Sanne', 'Fleur'])
  })

  it('answers 400 with translated field messages for bad input', async () => {
    const res = await api(OPEN, 'min_age=50&max_age=20&countryregion=999999', { cookie: 'lng=nl' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        status: 400,
        code: 'invalid_parameter',
        message: 'Controleer de zoekfilters.',
        fields: {
          countryregion: "Kies een van de regio's uit de lijst.",
          max_age: 'De laagste leeftijd mag niet hoger zijn dan de hoogste leeftijd.',
        },
      },
    })
    const english = await (await api(OPEN, 'min_age=12')).json()
    expect(english.error.fields).toEqual({ min_age: 'Enter an age from 18 to 99.' })
  })

  it('lets visitors search only as the site allows', async () => {
    expect((await api(OPEN, 'gender=female')).status).toBe(200)
    const closed = await api(CLOSED, 'gender=female')
    expect(closed.status).toBe(403)
    expect((await closed.json()).error.code).toBe('authentication_required')
    const tracked = await api(CLOSED, 'gender=female', {
      cookie: (await serializeTrackingCookie({ network: 'adnet' })).split(';')[0]!,
    })
    expect(tracked.status).toBe(200)
    expect((await tracked.json()).results.profiles.map((p: { name: string }) => p.name)).toEqual(['Closed'])
    expect((await api(CLOSED, 'gender=female&network=adnet')).status).toBe(200)
    expect((await api(CLOSED, 'gender=female', { cookie: await sessionCookie(ids.Closed!) })).status).toBe(200)
  })

  it('refuses other methods', async () => {
    expect((searchApi.action() as Response).status).toBe(405)
  })
})

describe('/members and / loaders', () => {
  type PageResult = { data: Record<string, unknown>; init: { status?: number; headers?: Headers } | null }
  async function load(module: typeof membersPage | typeof homePage, url: string, cookie?: string) {
    const context = new RouterContextProvider()
    context.set(siteContext, await getSiteByHost(new URL(url).host))
    context.set(localeContext, 'en')
    const request = new Request(url, { headers: cookie ? { cookie } : {} })
    try {
      return (await module.loader({ request, params: {}, context } as never)) as unknown as PageResult
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }
  const adaCookie = async () => (await createSession(ids.Ada!, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!

  it('remembers the last search, so /members without parameters brings it back', async () => {
    const session = await adaCookie()
    const shown = (await load(membersPage, `http://${OPEN}/members?gender=male&country=BE&pageNumber=2`, session)) as PageResult
    const setCookie = shown.init?.headers?.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^amora_search=[^;]+;.*Path=\/members/)
    const saved = setCookie.split(';')[0]!
    const back = (await load(membersPage, `http://${OPEN}/members?t=30`, `${session}; ${saved}`)) as Response
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/members?gender=male&country=BE&pageNumber=2&t=30')
    // Someone else on the same browser starts fresh.
    const other = await load(membersPage, `http://${OPEN}/members`, saved)
    expect(other).not.toBeInstanceOf(Response)
    // "Clear filters" forgets it.
    const reset = (await load(membersPage, `http://${OPEN}/members?reset=1`, `${session}; ${saved}`)) as Response
    expect(reset.headers.get('location')).toBe('/members')
    expect(reset.headers.get('set-cookie')).toMatch(/^amora_search=;.*Max-Age=0.*Path=\/members/)
  })

  it('sends a page past the end to the last page, keeping the filters', async () => {
    const session = await adaCookie()
    const region = await regionId('BE', 'WLG')
    const past = (await load(
      membersPage,
      `http://${OPEN}/members?country=BE&countryregion=${region}&pageNumber=5`,
      session,
    )) as Response
    expect(past.headers.get('location')).toBe(`/members?country=BE&countryregion=${region}&pageNumber=2`)
    const none = (await load(membersPage, `http://${OPEN}/members?min_age=90&pageNumber=3`, session)) as Response
    expect(none.headers.get('location')).toBe('/members?min_age=90&pageNumber=1')
  })

  it('answers 400 with the field errors on the page', async () => {
    const page = (await load(membersPage, `http://${OPEN}/members?min_age=60&max_age=20`, await adaCookie())) as PageResult
    expect(page.init?.status).toBe(400)
    expect(page.data).toMatchObject({ ok: false, errors: { max_age: SEARCH_ERRORS.minAboveMax } })
  })

  it('sends visitors to the login page unless the site lets them search', async () => {
    const open = (await load(membersPage, `http://${OPEN}/members?gender=male`)) as PageResult
    expect(open.data).toMatchObject({ ok: true, member: null })
    const closed = (await load(membersPage, `http://${CLOSED}/members?gender=male`)) as Response
    expect(closed.status).toBe(302)
    expect(closed.headers.get('location')).toBe('/login?redirectTo=%2Fmembers%3Fgender%3Dmale')
    const tracked = await load(
      membersPage,
      `http://${CLOSED}/members`,
      (await serializeTrackingCookie({ ref: 'r1' })).split(';')[0]!,
    )
    expect(tracked).not.toBeInstanceOf(Response)
  })

  it('shows the search box on the home page under the same rule, and sends members to /members', async () => {
    // The home loader answers plain data.
    const home = async (url: string) => (await load(homePage, url)) as unknown as { search: unknown }
    expect((await home(`http://${OPEN}/`)).search).toMatchObject({ countries: ['NL', 'BE', 'DE'] })
    expect((await home(`http://${CLOSED}/`)).search).toBeNull()
    expect((await home(`http://${CLOSED}/?network=adnet`)).search).not.toBeNull()
    const member = (await load(homePage, `http://${OPEN}/?t=5`, await adaCookie())) as Response
    expect(member.status).toBe(302)
    expect(member.headers.get('location')).toBe('/members?t=5')
  })
})

describe('searchMembers for other screens', () => {
  it('keeps its simple form: a page of one country for a member', async () => {
    const r = await searchMembers({ id: ids.Ada!, siteId: site.id }, { country: 'NL', pageNumber: 1 })
    expect(names(r.members)).toEqual(['Noor', 'Daan', 'Sanne', 'Fleur', 'Jesse', 'Bram'])
    expect(r).toMatchObject({ total: 6, pageNumber: 1, pages: 1 })
  })
})
