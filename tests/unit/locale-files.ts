// Reads the translation files the way i18next sees them: every locales/<lng>/*.json is a
// namespace, and keys are flattened to "namespace:a.b.c". Non-JSON files in a language's
// folder are not read.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

export const localesDir = path.resolve('locales')

type Tree = { [key: string]: string | Tree }
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  )
}

/** Every string of one language, as { "namespace:key.path": text }, from every namespace file present. */
export function loadLocale(lng: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const file of readdirSync(path.join(localesDir, lng)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '')
    for (const [k, v] of Object.entries(flatten(JSON.parse(readFileSync(path.join(localesDir, lng, file), 'utf8')))))
      out[`${ns}:${k}`] = v
  }
  return out
}

export const pluralSuffix = /_(zero|one|two|few|many|other)$/

/** The English text a translated key renders: the same key, or for plural forms English's _other. */
export function englishFor(english: Record<string, string>, key: string): string | undefined {
  return english[key] ?? english[`${key.replace(pluralSuffix, '')}_other`]
}
