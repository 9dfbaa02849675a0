import type { Locale } from '../../shared/i18n/config.ts'

/** Each language in its own name (the same on every page, so a reader always finds theirs). */
export const languageNames: Record<Locale, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
}
