// The 11 languages of the site (SPEC §9). English is the server's fallback; browsers load only
// the page's language.
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
/**
 * Namespaces that only the pages using them carry (in their page texts), never the language
 * chunks: the staff console's (docs/staff.md), so members' browsers never load them.
 */
export const pageOnlyNamespaces = ['staff'] as const
/** Namespaces only the server needs: e-mails are rendered there, legal pages are rendered by their loader. */
export const serverNamespaces = [...namespaces, ...pageOnlyNamespaces, 'emails', 'legal'] as const
export const defaultNamespace = 'common'
/** Cookie that remembers the chosen language for 365 days. */
export const localeCookieName = 'lng'
export const localeCookieMaxAge = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** A member's stored language as a locale we speak; anything else reads as `fallback` (English unless given). */
export function localeOr(value: unknown, fallback: Locale = fallbackLocale): Locale {
  return isLocale(value) ? value : fallback
}

/** Maps a BCP 47 tag to one of our locales: "nb-NO", "no" and "nn" → nb, "de-AT" → de. */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  if (primary === 'no' || primary === 'nn') return 'nb'
  return isLocale(primary) ? primary : null
}
