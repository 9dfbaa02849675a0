// Browser side: the rest of the page's language, one chunk per language (`locale-<lng>`, built by
// scripts/vite-language-texts.ts). A page hydrates with the texts it carries
// (server/i18n/resources.ts, withPageTexts); the translator loads this when a render first needs
// another namespace (shared/i18n/translator.ts). Every key is in all eleven languages
// (tests/unit/locales), so no other language is needed as a fallback. E-mails and legal texts
// are rendered on the server only and never shipped to browsers.
import { loaders } from 'virtual:language-texts'
import type { LanguageTexts } from '../../shared/i18n/translator.ts'
import type { Locale } from '../../shared/i18n/config.ts'

export function loadLocaleResources(locale: Locale): Promise<LanguageTexts> {
  const load = loaders[locale]
  return load ? load() : Promise.reject(new Error(`No texts for ${locale}`))
}
