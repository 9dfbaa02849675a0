// The 11 languages of the site (SPEC §9). English is built in and the fallback.
export const locales = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const
export type Locale = (typeof locales)[number]
export const fallbackLocale: Locale = 'en'
export const namespaces = [
  'common',
  'accounts',
  'landers',
  'members',
  'chat',
  'photos',
  'location',
  'complaints',
  'profile',
  'search',
  'offers',
  'likes',
  'payments',
  'notifications',
] as const
/** Namespaces only the server needs: e-mails are rendered there, legal pages are rendered by their loader. */
export const serverNamespaces = [...namespaces, 'emails', 'legal'] as const
export const defaultNamespace = 'common'
/** Cookie that remembers the chosen language for 365 days. */
export const localeCookieName = 'lng'
export const localeCookieMaxAge = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Maps a BCP 47 tag to one of our locales: "nb-NO", "no" and "nn" → nb, "de-AT" → de. */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  if (primary === 'no' || primary === 'nn') return 'nb'
  return isLocale(primary) ? primary : null
}

/** The best supported locale of an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const entry of ranked) {
    const locale = toLocale(entry.tag)
    if (locale) return locale
  }
  return null
}
