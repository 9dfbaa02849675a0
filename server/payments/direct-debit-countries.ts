// Where a site offers direct debit (SEPA): its countries for which the checkout would list `sdd`
// (the method catalogue, the site's switches, the configured providers and an SMS sender), and
// only when its company has a SEPA creditor identifier. The legal texts name exactly these
// countries (server/pages/legal.ts), so they cannot promise direct debit where it is not offered.
import type { SiteWithCompany } from '../sites/get-site-by-host.ts'
import { checkoutMethod } from './checkout.ts'
import { CATALOGUE } from './methods.ts'
import { creditorOf } from './sepa.ts'

export function directDebitCountries(
  site: Pick<SiteWithCompany, 'countries' | 'paymentMethodsOff' | 'paymentProvidersOff' | 'company'>,
): string[] {
  if (!creditorOf(site.company)) return []
  return site.countries.filter((country) =>
    CATALOGUE.sdd.currencies.some((currency) => checkoutMethod(site, 'sdd', country, currency) !== null),
  )
}
