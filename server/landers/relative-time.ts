// "2 hours ago" in the page language, worked out once on the server so the browser's
// hydration renders exactly the same words.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

export function timeAgo(iso: string, locale: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale === 'nb' ? 'nb-NO' : locale, { numeric: 'auto' })
  const elapsed = Math.max(0, now - Date.parse(iso))
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms || unit === 'minute') return format.format(-Math.floor(elapsed / ms), unit)
  }
  return format.format(0, 'minute')
}
