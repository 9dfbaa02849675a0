// The /pricing data against the seeded packages: four tiers per country in its currency,
// one popular, and the site's first country when the asked one is not served.
import { describe, expect, it } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { prisma } from '../../server/db.ts'
import { getPricing } from '../../server/pricing/get-pricing.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { localeContext, siteContext } from '../../app/context.ts'
import * as pricingPage from '../../app/routes/pricing.tsx'

const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
/** Intl separates amount and symbol with (narrow) no-break spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('getPricing', () => {
  it('shows the four tiers for NL in euros, one of them popular, formatted in the page language', async () => {
    const pricing = await getPricing(await site(), { country: 'NL', language: 'nl' })
    expect(pricing.country).toBe('NL')
    expect(pricing.packages.map((p) => p.tier)).toEqual(['p0', 'p1', 'p2', 'p3'])
    expect(pricing.packages.every((p) => p.currency === 'EUR')).toBe(true)
    expect(pricing.packages.filter((p) => p.popular)).toHaveLength(1)
    const p0 = pricing.packages[0]!
    expect(p0).toMatchObject({ credits: 15, amount: 499 })
    expect([plain(p0.price), plain(p0.pricePerCredit)]).toEqual(['€ 4,99', '€ 0,33'])
    expect(plain((await getPricing(await site(), { country: 'nl', language: 'de' })).packages[0]!.price)).toBe('4,99 €')
    expect(pricing.costs).toEqual({ message: 10, photo: 20, gift: { credits: 5, from: true } })
    // minimum_message_costs: the least a message costs there, in money (10 credits of the largest package).
    const p3 = pricing.packages[3]!
    expect(plain(pricing.messageFrom!)).toBe(
      plain(
        new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(
          Math.round((p3.amount / p3.credits) * 10) / 100,
        ),
      ),
    )
    expect(pricing.refundDays).toBe(14)
    expect(pricing.premiumPhotoLimit).toBe(25)
  })

  it('uses the country’s own currency', async () => {
    const pl = await getPricing(await site(), { country: 'PL', language: 'pl' })
    expect(pl.packages.map((p) => p.currency)).toEqual(['PLN', 'PLN', 'PLN', 'PLN'])
    expect(plain(pl.packages[0]!.price)).toBe('19,99 zł')
    const no = await getPricing(await site(), { country: 'NO', language: 'nb' })
    expect(plain(no.packages[0]!.price)).toBe('59,00 kr')
    expect(pl.messageFrom).toMatch(/zł$/)
    // A country without a minimum shows none.
    const s = await site()
    expect((await getPricing({ ...s, minimumMessageCosts: {} }, { country: 'PL', language: 'pl' })).messageFrom).toBeNull()
  })

  it('falls back to the visitor’s served GeoIP country, then to the site’s first country', async () => {
    const s = await site()
    const first = s.countries[0]!
    expect((await getPricing(s, { country: 'ZZ', language: 'en' })).country).toBe(first)
    expect((await getPricing(s, { country: 'JP', language: 'en' })).country).toBe(first)
    expect((await getPricing(s, { language: 'en' })).country).toBe(first)
    expect((await getPricing(s, { country: 'JP', geoipCountry: 'SE', language: 'en' })).country).toBe('SE')
    const fallback = await getPricing(s, { country: 'ZZ', language: 'en' })
    expect(fallback.packages).toHaveLength(4)
  })
})

describe('the /pricing page', () => {
  async function load(url: string, locale: 'en' | 'nl' = 'en') {
    const context = new RouterContextProvider()
    context.set(siteContext, await getSiteByHost('localhost'))
    context.set(localeContext, locale)
    return pricingPage.loader({ request: new Request(url), params: {}, context } as never)
  }

  it('switches country with ?country= and names the countries in the page language', async () => {
    const data = await load('http://localhost:3000/pricing?country=GB', 'nl')
    expect(data.country).toBe('GB')
    expect(plain(data.packages[0]!.price)).toBe('£ 4,49')
    expect(data.countries.find((c) => c.code === 'DE')?.name).toBe('Duitsland')
    expect(data.member).toBe(false)
  })
})
