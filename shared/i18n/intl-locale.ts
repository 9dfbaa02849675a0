// The one place a site language becomes the locale tag Intl formats with (dates, prices, lists,
// relative times, country names), on the server, in e-mails and in the browser alike.

/** Site language → Intl tag: our English is British (authorise, cancelled), and "nb" needs a region in some runtimes. */
export function intlLocale(language: string): string {
  if (language === 'en') return 'en-GB'
  if (language === 'nb') return 'nb-NO'
  return language
}

const lists = new Map<string, Intl.ListFormat>()

/** "a, b or c" / "a, b and c" in the page language. */
export function formatList(items: readonly string[], language: string, type: 'conjunction' | 'disjunction'): string {
  const key = `${language}:${type}`
  let format = lists.get(key)
  if (!format) lists.set(key, (format = new Intl.ListFormat(intlLocale(language), { style: 'long', type })))
  return format.format(items)
}

/** Countries with more than one zone where one holds nearly everyone (Büsingen, the Canaries). */
const MAIN_ZONE: Readonly<Record<string, string>> = { DE: 'Europe/Berlin', ES: 'Europe/Madrid', PT: 'Europe/Lisbon' }

/**
 * The time zone of a country with one (Finland: Europe/Helsinki), else UTC (the United States,
 * Canada, Australia): an order's dates are shown where it was paid, the same on the server and in
 * the browser.
 */
export function countryTimeZone(country: string): string {
  if (MAIN_ZONE[country]) return MAIN_ZONE[country]
  try {
    const place = new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] }
    const zones = place.getTimeZones?.() ?? place.timeZones ?? []
    return zones.length === 1 ? zones[0]! : 'UTC'
  } catch {
    return 'UTC'
  }
}
