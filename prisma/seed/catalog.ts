// What the default demo site sells and where: credit packages p0-p3 per currency.
export const currencyByCountry: Record<string, string> = {
  NL: 'EUR',
  BE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  IE: 'EUR',
  LU: 'EUR',
  CH: 'CHF',
  GB: 'GBP',
  PL: 'PLN',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  US: 'USD',
}

export const packageCredits = { p0: 15, p1: 60, p2: 150, p3: 400 } as const

/** Prices in minor units, chosen as local price points rather than converted cents. */
export const packagePrices: Record<string, Record<keyof typeof packageCredits, number>> = {
  EUR: { p0: 499, p1: 1999, p2: 3999, p3: 7999 },
  CHF: { p0: 499, p1: 1999, p2: 3999, p3: 7999 },
  GBP: { p0: 449, p1: 1799, p2: 3499, p3: 6999 },
  PLN: { p0: 1999, p1: 7999, p2: 15999, p3: 31999 },
  DKK: { p0: 3900, p1: 14900, p2: 29900, p3: 59900 },
  SEK: { p0: 5900, p1: 21900, p2: 42900, p3: 84900 },
  NOK: { p0: 5900, p1: 21900, p2: 42900, p3: 84900 },
  USD: { p0: 499, p1: 1999, p2: 3999, p3: 7999 },
}

export const defaultSiteCountries = Object.keys(currencyByCountry)
