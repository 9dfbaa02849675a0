import { describe, expect, it } from 'vitest'
import { currencyDigits, formatPrice, formatPricePerCredit } from './format-price.ts'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatPrice', () => {
  it('turns minor units into the currency in the page language', () => {
    expect(plain(formatPrice(1999, 'EUR', 'nl'))).toBe('€ 19,99')
    expect(plain(formatPrice(1999, 'EUR', 'de'))).toBe('19,99 €')
    expect(plain(formatPrice(1999, 'EUR', 'en'))).toBe('€19.99')
    expect(plain(formatPrice(59900, 'DKK', 'da'))).toBe('599,00 kr.')
    expect(plain(formatPrice(5900, 'NOK', 'nb'))).toBe('59,00 kr')
    // English is formatted the British way (shared/i18n/intl-locale.ts): other dollars and yen say whose.
    expect(plain(formatPrice(500, 'JPY', 'en'))).toBe('JP¥500')
    expect(plain(formatPrice(499, 'USD', 'en'))).toBe('US$4.99')
    expect(currencyDigits('JPY')).toBe(0)
  })

  it('shows the price per credit with two decimals', () => {
    expect(plain(formatPricePerCredit(7999, 400, 'EUR', 'en'))).toBe('€0.20')
    expect(plain(formatPricePerCredit(499, 15, 'GBP', 'en'))).toBe('£0.33')
    expect(plain(formatPricePerCredit(1999, 15, 'PLN', 'pl'))).toBe('1,33 zł')
  })
})
