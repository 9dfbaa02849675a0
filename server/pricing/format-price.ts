// Prices are stored in minor units (cents, øre, grosze); shown with Intl in the page language.
import { intlLocale } from '../../shared/i18n/intl-locale.ts'

/** How many minor units a currency has (2 for EUR, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

export function formatPrice(amountMinor: number, currency: string, language: string): string {
  const digits = currencyDigits(currency)
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(amountMinor / 10 ** digits)
}

/** The price of one credit, with at least two decimals so cheap credits do not round to 0. */
export function formatPricePerCredit(amountMinor: number, credits: number, currency: string, language: string): string {
  const digits = currencyDigits(currency)
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: Math.max(2, digits),
    maximumFractionDigits: Math.max(2, digits),
  }).format(amountMinor / 10 ** digits / credits)
}
