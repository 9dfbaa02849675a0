// The payment-method catalogue (SPEC §9): each of the 24 method names the product uses mapped to
// the provider that takes it (Stripe or Mollie), the provider's own method name, and the
// countries and currencies it is offered in. Methods a provider has retired are routed to their
// successor (docs/payments.md); operators switch methods and providers off per site
// (Site.paymentMethodsOff, Site.paymentProvidersOff).
import type { PaymentProvider } from '../generated/prisma/client.ts'

export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'satispay',
  'vipps',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const

export type PaymentMethodName = (typeof PAYMENT_METHODS)[number]

export interface CatalogueMethod {
  name: PaymentMethodName
  provider: PaymentProvider
  /** The provider's method: a Stripe Checkout payment_method_types entry or a Mollie method id. */
  providerMethod: string
  /** Countries it is offered in; null = every country the site serves. */
  countries: readonly string[] | null
  /** Currencies the provider takes it in. */
  currencies: readonly string[]
  /** Lower comes first on the method choice ("most used first"). */
  rank: number
  /** How the member pays: the provider's hosted page, or our own direct-debit mandate form. */
  flow: 'hosted' | 'directdebit'
  /** Set on a retired method: its name now leads to this method. */
  successor?: PaymentMethodName
}

const SEPA = ['NL', 'BE', 'DE', 'AT', 'FI', 'FR', 'IT', 'ES', 'IE', 'LU'] as const
const CARD_CURRENCIES = ['EUR', 'CHF', 'GBP', 'PLN', 'DKK', 'SEK', 'NOK', 'USD'] as const

const card = (name: PaymentMethodName, rank: number, countries: readonly string[] | null = null): CatalogueMethod => ({
  name,
  provider: 'stripe',
  providerMethod: 'card',
  countries,
  currencies: CARD_CURRENCIES,
  rank,
  flow: 'hosted',
})

export const CATALOGUE: Record<PaymentMethodName, CatalogueMethod> = {
  creditcard: card('creditcard', 10),
  visa: card('visa', 11),
  mastercard: card('mastercard', 12),
  maestro: card('maestro', 13),
  // Apple Pay is a wallet on top of the card network: Stripe Checkout offers it on the card page.
  applepay: card('applepay', 14),
  // Co-branded national debit cards, taken as cards by Stripe.
  dankort: card('dankort', 5, ['DK']),
  cartebancaire: card('cartebancaire', 5, ['FR']),
  nexi: card('nexi', 6, ['IT']),
  paypal: {
    name: 'paypal',
    provider: 'mollie',
    providerMethod: 'paypal',
    countries: null,
    currencies: ['EUR', 'CHF', 'GBP', 'PLN', 'DKK', 'SEK', 'NOK', 'USD'],
    rank: 8,
    flow: 'hosted',
  },
  ideal: {
    name: 'ideal',
    provider: 'mollie',
    providerMethod: 'ideal',
    countries: ['NL'],
    currencies: ['EUR'],
    rank: 1,
    flow: 'hosted',
  },
  bancontact: {
    name: 'bancontact',
    provider: 'mollie',
    providerMethod: 'bancontact',
    countries: ['BE'],
    currencies: ['EUR'],
    rank: 1,
    flow: 'hosted',
  },
  eps: {
    name: 'eps',
    provider: 'mollie',
    providerMethod: 'eps',
    countries: ['AT'],
    currencies: ['EUR'],
    rank: 1,
    flow: 'hosted',
  },
  prezelewy24: {
    name: 'prezelewy24',
    provider: 'mollie',
    providerMethod: 'przelewy24',
    countries: ['PL'],
    currencies: ['PLN', 'EUR'],
    rank: 2,
    flow: 'hosted',
  },
  blik: {
    name: 'blik',
    provider: 'mollie',
    providerMethod: 'blik',
    countries: ['PL'],
    currencies: ['PLN'],
    rank: 1,
    flow: 'hosted',
  },
  satispay: {
    name: 'satispay',
    provider: 'mollie',
    providerMethod: 'satispay',
    countries: ['IT'],
    currencies: ['EUR'],
    rank: 2,
    flow: 'hosted',
  },
  paysafecard: {
    name: 'paysafecard',
    provider: 'mollie',
    providerMethod: 'paysafecard',
    countries: null,
    currencies: ['EUR'],
    rank: 20,
    flow: 'hosted',
  },
  sct: {
    name: 'sct',
    provider: 'mollie',
    providerMethod: 'banktransfer',
    countries: SEPA,
    currencies: ['EUR'],
    rank: 21,
    flow: 'hosted',
  },
  sdd: {
    name: 'sdd',
    provider: 'mollie',
    providerMethod: 'directdebit',
    countries: SEPA,
    currencies: ['EUR'],
    rank: 22,
    flow: 'directdebit',
  },
  // Vipps MobilePay is one company with two apps: MobilePay in Denmark and Finland (Stripe takes it
  // from customers there), Vipps in Norway (Mollie's `vipps` method, NOK only).
  mobilepay: {
    name: 'mobilepay',
    provider: 'stripe',
    providerMethod: 'mobilepay',
    countries: ['DK', 'FI'],
    currencies: ['DKK', 'EUR'],
    rank: 1,
    flow: 'hosted',
  },
  vipps: {
    name: 'vipps',
    provider: 'mollie',
    providerMethod: 'vipps',
    countries: ['NO'],
    currencies: ['NOK'],
    rank: 1,
    flow: 'hosted',
  },
  swish: {
    name: 'swish',
    provider: 'stripe',
    providerMethod: 'swish',
    countries: ['SE'],
    currencies: ['SEK'],
    rank: 1,
    flow: 'hosted',
  },
  twint: {
    name: 'twint',
    provider: 'stripe',
    providerMethod: 'twint',
    countries: ['CH'],
    currencies: ['CHF'],
    rank: 1,
    flow: 'hosted',
  },
  // Retired methods, routed to what replaced them (docs/payments.md).
  giropay: {
    name: 'giropay',
    provider: 'mollie',
    providerMethod: 'paypal',
    countries: ['DE'],
    currencies: ['EUR'],
    rank: 2,
    flow: 'hosted',
    successor: 'paypal',
  },
  sofort: {
    name: 'sofort',
    provider: 'mollie',
    providerMethod: 'klarna',
    countries: ['DE', 'AT', 'BE', 'NL'],
    currencies: ['EUR'],
    rank: 3,
    flow: 'hosted',
    successor: 'paypal',
  },
}

export function isPaymentMethodName(value: string): value is PaymentMethodName {
  return (PAYMENT_METHODS as readonly string[]).includes(value)
}

export interface MethodSite {
  paymentMethodsOff: string[]
  paymentProvidersOff: PaymentProvider[]
}

/** Whether the method (its own entry, not its successor) may be used for this site, country and currency. */
export function methodAvailable(
  method: CatalogueMethod,
  site: MethodSite,
  country: string,
  currency: string,
  options: { directDebit: boolean },
): boolean {
  if (site.paymentMethodsOff.includes(method.name)) return false
  if (site.paymentProvidersOff.includes(method.provider)) return false
  if (method.countries && !method.countries.includes(country)) return false
  if (!method.currencies.includes(currency)) return false
  if (method.flow === 'directdebit' && !options.directDebit) return false
  return true
}

/**
 * The methods offered to a member paying in `currency` from `country`, most used first. Retired
 * methods are not listed under their old name: their successor is listed instead.
 */
export function methodsFor(
  site: MethodSite,
  country: string,
  currency: string,
  options = { directDebit: false },
): CatalogueMethod[] {
  return Object.values(CATALOGUE)
    .filter((m) => !m.successor && methodAvailable(m, site, country, currency, options))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
}

/**
 * The method a checkout URL names, resolved: a retired one becomes its successor; null when it is
 * unknown or not offered for this site, country and currency.
 */
export function resolveMethod(
  name: string,
  site: MethodSite,
  country: string,
  currency: string,
  options = { directDebit: false },
): CatalogueMethod | null {
  if (!isPaymentMethodName(name)) return null
  let method = CATALOGUE[name]
  if (method.successor) {
    if (site.paymentMethodsOff.includes(method.name)) return null
    method = CATALOGUE[method.successor]
  }
  return methodAvailable(method, site, country, currency, options) ? method : null
}
