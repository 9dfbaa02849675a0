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
    // ... while a call with options always asks i18next.
    i18n.addResource('de', 'search', 'greet', 'Moin {{name}}')
    expect(t('greet', { name: 'Ada' })).toBe('Moin Ada')
  })
})
