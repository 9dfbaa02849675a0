const cache = new Map<string, Intl.DisplayNames>()

/** A country's name in the page language, from the ICU data every browser and Node ship. */
export function countryName(code: string, locale: string): string {
  const tag = locale === 'nb' ? 'nb-NO' : locale
  let names = cache.get(tag)
  if (!names) {
    names = new Intl.DisplayNames([tag, 'en'], { type: 'region' })
    cache.set(tag, names)
  }
  return names.of(code) ?? code
}
