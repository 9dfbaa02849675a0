import { intlLocale } from './i18n/intl-locale.ts'

/** Names already looked up, by language and then by country code. */
const cache = new Map<string, { names: Intl.DisplayNames; byCode: Map<string, string> }>()

/**
 * A country's name in the page language, from the ICU data every browser and Node ship. Each name
 * is remembered: `Intl.DisplayNames#of` is slow enough to show in a page's rendering time (the
 * search form lists every country of the site on every results page), and the codes are few.
 */
export function countryName(code: string, locale: string): string {
  const tag = intlLocale(locale)
  let entry = cache.get(tag)
  if (!entry) {
    entry = { names: new Intl.DisplayNames([tag, 'en'], { type: 'region' }), byCode: new Map() }
    cache.set(tag, entry)
  }
  let name = entry.byCode.get(code)
  if (name === undefined) {
    name = entry.names.of(code) ?? code
    if (entry.byCode.size < 1_000) entry.byCode.set(code, name)
  }
  return name
}
