// The landers' data (SPEC §2 landers and member landing pages) against the seeded database.
import { describe, expect, it } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { prisma } from '../../server/db.ts'
import { listLanderMembers, listThemedMembers, countOnlineMembers } from '../../server/landers/lander-members.ts'
import { getLanderMember } from '../../server/landers/lander-member.ts'
import { resolveLanderTheme } from '../../server/landers/lander-theme.ts'
import { getInterestLanderPage, getLanderPage, getMemberLanderPage } from '../../server/landers/lander-page.ts'
import { listLanderInterests } from '../../server/landers/lander-interests.ts'
import { landerInterestSlugs } from '../../shared/members/interests.ts'
import { getLanderMap } from '../../server/landers/lander-map.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { siteContext } from '../../app/context.ts'
import * as memberLanding from '../../app/routes/landers/member-landing.tsx'
import * as memberLanding3 from '../../app/routes/landers/member-landing3.tsx'
import { createSession } from '../../server/accounts/sessions.ts'
import { ONLINE_WINDOW_MS } from '../../shared/members/online.ts'

const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })

async function expectShowable(ids: number[], siteId: number) {
  const rows = await prisma.profile.findMany({
    where: { userId: { in: ids } },
    select: {
      siteId: true,
      searchable: true,
      fictional: true,
      user: { select: { photos: { where: { isMain: true, status: 'active', visibility: 'public' }, select: { id: true } } } },
    },
  })
  expect(rows).toHaveLength(ids.length)
  for (const row of rows) {
    expect(row).toMatchObject({ siteId, searchable: true, fictional: false })
    expect(row.user.photos.length).toBe(1)
  }
}

describe('listLanderMembers', () => {
  it('returns searchable members of the site with an active public main photo, most recently active first', async () => {
    const s = await site()
    const members = await listLanderMembers(s.id, { limit: 12 })
    expect(members.length).toBe(12)
    await expectShowable(
      members.map((m) => m.id),
      s.id,
    )
    for (const m of members) {
      expect(m.photo?.match).toMatch(/^\/uploads\/.+\.webp$/)
      expect(m.age).toBeGreaterThanOrEqual(18)
    }
    const times = members.map((m) => Date.parse(m.lastActiveAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    // Unsearchable members never show, whatever else they have.
    const hidden = await prisma.profile.findMany({ where: { siteId: s.id, searchable: false }, select: { userId: true } })
    const all = await listLanderMembers(s.id, { limit: 500 })
    expect(all.some((m) => hidden.some((h) => h.userId === m.id))).toBe(false)
  })

  it('filters by gender and age', async () => {
    const s = await site()
    const women = await listLanderMembers(s.id, { limit: 50, gender: 'female', minAge: 35, maxAge: 55 })
    expect(women.length).toBeGreaterThan(0)
    for (const m of women) {
      expect(m.gender).toBe('female')
      expect(m.age).toBeGreaterThanOrEqual(35)
      expect(m.age).toBeLessThanOrEqual(55)
    }
  })

  it('tops a themed list up so a lander is never empty', async () => {
    const s = await site()
    const members = await listThemedMembers(s.id, { gender: 'female', city: 'No Such Town' }, 6)
    expect(members).toHaveLength(6)
    expect(new Set(members.map((m) => m.id)).size).toBe(6)
    expect(members.every((m) => m.gender === 'female')).toBe(true)
  })

  it('shows nothing of a site without members, and counts who is online', async () => {
    const she = await prisma.site.findUniqueOrThrow({ where: { domain: 'she.localhost' } })
    expect(await listLanderMembers(she.id, { limit: 10 })).toEqual([])
    const s = await site()
    const member = (await listLanderMembers(s.id, { limit: 1 }))[0]!
    await prisma.profile.update({ where: { userId: member.id }, data: { lastActiveAt: new Date() } })
    const online = await prisma.profile.count({
      where: { siteId: s.id, searchable: true, fictional: false, lastActiveAt: { gte: new Date(Date.now() - ONLINE_WINDOW_MS) } },
    })
    expect(await countOnlineMembers(s.id)).toBe(online)
    expect(online).toBeGreaterThan(0)
  })
})

describe('getLanderMember', () => {
  it('returns a searchable member of the site with their public photos', async () => {
    const s = await site()
    const profile = await prisma.profile.findFirstOrThrow({
      where: {
        siteId: s.id,
        searchable: true,
        user: { photos: { some: { isMain: true, status: 'active', visibility: 'public' } } },
      },
      select: { userId: true, name: true },
    })
    const member = await getLanderMember(s.id, String(profile.userId))
    expect(member).toMatchObject({ id: profile.userId, name: profile.name })
    expect(member!.photo).not.toBeNull()
    expect(member!.photos[0]).toEqual(member!.photo)
  })

  it('is null for an unknown, malformed, unsearchable or other-site id', async () => {
    const s = await site()
    const she = await prisma.site.findUniqueOrThrow({ where: { domain: 'she.localhost' } })
    const unsearchable = await prisma.profile.findFirstOrThrow({
      where: { siteId: s.id, searchable: false },
      select: { userId: true },
    })
    const searchable = await prisma.profile.findFirstOrThrow({
      where: { siteId: s.id, searchable: true },
      select: { userId: true },
    })
    expect(await getLanderMember(s.id, '99999999')).toBeNull()
    expect(await getLanderMember(s.id, 'abc')).toBeNull()
    expect(await getLanderMember(s.id, '-1')).toBeNull()
    expect(await getLanderMember(s.id, undefined)).toBeNull()
    expect(await getLanderMember(s.id, unsearchable.userId)).toBeNull()
    expect(await getLanderMember(she.id, searchable.userId)).toBeNull()
  })

  it('makes the member landing loader answer 404 for an unknown member', async () => {
    const context = new RouterContextProvider()
    context.set(siteContext, await getSiteByHost('localhost'))
    const call = (id: string) =>
      memberLanding.loader({
        request: new Request(`http://localhost/members/${id}/landing`),
        params: { id },
        context,
      } as never)
    const error = await call('99999999').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Response)
    expect((error as Response).status).toBe(404)
    const s = await site()
    const searchable = await prisma.profile.findFirstOrThrow({
      where: { siteId: s.id, searchable: true },
      select: { userId: true },
    })
    expect((await call(String(searchable.userId))).member.id).toBe(searchable.userId)
  })

  it('sends a logged-in member to the real profile, where blocks and invisibility apply', async () => {
    const context = new RouterContextProvider()
    context.set(siteContext, await getSiteByHost('localhost'))
    const s = await site()
    const [viewer, shown] = await prisma.profile.findMany({
      where: { siteId: s.id, searchable: true },
      select: { userId: true },
      orderBy: { userId: 'asc' },
      take: 2,
    })
    const cookie = (await createSession(viewer!.userId, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    const id = String(shown!.userId)
    for (const route of [memberLanding, memberLanding3]) {
      const answer = await route
        .loader({
          request: new Request(`http://localhost/members/${id}/landing`, { headers: { Cookie: cookie } }),
          params: { id },
          context,
        } as never)
        .catch((e: unknown) => e)
      expect(answer).toBeInstanceOf(Response)
      expect((answer as Response).status).toBe(302)
      expect((answer as Response).headers.get('Location')).toBe(`/members/${id}`)
    }
  })
})

describe('lander themes', () => {
  it('reads niches, regions and cities from the slug and falls back to the site niche', async () => {
    const s = await site()
    expect(await resolveLanderTheme(s, 'milf')).toMatchObject({ key: 'milf' })
    expect(await resolveLanderTheme(s, 'BDSM')).toMatchObject({ key: 'kinky' })
    expect(await resolveLanderTheme(s, 'noord-holland')).toMatchObject({ key: 'place', place: 'Noord-Holland', country: 'NL' })
    const city = await prisma.profile.findFirstOrThrow({
      where: { siteId: s.id, searchable: true, city: { not: null } },
      select: { city: true, country: true },
    })
    const slug = city.city!.toLowerCase().replace(/\s+/g, '-')
    expect(await resolveLanderTheme(s, slug)).toMatchObject({ key: 'place', place: city.city, country: city.country })
    expect(await resolveLanderTheme(s, 'no-such-thing-anywhere')).toMatchObject({ key: 'default' })
    expect(await resolveLanderTheme(s, '<script>')).toMatchObject({ key: 'default' })
    expect(await resolveLanderTheme({ ...s, niche: 6 }, undefined)).toMatchObject({ key: 'milf' })
  })

  it('builds a themed page: a place shows its members first', async () => {
    const s = await site()
    const page = await getLanderPage(s, 'noord-holland', 8)
    expect(page.theme).toEqual({ key: 'place', place: 'Noord-Holland' })
    expect(page.members).toHaveLength(8)
    const inRegion = await prisma.profile.count({
      where: {
        siteId: s.id,
        searchable: true,
        fictional: false,
        region: { name: 'Noord-Holland' },
        user: { photos: { some: { isMain: true, status: 'active', visibility: 'public' } } },
      },
    })
    expect(page.members.slice(0, Math.min(8, inRegion)).every((m) => m.regionName === 'Noord-Holland')).toBe(true)
  })
})

describe('member landing pages', () => {
  it('keeps the slug wording only when it fits the member', async () => {
    const s = await site()
    const man = await prisma.profile.findFirstOrThrow({
      where: { siteId: s.id, searchable: true, gender: 'male' },
      select: { userId: true },
    })
    const page = await getMemberLanderPage(s, String(man.userId), 'milf')
    expect(page?.theme).toEqual({ key: 'default', place: null })
    expect((await getMemberLanderPage(s, String(man.userId), 'men'))?.theme.key).toBe('men')
    expect(await getMemberLanderPage(s, '99999999', 'milf')).toBeNull()
  })
})

describe('lander interests and map', () => {
  it('shows only members who share the chosen interest', async () => {
    const s = await site()
    const page = await getInterestLanderPage(s, 'wine', 6)
    expect(page).toMatchObject({ selected: 'wine', chosen: true })
    expect(page.members.length).toBeGreaterThan(0)
    const sharing = await prisma.profileInterest.count({
      where: { profileId: { in: page.members.map((m) => m.id) }, interest: { slug: 'wine' } },
    })
    expect(sharing).toBe(page.members.length)
    // Any other slug is a theme, and the most shared interest is shown.
    const themed = await getInterestLanderPage(s, 'milf', 6)
    expect(themed).toMatchObject({ chosen: false, theme: { key: 'milf' } })
    expect(themed.selected).not.toBeNull()
  })

  it('lists the iconed interests of the Interest table with their member counts', async () => {
    const s = await site()
    const interests = await listLanderInterests(s.id)
    expect(interests.map((i) => i.slug).sort()).toEqual([...landerInterestSlugs].sort())
    const music = interests.find((i) => i.slug === 'music')!
    expect(music.members).toBe(
      await prisma.profileInterest.count({
        where: { interest: { slug: 'music' }, profile: { siteId: s.id, searchable: true, fictional: false } },
      }),
    )
  })

  it('places the regions of a country on the map with members pinned inside the canvas', async () => {
    const s = await site()
    const map = await getLanderMap(s.id, 'NL')
    expect(map.regions).toHaveLength(12)
    expect(map.outline).toMatch(/^M[\d.]+ [\d.]+C.+Z$/)
    expect(map.total).toBe(
      await prisma.profile.count({ where: { siteId: s.id, country: 'NL', searchable: true, fictional: false } }),
    )
    expect(map.pins.length).toBeGreaterThan(0)
    for (const pin of map.pins) {
      expect(pin.member.country).toBe('NL')
      expect(pin.x).toBeGreaterThan(0)
      expect(pin.x).toBeLessThan(map.width)
      expect(pin.y).toBeGreaterThan(0)
      expect(pin.y).toBeLessThan(map.height)
    }
    // Hawaii and Alaska are not drawn: the mainland fills the canvas.
    const us = await getLanderMap(s.id, 'US')
    expect(us.regions.find((r) => r.name === 'Hawaii')).toMatchObject({ x: null, y: null })
    expect(us.regions.find((r) => r.name === 'Texas')?.x).not.toBeNull()
  })
})
