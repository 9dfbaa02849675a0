import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '../../shared/i18n/config.ts'
import { getI18n } from '../i18n/resources.ts'
import { testSite } from './legal.fixture.ts'
import { legalPages } from './legal.ts'
import { cachedLegalPage, parseInline, renderLegalPage, type Inline, type LegalPageContent } from './legal-page.ts'
import { pageTokens, resolvePageToken } from './page-tokens.ts'

const facts = { supportEmail: 'support@amora.example', supportPhone: '+31201234567', supportPhoneHref: 'tel:+31201234567' }

describe('parseInline', () => {
  it('turns [label](/path) into an internal link', () => {
    expect(parseInline('Read the [privacy policy](/pages/privacy) first.', facts)).toEqual([
      { text: 'Read the ' },
      { text: 'privacy policy', href: '/pages/privacy' },
      { text: ' first.' },
    ])
  })
  it('links the support e-mail address and phone number', () => {
    expect(parseInline('Mail support@amora.example or call +31201234567.', facts)).toEqual([
      { text: 'Mail ' },
      { text: 'support@amora.example', href: 'mailto:support@amora.example' },
      { text: ' or call ' },
      { text: '+31201234567', href: 'tel:+31201234567' },
      { text: '.' },
    ])
  })
  it('refuses links to other sites and scripts', () => {
    expect(
      parseInline('[x](https://evil.example) [y](javascript:alert(1)) [z](//evil.example)', facts).filter((r) => r.href),
    ).toEqual([])
  })
})

describe('resolvePageToken', () => {
  it('knows every page by its own name', () => {
    for (const page of legalPages) expect(resolvePageToken(page)).toBe(page)
  })
  it('knows the aliases, in any case', () => {
    expect(resolvePageToken('contact')).toBe('service')
    expect(resolvePageToken('Impressum')).toBe('service')
    expect(resolvePageToken('refund')).toBe('return-policy')
    expect(resolvePageToken('AGB')).toBe('terms')
    expect(resolvePageToken('disclaimer')).toBe('terms')
  })
  it('is null for anything else', () => {
    expect(resolvePageToken('members-of-the-jury')).toBeNull()
    expect(resolvePageToken('toString')).toBeNull()
    expect(resolvePageToken('')).toBeNull()
    expect(resolvePageToken(undefined)).toBeNull()
  })
  it('is documented in docs/pages.md', () => {
    const docs = readFileSync('docs/pages.md', 'utf8')
    expect(pageTokens().filter(([token]) => !docs.includes(`\`/${token}\``))).toEqual([])
  })
  it('has a token for every page and only pages as targets', () => {
    const targets = new Set(pageTokens().map(([, page]) => page))
    expect([...targets].sort()).toEqual([...legalPages].sort())
  })
})

const text = (runs: Inline[]) => runs.map((r) => r.text).join('')
function allText(content: LegalPageContent): string[] {
  return [
    content.title,
    content.description,
    text(content.intro),
    ...Object.values(content.labels),
    ...content.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [text(b.content)] : b.items.map(text))),
    ]),
  ]
}
const links = (content: LegalPageContent) =>
  [content.intro, ...content.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.content] : b.items)))]
    .flat()
    .map((r) => r.href)
    .filter(Boolean)

describe.each(legalPages)('the %s page', (page) => {
  const english = renderLegalPage(page, testSite, 'en', getI18n('en'))

  it('has sections with text in English', () => {
    expect(english.title).not.toBe('')
    expect(english.sections.length).toBeGreaterThan(0)
    for (const section of english.sections) expect(section.blocks.length).toBeGreaterThan(0)
  })

  it.each(locales)('is complete and interpolated in %s, with the same links as English', (locale) => {
    const content = renderLegalPage(page, testSite, locale, getI18n(locale))
    const strings = allText(content)
    expect(strings.filter((s) => !s.trim())).toEqual([])
    expect(strings.filter((s) => /\{\{|\}\}|legal:|\]\(/.test(s))).toEqual([])
    expect(content.sections.map((s) => s.heading)).toHaveLength(english.sections.length)
    expect(links(content).sort()).toEqual(links(english).sort())
    if (locale !== 'en') expect(content.title).not.toBe(english.title)
  })
})

describe('facts on the pages', () => {
  it('the terms state the company, KvK and version date', () => {
    const terms = renderLegalPage('terms', testSite, 'nl', getI18n('nl'))
    const all = allText(terms).join('\n')
    expect(all).toContain('Amora Media B.V.')
    expect(all).toContain('81234567')
    expect(all).toContain('15 maart 2024')
    expect(terms.version).toEqual({ iso: '2024-03-15', text: '15 maart 2024' })
    expect(terms.canonical).toBe('/pages/terms')
  })
  it('the service page has the company block and the stripped phone as a tel: link', () => {
    const service = renderLegalPage('service', testSite, 'en', getI18n('en'))
    expect(service.contact).toMatchObject({ phone: '+31201234567', phoneHref: 'tel:+31201234567', kvk: '81234567' })
    expect(service.version).toBeNull()
    expect(links(service)).toContain('/complaints')
    expect(links(service)).toContain('tel:+31201234567')
  })
  it('the return policy states the refund days from the settings', () => {
    const site = { ...testSite, refundDays: 30 } as typeof testSite
    expect(text(renderLegalPage('return-policy', site, 'de', getI18n('de')).intro)).toContain('30 Tagen')
  })
})

describe('cachedLegalPage', () => {
  it('renders a page once per site object, language and origin, as renderLegalPage does', () => {
    const site = { ...testSite } as typeof testSite
    const first = cachedLegalPage('terms', site, 'de', getI18n('de'), 'https://a.example')
    expect(first).toEqual(renderLegalPage('terms', site, 'de', getI18n('de'), 'https://a.example'))
    expect(cachedLegalPage('terms', site, 'de', getI18n('de'), 'https://a.example')).toBe(first)
    expect(cachedLegalPage('terms', site, 'nl', getI18n('nl'), 'https://a.example')).not.toBe(first)
    expect(cachedLegalPage('terms', site, 'de', getI18n('de'), 'https://b.example').canonical).toBe(
      'https://b.example/pages/terms',
    )
    // A site read again (changed settings) is another object: its pages are rendered anew.
    const changed = { ...site, refundDays: 30 } as typeof testSite
    expect(text(cachedLegalPage('return-policy', changed, 'de', getI18n('de')).intro)).toContain('30 Tagen')
  })
})
