// Site texts in the visitor's language (issue 16): the home page's title and description and the
// fictional-profile labels. A text an operator set for that language (SiteText) wins; else the
// site's own column when the page is in the site's own language; else the locale files' wording
// (with the site's name), so a German page never shows an English site text.
import type { Locale } from '../../shared/i18n/config.ts'
import { getI18n } from '../i18n/resources.ts'
import type { Site, SiteText } from '../generated/prisma/client.ts'

export const SITE_TEXT_KEYS = [
  'index_title',
  'description',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
] as const
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number]

export type SiteWithTexts = Pick<
  Site,
  'name' | 'domainLanguage' | 'indexTitle' | 'description' | 'fictionalWarning' | 'fictionalSingular' | 'fictionalPlural'
> & { texts: Pick<SiteText, 'locale' | 'key' | 'value'>[] }

const column = {
  index_title: 'indexTitle',
  description: 'description',
  fictional_warning: 'fictionalWarning',
  fictional_singular: 'fictionalSingular',
  fictional_plural: 'fictionalPlural',
} as const satisfies Record<SiteTextKey, keyof SiteWithTexts>

/** The locale files' wording for each text ({{name}}: the site's name). */
const defaults: Record<SiteTextKey, string> = {
  index_title: 'common:site.indexTitle',
  description: 'common:site.description',
  fictional_warning: 'members:fictional.warning',
  fictional_singular: 'common:site.fictionalSingular',
  fictional_plural: 'common:site.fictionalPlural',
}

export function isSiteTextKey(value: string): value is SiteTextKey {
  return (SITE_TEXT_KEYS as readonly string[]).includes(value)
}

export function siteText(site: SiteWithTexts, locale: Locale, key: SiteTextKey): string {
  const own = site.texts.find((t) => t.locale === locale && t.key === key)?.value.trim()
  if (own) return own
  const column_ = site[column[key]].trim()
  if (column_ && site.domainLanguage.slice(0, 2).toLowerCase() === locale) return column_
  const fallback = getI18n(locale).getFixedT(locale)(defaults[key], { name: site.name, defaultValue: '' })
  return fallback || column_
}

/** Every site text in one language. */
export function siteTexts(site: SiteWithTexts, locale: Locale): Record<SiteTextKey, string> {
  return Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, siteText(site, locale, key)])) as Record<SiteTextKey, string>
}
