// Every literal key the code translates exists in English: `t('ns:key')` anywhere, and `t('key')`
// in a file that names its namespaces (useTranslation('ns'), useTranslation(['a', 'b']),
// getFixedT(lng, 'ns'), and in emails/ the templates' own namespace). Keys built from values (`errors.${code}`) are checked by the tests of
// their lists; a typo in a literal key would otherwise show the key itself to members.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultNamespace } from '../../shared/i18n/config.ts'
import { loadLocale, pluralSuffix } from './locale-files.ts'

const ROOTS = ['app', 'server', 'shared', 'emails', 'jobs']
const SKIP = /(^|\/)(generated|node_modules)(\/|$)|\.test\.tsx?$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry)
    if (SKIP.test(file)) return []
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry) ? [file] : []
  })
}

const english = new Set(Object.keys(loadLocale('en')).map((key) => key.replace(pluralSuffix, '')))
const exists = (key: string) => english.has(key)

/** The namespaces a file names for its translate functions. */
function namespacesOf(source: string): string[] {
  const names = new Set<string>()
  for (const call of source.matchAll(/useTranslation\(([^)]*)\)|getFixedT\([^,)]+,\s*([^)]*)\)/g)) {
    const args = call[1] ?? call[2] ?? ''
    if (call[1] !== undefined && args.trim() === '') names.add(defaultNamespace)
    for (const literal of args.matchAll(/'([a-z-]+)'/g)) names.add(literal[1]!)
  }
  return [...names]
}

describe('literal translation keys', () => {
  const files = ROOTS.flatMap(sourceFiles)

  it('scan the code', () => {
    expect(files.length).toBeGreaterThan(300)
  })

  it('exist in locales/en', () => {
    const missing: string[] = []
    let checked = 0
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      const namespaces = namespacesOf(source)
      // E-mail templates translate in emails.json unless a definition names its namespace
      // (emails/email-definition.ts); emails/render.ts hands them that translator.
      if (file.startsWith(`emails${path.sep}`)) {
        namespaces.push('emails')
        for (const named of source.matchAll(/namespace: '([a-z-]+)'/g)) namespaces.push(named[1]!)
      }
      for (const call of source.matchAll(/\bt\(\s*'([A-Za-z0-9_.:-]+)'/g)) {
        const key = call[1]!
        if (key.includes(':')) {
          checked++
          if (!exists(key)) missing.push(`${file}: ${key}`)
        } else if (namespaces.length) {
          checked++
          if (!namespaces.some((ns) => exists(`${ns}:${key}`))) missing.push(`${file}: ${key} (in ${namespaces.join(', ')})`)
        }
      }
    }
    expect(checked).toBeGreaterThan(500)
    expect(missing).toEqual([])
  })
})
