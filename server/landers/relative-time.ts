// "2 hours ago" in the page language, worked out once on the server so the browser's
// hydration renders exactly the same words.
import { intlLocale } from '../../shared/i18n/intl-locale.ts'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** One formatter per language: building one costs more than the formatting (a profile shows several). */
const formats = new Map<string, Intl.RelativeTimeFormat>()

function formatFor(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })))
  return format
}

export function timeAgo(iso: string, locale: string, now = Date.now()): string {
  const format = formatFor(locale)
  const elapsed = Math.max(0, now - Date.parse(iso))
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms || unit === 'minute') return format.format(-Math.floor(elapsed / ms), unit)
  }
  return format.format(0, 'minute')
}
