// The legal and info pages (SPEC §2 static pages) for the seeded default site: company facts,
// the stripped support phone (SPEC §5) and the terms version date (SPEC §5) in two languages.
import { describe, expect, it } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { i18nContext, localeContext, siteContext } from '../../app/context.ts'
import type { Locale } from '../../shared/i18n/config.ts'
import * as pagesRoute from '../../app/routes/pages.tsx'
import * as staticPageRoute from '../../app/routes/static-page.tsx'
import { getI18n } from '../../server/i18n/resources.ts'
import { prisma } from '../../server/db.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { buildLegalFacts, legalPages, termsVersionDate } from '../../server/pages/legal.ts'
import { renderLegalPage, type Inline, type LegalPageContent } from '../../server/pages/legal-page.ts'

const text = (runs: Inline[]) => runs.map((r) => r.text).join('')
function pageText(content: LegalPageContent): string {
  return [
    content.title,
    text(content.intro),
    ...content.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [text(b.content)] : b.items.map(text))),
    ]),
  ].join('\n')
}

async function context(locale: Locale) {
  const ctx = new RouterContextProvider()
  ctx.set(siteContext, await getSiteByHost('localhost'))
  ctx.set(localeContext, locale)
  ctx.set(i18nContext, getI18n(locale))
  return ctx
}

describe('legal pages of the seeded default site', async () => {
  const site = await getSiteByHost('localhost')
  const company = await prisma.company.findUniqueOrThrow({ where: { id: site.companyId } })

  it('has the facts the pages need', () => {
    const facts = buildLegalFacts(site, 'en')
    expect(facts.company).toBe(company.name)
    expect(facts.kvk).toBe(company.kvk)
    expect(facts.supportPhone).not.toMatch(/[\s-]/)
    expect(facts.supportPhone).toBe(site.supportPhone.replace(/[\s-]/g, ''))
    expect(facts.versionDate.getTime()).toBe(termsVersionDate(company.added).getTime())
    expect(facts.versionDate.getTime()).toBeGreaterThanOrEqual(Date.UTC(2023, 11, 1))
  })

  it.each([
    ['en', 'Netherlands', '15 March 2024'],
    ['de', 'Niederlande', '15. März 2024'],
  ] as const)('states the company, KvK, phone and version date on the terms in %s', (locale, country, date) => {
    // The seed adds the company on 2024-03-15, after 2023-12-01, so that is the version date.
    expect(company.added.toISOString().slice(0, 10)).toBe('2024-03-15')
    const terms = renderLegalPage('terms', site, locale, getI18n(locale))
    const all = pageText(terms)
    expect(all).toContain(company.name)
    expect(all).toContain(company.kvk)
    expect(all).toContain(country)
    expect(all).toContain('+31201234567')
    expect(all).toContain(date)
    expect(terms.version).toEqual({ iso: '2024-03-15', text: date })
  })

  it('puts the company block on the service page in both languages', () => {
    for (const locale of ['nl', 'de'] as const) {
      const service = renderLegalPage('service', site, locale, getI18n(locale))
      expect(service.contact).toMatchObject({
        company: company.name,
        kvk: company.kvk,
        vatNumbers: company.vatNumbers,
        tradenames: company.tradenames,
        email: site.supportEmail,
        phone: '+31201234567',
        phoneHref: 'tel:+31201234567',
      })
    }
  })

  it('states the refund days from the settings on the return policy', () => {
    const policy = renderLegalPage('return-policy', site, 'nl', getI18n('nl'))
    expect(text(policy.intro)).toContain(`${site.refundDays} dagen`)
  })

  it('serves every page through the /pages/<page> route', async () => {
    for (const page of legalPages) {
      const request = new Request(`http://localhost/pages/${page}`)
      const data = (await pagesRoute.loader({ request, params: {}, context: await context('en') } as never)) as LegalPageContent
      expect(data.page).toBe(page)
      expect(data.canonical).toBe(`http://localhost/pages/${page}`)
      expect(data.sections.length).toBeGreaterThan(0)
    }
  })

  it('serves a known token as its page with the canonical address, and 404s an unknown one', async () => {
    const call = async (token: string) =>
      staticPageRoute.loader({
        request: new Request(`http://she.localhost:3000/${token}`),
        params: { token },
        context: await context('de'),
      } as never)
    const impressum = (await call('impressum')) as LegalPageContent
    expect(impressum.page).toBe('service')
    expect(impressum.canonical).toBe('http://she.localhost:3000/pages/service')
    expect(impressum.title).toBe('Kundenservice')
    const thrown = await call('no-such-page').catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })
})
