// Browser side: the rest of the page's language, one chunk per language (vite.config.ts puts each
// language's files in `locale-<lng>`). A page hydrates with the texts it carries
// (server/i18n/resources.ts, withPageTexts); the translator loads this when a render first needs
// another namespace (shared/i18n/translator.ts). Every key is in all eleven languages
// (tests/unit/locales), so no other language is needed as a fallback.
import type { LanguageTexts } from '../../shared/i18n/translator.ts'
import type { Locale } from '../../shared/i18n/config.ts'

// emails.json and legal.json are rendered on the server only and never shipped to browsers.
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/*/emails.json',
  '!../../locales/*/legal.json',
])

function namespaceOf(file: string) {
  return file
    .split('/')
    .pop()!
    .replace(/\.json$/, '')
}

export async function loadLocaleResources(locale: Locale): Promise<LanguageTexts> {
  const entries = Object.entries(files).filter(([file]) => file.split('/').at(-2) === locale)
  const loaded = await Promise.all(entries.map(async ([file, load]) => [namespaceOf(file), (await load()).default] as const))
  return Object.fromEntries(loaded)
}
