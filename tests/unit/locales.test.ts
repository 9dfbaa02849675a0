// Every key in every language, and no non-English file that copies the English text.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../app/i18n/config.ts'

const dir = path.resolve('locales')
/** Texts that are the same in English and elsewhere on purpose (reviewed). */
const sameAsEnglishAllowed = new Set<string>([
  'common:error.default@es', // "Error" is Spanish too
  // "Region" is the word Danish, German, Norwegian and Swedish use for a region.
  'accounts:subregion.region@da',
  'accounts:subregion.region@de',
  'accounts:subregion.region@nb',
  'accounts:subregion.region@sv',
  // Dutch says "credits" and "per credit" too.
  'complaints:pricing.credits_one@nl',
  'complaints:pricing.credits_other@nl',
  'complaints:pricing.perCredit@nl',
  // "Likes" is the everyday word in Danish, German, Norwegian, Dutch and Swedish dating apps
  // (their legal texts already say "likes").
  'common:shell.likes@da',
  'common:shell.likes@de',
  'common:shell.likes@nb',
  'common:shell.likes@nl',
  'common:shell.likes@sv',
  // German and Dutch call them "Credits" too (see complaints:pricing).
  'common:shell.credits@de',
  'common:shell.credits@nl',
  // Profile labels that are the ordinary word in these languages too (members namespace).
  ...['da', 'de', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'].map((lng) => `members:interests.sushi@${lng}`),
  ...['da', 'de', 'nb', 'sv'].map((lng) => `members:interests.sex@${lng}`),
  ...['da', 'fr', 'it', 'nb', 'nl', 'sv'].map((lng) => `members:interests.bondage@${lng}`),
  'members:interests.sadomasochism@sv',
  'members:options.gender.male@nl', // "Man"
  'members:options.gender.male@sv',
  'members:options.sexuality.bi@es', // "Bisexual"
  'members:profile.photoCount_one@fr', // "{{count}} photo(s)"
  'members:profile.photoCount_other@fr',
])

type Tree = { [key: string]: string | Tree }
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  )
}
function load(lng: string) {
  const out: Record<string, string> = {}
  for (const file of readdirSync(path.join(dir, lng)).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '')
    for (const [k, v] of Object.entries(flatten(JSON.parse(readFileSync(path.join(dir, lng, file), 'utf8')))))
      out[`${ns}:${k}`] = v
  }
  return out
}

const english = load('en')
const pluralSuffix = /_(zero|one|two|few|many|other)$/

describe.each(locales.filter((l) => l !== 'en'))('locale %s', (lng) => {
  const strings = load(lng)
  it('has every English key', () => {
    const missing = Object.keys(english).filter((k) => {
      if (k in strings) return false
      // Plural forms differ per language: any form of the same base key counts.
      const base = k.replace(pluralSuffix, '')
      return !Object.keys(strings).some((s) => s.replace(pluralSuffix, '') === base)
    })
    expect(missing).toEqual([])
  })
  it('has no key that English lacks', () => {
    const englishBases = new Set(Object.keys(english).map((k) => k.replace(pluralSuffix, '')))
    expect(Object.keys(strings).filter((k) => !englishBases.has(k.replace(pluralSuffix, '')))).toEqual([])
  })
  it('translates instead of copying English', () => {
    const copied = Object.entries(strings).filter(
      ([k, v]) => english[k] === v && /[a-z]{3}/i.test(v) && !sameAsEnglishAllowed.has(`${k}@${lng}`),
    )
    expect(copied.map(([k]) => k)).toEqual([])
  })
  it('has every plural form the language needs', () => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories
    const bases = new Set(
      Object.keys(strings)
        .filter((k) => pluralSuffix.test(k))
        .map((k) => k.replace(pluralSuffix, '')),
    )
    const missing = [...bases].flatMap((base) =>
      categories.filter((c) => !(`${base}_${c}` in strings)).map((c) => `${base}_${c}`),
    )
    expect(missing).toEqual([])
  })
  it('keeps the same interpolation variables as English', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()
    const wrong = Object.entries(strings).filter(([k, v]) => {
      const en = english[k] ?? english[`${k.replace(pluralSuffix, '')}_other`]
      return (
        en !== undefined &&
        JSON.stringify(vars(v)) !== JSON.stringify(vars(en).filter((x) => x !== 'count' || vars(v).includes('count')))
      )
    })
    expect(wrong.map(([k]) => k)).toEqual([])
  })
})
