// The legal texts state what the product does, from the same settings the code uses (issue 34
// items 2, 4, 5): refunds of whole unused purchases within the site's refund_days; direct debit
// named only for the countries where the checkout offers it (the method catalogue, the site's
// switches, Mollie and an SMS sender, the company's SEPA creditor identifier); credits priced as
// the site's message_credits and photo_credits (a photo sent in a chat), never "unlocking a
// private photo".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '../../shared/i18n/config.ts'
import { countryName } from '../../shared/country-name.ts'
import { resetEnv } from '../env.ts'
import { getI18n } from '../i18n/resources.ts'
import { directDebitCountries } from '../payments/direct-debit-countries.ts'
import { CATALOGUE } from '../payments/methods.ts'
import { resetProviderClients } from '../payments/providers.ts'
import { setSmsSender } from '../sms/sms.ts'
import type { SiteWithCompany } from '../sites/get-site-by-host.ts'
import { testSite } from './legal.fixture.ts'
import { buildLegalFacts } from './legal.ts'
import { renderLegalPage, type LegalPageContent } from './legal-page.ts'

const saved = process.env.MOLLIE_API_KEY
beforeAll(() => {
  // Mollie configured and an SMS sender: direct debit is offered where the catalogue has it.
  process.env.MOLLIE_API_KEY = 'test_fakefakefakefakefakefakefakefa'
  resetEnv()
  resetProviderClients()
  setSmsSender({ kind: 'files', send: async () => undefined })
})
afterAll(() => {
  if (saved === undefined) delete process.env.MOLLIE_API_KEY
  else process.env.MOLLIE_API_KEY = saved
  resetEnv()
  resetProviderClients()
  setSmsSender(undefined)
})

const site = (change: Partial<SiteWithCompany> = {}, company: Partial<SiteWithCompany['company']> = {}) =>
  ({ ...testSite, ...change, company: { ...testSite.company, ...company } }) as SiteWithCompany

/** Everything a page says, as one string. */
function pageText(page: LegalPageContent): string {
  const runs = page.sections.flatMap((s) => [
    s.heading,
    ...s.blocks
      .flatMap((b) => (b.kind === 'paragraph' ? [b.content] : b.items))
      .flat()
      .map((r) => r.text),
  ])
  return [page.title, page.intro.map((r) => r.text).join(''), ...runs].join('\n')
}

const render = (page: 'terms' | 'faq' | 'return-policy', s: SiteWithCompany, locale: (typeof locales)[number]) =>
  renderLegalPage(page, s, locale, getI18n(locale))

describe('direct debit in the legal texts', () => {
  it('is offered where the checkout offers it: the site’s SEPA countries, with Mollie, an SMS sender and a creditor id', () => {
    expect(directDebitCountries(site())).toEqual(['NL', 'DE'])
    expect(directDebitCountries(site()).every((c) => (CATALOGUE.sdd.countries as readonly string[]).includes(c))).toBe(true)
    expect(directDebitCountries(site({ paymentMethodsOff: ['sdd'] }))).toEqual([])
    expect(directDebitCountries(site({ paymentProvidersOff: ['mollie'] }))).toEqual([])
    expect(directDebitCountries(site({}, { sepaCreditorId: '' }))).toEqual([])
    expect(directDebitCountries(site({ countries: ['DK', 'SE', 'PL', 'NO'] }))).toEqual([])
    expect(buildLegalFacts(site(), 'en').directDebitCountries).toEqual(['NL', 'DE'])
  })

  it.each([...locales])(
    'names exactly those countries in the terms and FAQ (%s), and no direct debit where there is none',
    (lng) => {
      const t = getI18n(lng).getFixedT(lng, 'legal')
      const sentence = t('terms.sections.s6.p3', { directDebitCountries: '' }).trim()
      for (const page of ['terms', 'faq'] as const) {
        const offered = pageText(render(page, site(), lng))
        expect(offered).toContain(countryName('NL', lng))
        expect(offered).toContain(countryName('DE', lng))
        const none = pageText(render(page, site({ countries: ['DK', 'SE'] }), lng))
        // The sentences that name direct debit are left out.
        expect(none).not.toContain(sentence.slice(0, 12))
        expect(none).not.toContain(t('terms.sections.s5.p2'))
        expect(none).not.toContain(t('terms.sections.s6.p4').slice(0, 30))
      }
      const offeredTerms = pageText(render('terms', site(), lng))
      expect(offeredTerms).not.toContain(countryName('DK', lng))
    },
  )
})

describe('credits and refunds in the legal texts', () => {
  it.each([...locales])('price messages and photos sent in a chat from the site’s settings (%s)', (lng) => {
    for (const page of ['terms', 'faq'] as const) {
      const text = pageText(render(page, site({ messageCredits: 13, photoCredits: 37 }), lng))
      expect(text).toContain('13')
      expect(text).toContain('37')
    }
  })

  it('no longer says a private photo is unlocked with credits, nor promises partial refunds (en)', () => {
    const all = (['terms', 'faq', 'return-policy'] as const).map((p) => pageText(render(p, site(), 'en'))).join('\n')
    expect(all).not.toMatch(/unlock|private photo/i)
    expect(all).toContain('sending a photo in a chat costs 20 credits')
    expect(all).not.toMatch(/most recent|share of the price/i)
    expect(all).toContain('not even in part')
  })

  it.each([...locales])('states the site’s refund_days in the return policy and FAQ (%s)', (lng) => {
    for (const page of ['faq', 'return-policy'] as const)
      expect(pageText(render(page, site({ refundDays: 23 }), lng))).toContain('23')
  })
})
