// Browser side: the page's language is loaded before hydration, as one chunk per language
// (vite.config.ts puts each language's files in `locale-<lng>`; the root preloads the page's, so
// the browser fetches it beside the other modules instead of after the entry ran). Every key is
// in all eleven languages (tests/unit/locales), so no other language is needed as a fallback.
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
