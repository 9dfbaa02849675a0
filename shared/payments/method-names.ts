// A payment method's name as members read it (the SPEC §9 ids such as "creditcard" and
// "prezelewy24" are internal): brand names as the brands write them, the generic methods (credit
// card, SEPA transfer and direct debit) translated in payments:method.*.
import type { TFunction } from 'i18next'
import { formatList } from '../i18n/intl-locale.ts'

export const METHOD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  applepay: 'Apple Pay',
  dankort: 'Dankort',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  paypal: 'PayPal',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  eps: 'eps',
  prezelewy24: 'Przelewy24',
  blik: 'BLIK',
  satispay: 'Satispay',
  paysafecard: 'paysafecard',
  mobilepay: 'MobilePay',
  swish: 'Swish',
  twint: 'TWINT',
  vipps: 'Vipps',
  giropay: 'giropay',
  sofort: 'Sofort',
}

/** The methods named by what they are, not by a brand: their names are in payments:method.*. */
export const TRANSLATED_METHODS = ['creditcard', 'sct', 'sdd'] as const

/** One method's name in the language of `t` (which must reach the payments namespace). */
export function paymentMethodName(method: string, t: TFunction): string {
  return METHOD_BRANDS[method] ?? t(`payments:method.${method}`, { defaultValue: method })
}

/** "iDEAL, credit card or Przelewy24": the methods a discount code is valid with, in the member's language. */
export function paymentMethodList(methods: readonly string[], t: TFunction, language: string): string {
  return formatList([...new Set(methods.map((m) => paymentMethodName(m, t)))], language, 'disjunction')
}
