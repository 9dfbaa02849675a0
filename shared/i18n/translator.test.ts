import { readdirSync, readFileSync } from 'node:fs'
import { createInstance, type i18n as I18n } from 'i18next'
import { describe, expect, it } from 'vitest'
import { defaultNamespace, locales, serverNamespaces } from './config.ts'
import { createTranslator, pageTexts, remember, type LanguageTexts } from './translator.ts'

/** A language's texts as the files have them (every namespace, the server's too). */
function textsOf(language: string): LanguageTexts {
  return Object.fromEntries(
    serverNamespaces.map((ns) => [ns, JSON.parse(readFileSync(`locales/${language}/${ns}.json`, 'utf8')) as unknown]),
  )
}

async function i18nextFor(language: string, texts: LanguageTexts, defaultNS = defaultNamespace): Promise<I18n> {
  const i18n = createInstance()
  await i18n.init({
    lng: language,
    fallbackLng: false,
    ns: Object.keys(texts),
    defaultNS,
    resources: { [language]: texts as Record<string, Record<string, unknown>> },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return i18n
}

/** Every text's key path, plural suffixes taken off (`members_one` → `members`). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${name}.`),
  )
}

const COUNTS = [0, 1, 2, 5, 11, 21, 22, 1.5]

describe('the translator', () => {
  it('gives every text of every language as i18next does: plain, with each count and with values', async () => {
    let compared = 0
    for (const language of locales) {
      const texts = textsOf(language)
      const ours = createTranslator(language, texts, defaultNamespace)
      const theirs = await i18nextFor(language, texts)
      for (const ns of serverNamespaces) {
        const t = ours.fixedT(ns)
        const expected = theirs.getFixedT(language, ns)
        for (const key of new Set(keysOf(texts[ns]))) {
          const values = { name: 'Ada', price: '9,99 €', country: 'Danmark', size: 5, x: '$&{{name}}' }
          expect(t(key), `${language} ${ns}:${key}`).toBe(expected(key))
          expect(t(key, values), `${language} ${ns}:${key} values`).toBe(expected(key, values))
          for (const count of COUNTS)
            expect(t(key, { count, ...values }), `${language} ${ns}:${key} ${count}`).toBe(expected(key, { count, ...values }))
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(11 * 500)
  }, 120_000)

  it('searches namespace lists in order, takes a namespace named in the key, the first key found of a list, and defaults', async () => {
    const texts = {
      common: { hello: 'Hallo', members_one: '{{count}} Mitglied', members_other: '{{count}} Mitglieder', nested: { a: 'A' } },
      search: { title: 'Suche', greet: 'Hallo {{ name }}', hello: 'Moin', none_zero: 'Keine', none_other: '{{count}} Stück' },
      flat: { 'with.dot': 'Punkt' },
    }
    const ours = createTranslator('de', texts, 'common')
    const theirs = await i18nextFor('de', texts, 'common')
    const calls: [string | readonly string[] | undefined, unknown, unknown?][] = [
      [['search', 'common'], 'title'],
      [['search', 'common'], 'hello'],
      [['common', 'search'], 'hello'],
      [['search', 'common'], 'members', { count: 1 }],
      [['search', 'common'], 'common:members', { count: 7 }],
      ['search', 'common:nested.a'],
      ['search', 'greet', { name: 'Ada' }],
      ['search', 'greet', { name: undefined }],
      ['search', 'greet', { other: 1 }],
      ['search', 'greet', { name: null }],
      ['search', 'greet'],
      ['search', 'none', { count: 0 }],
      ['search', 'none', { count: 4 }],
      ['search', 'missing.key'],
      ['search', 'missing.{{name}}', { name: 'x' }],
      ['search', 'common:missing'],
      ['search', 'missing', 'The default'],
      ['search', 'missing', { defaultValue: 'Default {{name}}', name: 'Ada' }],
      ['search', ['missing', 'title']],
      ['search', ['missing', 'other']],
      ['flat', 'with.dot'],
      [undefined, 'hello'],
    ]
    for (const [ns, key, values] of calls) {
      const t = ours.fixedT(ns)
      const expected = theirs.getFixedT('de', ns as string | string[] | undefined)
      const label = `${String(ns)} ${JSON.stringify(key)} ${JSON.stringify(values)}`
      if (values === undefined) expect(t(key as string), label).toBe(expected(key as string))
      else expect(t(key as string, values as never), label).toBe(expected(key as string, values as never))
    }
  })

  it('keeps one t per namespace list and looks a plain key up once', () => {
    const texts = { common: { hello: 'Hallo' } }
    const translator = createTranslator('de', texts, 'common')
    expect(translator.fixedT('common')).toBe(translator.fixedT('common'))
    expect(translator.fixedT(['common'])).toBe(translator.fixedT('common'))
    expect(translator.fixedT()).toBe(translator.fixedT('common'))
    expect(translator.fixedT('common')('hello')).toBe('Hallo')
    texts.common.hello = 'Moin'
    expect(translator.fixedT('common')('hello')).toBe('Hallo')
  })
})

describe('the translator of a page', () => {
  const all = { common: { hello: 'Hallo' }, accounts: { login: 'Anmelden' }, chat: { send: 'Senden' } }

  it('notes the namespaces a page asks for, by list and by key, the default one always', () => {
    const page = createTranslator('de', all, 'common').recording()
    expect([...page.namespaces]).toEqual(['common'])
    expect(page.fixedT(['chat', 'photos'])('send')).toBe('Senden')
    expect(page.fixedT('chat')('accounts:login')).toBe('Anmelden')
    expect(page.fixedT('chat')(['missing', 'payments:x'])).toBe('x')
    expect([...page.namespaces].sort()).toEqual(['accounts', 'chat', 'common', 'payments', 'photos'])
    // Each page its own notes.
    expect([...createTranslator('de', all, 'common').recording().namespaces]).toEqual(['common'])
  })

  it('renders with the texts the page brought and waits for the rest when a render needs it', async () => {
    let loads = 0
    const translator = createTranslator('de', pageTexts(all, ['common']), 'common', {
      loadAll: async () => {
        loads++
        return all
      },
    })
    expect(translator.fixedT()('hello')).toBe('Hallo')
    let thrown: unknown
    try {
      translator.fixedT('accounts')('login')
    } catch (error) {
      thrown = error
    }
    // What React takes as "wait for this" (the render suspends), and the same for every asker.
    expect(thrown).toBeInstanceOf(Promise)
    expect(() => translator.fixedT('chat')('send')).toThrow()
    await thrown
    expect(loads).toBe(1)
    expect(translator.fixedT('accounts')('login')).toBe('Anmelden')
    expect(translator.fixedT('chat')('send')).toBe('Senden')
    // A namespace no file has does not wait forever.
    expect(translator.fixedT('nothing')('key')).toBe('key')
  })

  it('loads ahead on preload, once, and shows keys when loading failed', async () => {
    let loads = 0
    const loaded = createTranslator('de', {}, 'common', {
      loadAll: async () => {
        loads++
        return all
      },
    })
    loaded.preload()
    loaded.preload()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loads).toBe(1)
    expect(loaded.fixedT('chat')('send')).toBe('Senden')

    const offline = createTranslator('de', pageTexts(all, ['common']), 'common', {
      loadAll: () => Promise.reject(new Error('offline')),
    })
    const waiting = (() => {
      try {
        offline.fixedT('chat')('send')
      } catch (error) {
        return error as Promise<void>
      }
    })()
    await waiting
    expect(offline.fixedT('chat')('send')).toBe('send')
    expect(offline.fixedT()('hello')).toBe('Hallo')
  })

  it('shows English, built in, when the language cannot be loaded; the page’s own texts stay', async () => {
    const english = { common: { hello: 'Hello' }, chat: { send: 'Send' } }
    const translator = createTranslator('de', pageTexts(all, ['common']), 'common', {
      loadAll: () => Promise.reject(new Error('chunk failed')),
      loadFallback: async () => english,
    })
    const waiting = (() => {
      try {
        translator.fixedT('chat')('send')
      } catch (error) {
        return error as Promise<void>
      }
    })()
    await waiting
    expect(translator.fixedT('chat')('send')).toBe('Send')
    expect(translator.fixedT()('hello')).toBe('Hallo')
    // Neither loads: keys, and nothing waits forever.
    const offline = createTranslator('de', {}, 'common', {
      loadAll: () => Promise.reject(new Error('offline')),
      loadFallback: () => Promise.reject(new Error('offline')),
    })
    offline.preload()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(offline.fixedT('chat')('send')).toBe('send')
  })

  it('is complete without a loader (the server): nothing waits', () => {
    const server = createTranslator('de', pageTexts(all, ['common']), 'common')
    expect(server.fixedT('chat')('send')).toBe('send')
  })
})

describe('the texts', () => {
  it('use only what the translator does: no formats, nesting, unescaped values, context or ordinals', () => {
    const dir = 'locales'
    for (const lng of readdirSync(dir))
      for (const file of readdirSync(`${dir}/${lng}`)) {
        const text = readFileSync(`${dir}/${lng}/${file}`, 'utf8')
        expect(text, `${lng}/${file}`).not.toMatch(/\{\{[^}]*,[^}]*\}\}|\$t\(|\{\{-|_ordinal_|"[^"]+_(male|female)"\s*:/)
      }
  })
})

describe('the caches', () => {
  it('are cleared when full, so made-up keys cannot grow them', () => {
    const cache = new Map<string, string>()
    for (let i = 0; i < 25; i++) remember(cache, `errors.made-up-${i}`, 'x', 10)
    expect(cache.size).toBeLessThanOrEqual(10)
    expect(cache.get('errors.made-up-24')).toBe('x')
  })

  it('keep translating after many made-up keys', () => {
    const t = createTranslator('de', { common: { hello: 'Hallo {{name}}' } }, 'common').fixedT()
    for (let i = 0; i < 50_000; i++) expect(t(`errors.made-up-${i}`, { count: i })).toBe(`errors.made-up-${i}`)
    expect(t('hello', { name: 'Ada' })).toBe('Hallo Ada')
  })
})
