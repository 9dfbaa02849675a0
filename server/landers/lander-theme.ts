// The optional {slug} of a lander picks its wording and which members it shows: a niche
// ("milf", "gay"), or a place of the site ("amsterdam", "noord-holland"). Anything else
// gets the site's own niche, so a slug never turns into a 404.
import { prisma } from '../db.ts'
import type { MemberFilter } from './lander-members.ts'
import { createTtlCache } from './ttl-cache.ts'
import { onInvalidation } from '../cache-bus.ts'

export const nicheThemes = [
  'default',
  'women',
  'men',
  'milf',
  'cougar',
  'mature',
  'young',
  'gay',
  'lesbian',
  'curvy',
  'kinky',
] as const
export type NicheTheme = (typeof nicheThemes)[number]

export type LanderTheme =
  | { key: NicheTheme; place: null; country: null }
  /** A city or region of the site; `country` is where it lies. */
  | { key: 'place'; place: string; country: string; regionId: number | null }

export const themeFilters: Record<NicheTheme, MemberFilter> = {
  default: {},
  women: { gender: 'female' },
  men: { gender: 'male' },
  milf: { gender: 'female', minAge: 35, maxAge: 55 },
  cougar: { gender: 'female', minAge: 40, maxAge: 65 },
  mature: { minAge: 50 },
  young: { maxAge: 25 },
  gay: { gender: 'male', sexualities: ['gay', 'bi'] },
  lesbian: { gender: 'female', sexualities: ['lesbian', 'bi'] },
  curvy: { gender: 'female', bodyTypes: ['curvy', 'big'] },
  kinky: { interestSlugs: ['bondage', 'sadomasochism', 'sex_toys'] },
}

const slugAliases: Record<string, NicheTheme> = {
  women: 'women',
  woman: 'women',
  ladies: 'women',
  girls: 'women',
  female: 'women',
  men: 'men',
  man: 'men',
  guys: 'men',
  male: 'men',
  milf: 'milf',
  milfs: 'milf',
  cougar: 'cougar',
  cougars: 'cougar',
  mature: 'mature',
  seniors: 'mature',
  senior: 'mature',
  '50plus': 'mature',
  gilf: 'mature',
  young: 'young',
  students: 'young',
  student: 'young',
  gay: 'gay',
  lesbian: 'lesbian',
  lesbians: 'lesbian',
  she: 'lesbian',
  curvy: 'curvy',
  bbw: 'curvy',
  kinky: 'kinky',
  bdsm: 'kinky',
  fetish: 'kinky',
}

/** Site.niche: 1 general, 2 she, 3 bdsm, 4 bbw, 5 gilf, 6 milf, 7 gay. */
const nicheBySite: Record<number, NicheTheme> = {
  1: 'default',
  2: 'lesbian',
  3: 'kinky',
  4: 'curvy',
  5: 'mature',
  6: 'milf',
  7: 'gay',
}

export function normalizeSlug(slug: string | undefined): string | null {
  const value = slug?.trim().toLowerCase()
  if (!value || value.length > 60 || !/^[\p{L}\p{N}' .-]+$/u.test(value)) return null
  return value
}

/** The niche a slug names, or null when it names none. */
export function nicheThemeFromSlug(slug: string | undefined): NicheTheme | null {
  const value = normalizeSlug(slug)
  // Own keys only: a slug such as "constructor" must not reach Object.prototype.
  return value && Object.hasOwn(slugAliases, value) ? slugAliases[value]! : null
}

export function siteTheme(niche: number): LanderTheme {
  return { key: nicheBySite[niche] ?? 'default', place: null, country: null }
}

export function themeFilter(theme: LanderTheme): MemberFilter {
  if (theme.key !== 'place') return themeFilters[theme.key]
  return theme.regionId ? { country: theme.country, regionId: theme.regionId } : { country: theme.country, city: theme.place }
}

const placeCache = createTtlCache<LanderTheme | null>(5 * 60_000)

/** A region or a member's city of the site whose name the slug spells ("den-haag" → Den Haag). */
function findPlace(site: { id: number; countries: string[] }, slug: string): Promise<LanderTheme | null> {
  return placeCache.get(`${site.id}:${slug}`, async () => {
    const names = [...new Set([slug, slug.replace(/[-_]+/g, ' '), slug.replace(/\s+/g, '-')])]
    const region = await prisma.region.findFirst({
      where: { countryCode: { in: site.countries }, OR: names.map((name) => ({ name: { equals: name, mode: 'insensitive' } })) },
      select: { id: true, name: true, countryCode: true },
      orderBy: { id: 'asc' },
    })
    if (region) return { key: 'place', place: region.name, country: region.countryCode, regionId: region.id }
    const member = await prisma.profile.findFirst({
      where: {
        siteId: site.id,
        searchable: true,
        OR: names.map((name) => ({ city: { equals: name, mode: 'insensitive' } })),
      },
      select: { city: true, country: true },
      orderBy: { lastActiveAt: 'desc' },
    })
    return member?.city ? { key: 'place', place: member.city, country: member.country, regionId: null } : null
  })
}

export async function resolveLanderTheme(
  site: { id: number; niche: number; countries: string[] },
  slug: string | undefined,
): Promise<LanderTheme> {
  const niche = nicheThemeFromSlug(slug)
  if (niche) return { key: niche, place: null, country: null }
  const value = normalizeSlug(slug)
  return (value ? await findPlace(site, value) : null) ?? siteTheme(site.niche)
}

export function clearLanderThemeCache() {
  placeCache.clear()
}
// Places come from regions, the site's countries and members' cities.
for (const topic of ['reference', 'site', 'member-listings'] as const) onInvalidation(topic, clearLanderThemeCache)
