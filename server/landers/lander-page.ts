// The data every lander starts from: its theme (from the slug) and the members to show.
import type { Site } from '../generated/prisma/client.ts'
import { listLanderMembers, listThemedMembers, type LanderMember } from './lander-members.ts'
import { resolveLanderTheme, themeFilter, type LanderTheme } from './lander-theme.ts'
import { getLanderMap, type LanderMap } from './lander-map.ts'
import { selectCountry } from '../sites/site-settings.ts'
import { getLanderMember, type LanderMemberDetail } from './lander-member.ts'
import { isLanderInterest, listLanderInterests, type LanderInterest, type LanderInterestSlug } from './lander-interests.ts'

export type LanderSite = Pick<Site, 'id' | 'name' | 'niche' | 'countries' | 'visibleProfileFields'>

/** The theme as the page words it: a niche key, or a place name. */
export interface ThemeWording {
  key: LanderTheme['key']
  place: string | null
}

export interface LanderPage {
  siteName: string
  theme: ThemeWording
  members: LanderMember[]
}

/** Leaves out what the site does not show on profiles (Site.visibleProfileFields). */
export function withVisibleFields<T extends LanderMember>(member: T, visibleFields: string[]): T {
  const visible = new Set(visibleFields)
  return {
    ...member,
    city: visible.has('city') ? member.city : null,
    regionName: visible.has('region') ? member.regionName : null,
    aboutMe: visible.has('about_me') ? member.aboutMe : null,
  }
}

export async function getLanderPage(site: LanderSite, slug: string | undefined, limit: number): Promise<LanderPage> {
  const theme = await resolveLanderTheme(site, slug)
  const members = await listThemedMembers(site.id, themeFilter(theme), limit)
  return {
    siteName: site.name,
    theme: { key: theme.key, place: theme.place },
    members: members.map((m) => withVisibleFields(m, site.visibleProfileFields)),
  }
}

export interface InterestLanderPage extends LanderPage {
  interests: LanderInterest[]
  /** The interest the slug names, or else the one most members share. */
  selected: LanderInterestSlug | null
  /** True when the slug named the interest. */
  chosen: boolean
}

/** The icons lander: its slug is an interest ("travelling") or, like other landers, a theme. */
export async function getInterestLanderPage(
  site: LanderSite,
  slug: string | undefined,
  limit: number,
): Promise<InterestLanderPage> {
  const chosen = isLanderInterest(slug)
  const [theme, interests] = await Promise.all([
    resolveLanderTheme(site, chosen ? undefined : slug),
    listLanderInterests(site.id),
  ])
  const popular = [...interests].sort((a, b) => b.members - a.members).find((i) => i.members > 0)
  const selected = chosen ? slug : (popular?.slug ?? null)
  const members: LanderMember[] = []
  if (selected) {
    // Everyone shown shares the interest; the theme only decides who comes first.
    const filter = { ...themeFilter(theme), interestSlugs: [selected] }
    members.push(...(await listLanderMembers(site.id, { ...filter, limit })))
    if (members.length < limit && Object.keys(filter).length > 1) {
      const more = await listLanderMembers(site.id, {
        interestSlugs: [selected],
        limit: limit - members.length,
        excludeIds: members.map((m) => m.id),
      })
      members.push(...more)
    }
  }
  return {
    siteName: site.name,
    theme: { key: theme.key, place: theme.place },
    members: members.map((m) => withVisibleFields(m, site.visibleProfileFields)),
    interests,
    selected,
    chosen,
  }
}

export interface MapLanderPage extends Omit<LanderPage, 'members'> {
  map: LanderMap
}

/** The map lander: the slug's place (its country), else the visitor's country if the site serves it. */
export async function getMapLanderPage(
  site: LanderSite,
  slug: string | undefined,
  geoipCountry: string | null,
): Promise<MapLanderPage> {
  const theme = await resolveLanderTheme(site, slug)
  const country = theme.key === 'place' ? theme.country : selectCountry(site, { geoipCountry, selectedCountry: null })
  const map = await getLanderMap(site.id, country, {
    highlightRegionId: theme.key === 'place' ? theme.regionId : null,
    filter: theme.key === 'place' ? undefined : themeFilter(theme),
  })
  return {
    siteName: site.name,
    theme: { key: theme.key, place: theme.place },
    map: { ...map, pins: map.pins.map((pin) => ({ ...pin, member: withVisibleFields(pin.member, site.visibleProfileFields) })) },
  }
}

export interface MemberLanderPage {
  siteName: string
  theme: ThemeWording
  member: LanderMemberDetail
}

/** A member landing page (/members/{id}/landing...), or null for a member who cannot be shown. */
export async function getMemberLanderPage(
  site: LanderSite,
  id: string | undefined,
  slug?: string,
): Promise<MemberLanderPage | null> {
  const [member, resolved] = await Promise.all([getLanderMember(site.id, id), resolveLanderTheme(site, slug)])
  if (!member) return null
  // The wording must not contradict the member ("MILF dating" above a 25-year-old man).
  const filter = resolved.key === 'place' ? {} : themeFilter(resolved)
  const fits =
    (!filter.gender || filter.gender === member.gender) &&
    (!filter.minAge || member.age >= filter.minAge) &&
    (!filter.maxAge || member.age <= filter.maxAge)
  const theme: ThemeWording = fits ? { key: resolved.key, place: resolved.place } : { key: 'default', place: null }
  return {
    siteName: site.name,
    theme,
    member: withVisibleFields(member, site.visibleProfileFields),
  }
}
