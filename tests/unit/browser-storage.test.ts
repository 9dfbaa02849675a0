// The cookie policy is generated from shared/privacy/browser-storage.ts; this test reads the code
// for every cookie name and browser-storage key it sets and fails when one is missing from that
// list (or the list names one the code no longer sets), so the policy cannot drift.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserStorage, consentCookieNames } from '../../shared/privacy/browser-storage.ts'
import { CONSENT_COOKIE } from '../../shared/privacy/consent.ts'
import { loadLocale } from './locale-files.ts'
import { locales } from '../../shared/i18n/config.ts'

const roots = ['app', 'server', 'shared', 'public', 'jobs']
const skip = /(^|\/)(generated|node_modules)(\/|$)|\.test\.tsx?$|\.fixture\.ts$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (skip.test(file)) return []
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [file] : []
  })
}

const files = roots.flatMap((root) => sourceFiles(root)).map((file) => ({ file, text: readFileSync(file, 'utf8') }))

/** String constants of the whole code base: `const NAME = 'value'` and arrow functions returning a template. */
const constants = new Map<string, string>()
for (const { text } of files) {
  for (const m of text.matchAll(/\bconst (\w+)\s*=\s*(['"])([^'"\n]+)\2/g)) constants.set(m[1]!, m[3]!)
  for (const m of text.matchAll(/\bconst (\w+)\s*=\s*\([^)]*\)\s*(?::\s*\w+\s*)?=>\s*`([^`\n]+)`/g)) constants.set(m[1]!, m[2]!)
}

/** Helpers that pass a caller's cookie name on (the callers are found instead): file and argument. */
const passThrough = new Set(['server/http/cookies.ts:name'])

/** The name an argument expression stands for: a literal, a template, a constant or a call of one. */
function resolve(expression: string): string | null {
  const e = expression.trim()
  const literal = /^(['"])(.+)\1$/.exec(e)
  if (literal) return literal[2]!
  const template = /^`(.+)`$/.exec(e)
  if (template) return template[1]!
  const call = /^(\w+)\(.*\)$/.exec(e)
  if (call) return constants.get(call[1]!) ?? null
  return constants.get(e) ?? null
}

/** `${userId}` and `{memberId}` are both "a part that varies". */
const normalise = (name: string) => name.replace(/\$\{[^}]+\}|\{[^}]+\}/g, '*').replace(/\?.*$/, '')

interface Found {
  name: string
  kind: string
  file: string
}

function findAll(): Found[] {
  const found: Found[] = []
  const add = (kind: string, expression: string, file: string) => {
    const name = resolve(expression)
    found.push({ name: name === null ? `<unresolved: ${expression}>` : normalise(name), kind, file })
  }
  for (const { file, text } of files) {
    // Cookies made with React Router or the cookie package, and cookie-name constants.
    for (const m of text.matchAll(/(?<!function )\b(?:createCookie|cookieNamed)\(\s*([^,)]+)/g))
      if (!passThrough.has(`${file}:${m[1]}`)) add('cookie', m[1]!, file)
    // The cookie package's serialize(name, value); a React Router cookie's .serialize(value) is not a name.
    for (const m of text.matchAll(/(?<![.\w])serialize\(\s*([^,)]+),/g)) add('cookie', m[1]!, file)
    for (const m of text.matchAll(/\bconst (\w*_COOKIE|\w*CookieName)\s*=\s*(['"][^'"]+['"])/g)) add('cookie', m[2]!, file)
    // Cookies the page's own script writes.
    for (const m of text.matchAll(/\.cookie\s*=\s*`\$\{(\w+)\}=/g)) add('cookie', m[1]!, file)
    // Local and session storage, called directly or through a Storage passed in.
    for (const m of text.matchAll(
      /\b(?:localStorage|sessionStorage|storage)\.(?:setItem|getItem|removeItem)\(\s*(\w+\([^)]*\)|[^,)]+)/g,
    ))
      add('storage', m[1]!, file)
    // IndexedDB, the Cache API and service workers.
    for (const m of text.matchAll(/\bindexedDB\.open\(\s*([^,)]+)/g)) add('indexedDB', m[1]!, file)
    for (const m of text.matchAll(/\bcaches\.open\(\s*([^,)]+)/g)) add('cache', m[1]!, file)
    for (const m of text.matchAll(/\bserviceWorker\.register\(\s*([^,)]+)/g)) add('serviceWorker', m[1]!, file)
  }
  return found
}

const listed = new Set(browserStorage.map((item) => normalise(item.name)))

describe('cookies and browser storage', () => {
  const found = findAll()

  it('finds what the code sets (the search itself works)', () => {
    const names = new Set(found.map((f) => f.name))
    for (const name of [
      'amora_session',
      'lng',
      'amora_tracking',
      'amora.push.subscribed',
      'amora.matches.announced.*',
      '/sw-push.js',
    ])
      expect(names, name).toContain(name)
  })

  it('lists every cookie and storage key the code sets in shared/privacy/browser-storage.ts', () => {
    const missing = found.filter((f) => !listed.has(f.name)).map((f) => `${f.kind} ${f.name} (${f.file})`)
    expect(missing, 'add these to shared/privacy/browser-storage.ts (and their purpose to locales/*/legal.json)').toEqual([])
  })

  it('lists nothing the code no longer sets', () => {
    const names = new Set(found.map((f) => f.name))
    expect([...listed].filter((name) => !names.has(name))).toEqual([])
  })

  it('has a purpose, kind and category text for every item in every language', () => {
    for (const lng of locales) {
      const texts = loadLocale(lng)
      for (const item of browserStorage) {
        expect(texts[`legal:cookies.storage.${item.purpose}`], `${item.name} in ${lng}`).toBeTruthy()
        expect(texts[`legal:cookies.kinds.${item.kind}`], `${item.kind} in ${lng}`).toBeTruthy()
        expect(texts[`legal:cookies.categories.${item.category}`], `${item.category} in ${lng}`).toBeTruthy()
      }
    }
  })

  it('asks consent only for the tracking data, and remembers the answer in a necessary cookie', () => {
    expect(consentCookieNames).toEqual(['amora_tracking'])
    expect(browserStorage.find((item) => item.name === CONSENT_COOKIE)?.category).toBe('necessary')
  })
})
