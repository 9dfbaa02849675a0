import { readdirSync, readFileSync } from 'node:fs'
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { fixedT } from './use-translation.ts'

async function instance() {
  const i18n = createInstance()
  await i18n.init({
    lng: 'de',
    fallbackLng: 'en',
    ns: ['common', 'search'],
    defaultNS: 'common',
    resources: {
      en: { common: { only: 'English only' } },
      de: {
        common: { hello: 'Hallo', members_one: '{{count}} Mitglied', members_other: '{{count}} Mitglieder' },
        search: { title: 'Suche', greet: 'Hallo {{name}}' },
      },
    },
    interpolation: { escapeValue: false },
  })
  return i18n
}

describe('fixedT', () => {
  it('translates plain keys, keys with options, prefixed namespaces and fallbacks', async () => {
    const i18n = await instance()
    const t = fixedT(i18n, ['search', 'common'])
    expect(t('title')).toBe('Suche')
    expect(t('common:hello')).toBe('Hallo')
    expect(t('greet', { name: 'Ada' })).toBe('Hallo Ada')
    expect(t('common:members', { count: 1 })).toBe('1 Mitglied')
    expect(t('common:members', { count: 3 })).toBe('3 Mitglieder')
    expect(t('common:only')).toBe('English only')
    expect(fixedT(i18n)('hello')).toBe('Hallo')
  })

  it('is one function per instance, language and namespaces, and looks a plain key up once', async () => {
    const i18n = await instance()
    expect(fixedT(i18n, 'search')).toBe(fixedT(i18n, 'search'))
    expect(fixedT(i18n, 'search')).not.toBe(fixedT(i18n, 'common'))
    expect(fixedT(i18n, 'search')).not.toBe(fixedT(await instance(), 'search'))
    const t = fixedT(i18n, 'search')
    expect(t('title')).toBe('Suche')
    // A changed text is not seen again for a plain key (texts of an instance never change) ...
    i18n.addResource('de', 'search', 'title', 'Geändert')
    expect(t('title')).toBe('Suche')
    // ... nor for a key with values (looked up once, the values put in) ...
    expect(t('greet', { name: 'Ada' })).toBe('Hallo Ada')
    i18n.addResource('de', 'search', 'greet', 'Moin {{name}}')
    expect(t('greet', { name: 'Grace' })).toBe('Hallo Grace')
    // ... while a call that chooses a text (a count) always asks i18next.
    i18n.addResource('de', 'common', 'members_other', '{{count}} Leute')
    expect(fixedT(i18n, 'common')('members', { count: 3 })).toBe('3 Leute')
  })

  it('puts values into a text as i18next does', async () => {
    const i18n = createInstance()
    await i18n.init({
      lng: 'en',
      resources: {
        en: {
          translation: {
            two: '{{a}} and {{b}}, {{a}} again',
            none: 'No values here',
            spaced: 'Hi {{ name }}!',
            formatted: 'It costs {{n, number(minimumFractionDigits: 2)}}',
            context_male: 'He',
            context: 'They',
          },
        },
      },
      interpolation: { escapeValue: false },
    })
    const t = fixedT(i18n)
    const plain = i18n.getFixedT('en')
    const calls: [string, Record<string, unknown>][] = [
      ['two', { a: 'x', b: 2 }],
      ['two', { b: '$&{{a}}', a: '<b>' }],
      ['none', { a: 'x' }],
      ['spaced', { name: 'Ada' }],
      ['formatted', { n: 3 }],
      ['formatted', { n: 4.5 }],
      ['missing.key', { a: 'x' }],
      ['context', { context: 'male' }],
      ['two', { a: 'x' }],
    ]
    for (const [key, options] of calls) expect(t(key, options)).toBe(plain(key, options))
    // A format is applied each time, never frozen into a remembered text.
    expect(t('formatted', { n: 7 })).toBe('It costs 7.00')
  })
})

describe('the texts', () => {
  it('put values in without formats or nesting (what the remembered texts rely on)', () => {
    const dir = 'locales'
    for (const lng of readdirSync(dir))
      for (const file of readdirSync(`${dir}/${lng}`)) {
        const text = readFileSync(`${dir}/${lng}/${file}`, 'utf8')
        expect(text, `${lng}/${file}`).not.toMatch(/\{\{[^}]*,[^}]*\}\}|\$t\(/)
      }
  })
})
