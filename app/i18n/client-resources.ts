// Browser side: English is bundled, the other ten languages load lazily as chunks.
import type { ResourceLanguage } from 'i18next'
import type { Locale } from '../../shared/i18n/config.ts'

// emails.json and legal.json are rendered on the server only and never shipped to browsers.
const english = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../../locales/en/*.json', '!../../locales/en/emails.json', '!../../locales/en/legal.json'],
  {
    eager: true,
  },
)
const lazy = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/en/*.json',
  '!../../locales/*/emails.json',
  '!../../locales/*/legal.json',
])

function namespaceOf(file: string) {
  return file
    .split('/')
    .pop()!
    .replace(/\.json$/, '')
}

export const englishResources: ResourceLanguage = Object.fromEntries(
  Object.entries(english).map(([file, mod]) => [namespaceOf(file), mod.default]),
)

export async function loadLocaleResources(locale: Locale): Promise<ResourceLanguage> {
  const entries = Object.entries(lazy).filter(([file]) => file.split('/').at(-2) === locale)
  const loaded = await Promise.all(entries.map(async ([file, load]) => [namespaceOf(file), (await load()).default] as const))
  return Object.fromEntries(loaded)
}
