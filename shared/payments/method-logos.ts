// The payment methods' logos (SPEC §9 names): self-hosted SVG files in public/payment-methods/,
// rendered once from the react-pay-icons package (MIT) by scripts/generate-payment-logos.tsx. They
// are images, not JavaScript: no page loads the package. A method whose brand's mark the package
// does not have shows its name alone; "credit card" shows the two card schemes most cards carry.

/** The logo files (react-pay-icons component → file name). */
export const LOGO_FILES = {
  Visa: 'visa',
  Mastercard: 'mastercard',
  Maestro: 'maestro',
  Applepay: 'applepay',
  Dankort: 'dankort',
  CartesBancaires: 'cartebancaire',
  MobilePay: 'mobilepay',
  Swish: 'swish',
  Twint: 'twint',
  Vipps: 'vipps',
  Paypal: 'paypal',
  Ideal: 'ideal',
  Bancontact: 'bancontact',
  Eps: 'eps',
  Blik: 'blik',
  Paysafecard: 'paysafecard',
  Giropay: 'giropay',
  Sepa: 'sepa-direct-debit',
} as const

type LogoFile = (typeof LOGO_FILES)[keyof typeof LOGO_FILES]

/** Each method's logos, in order. */
export const METHOD_LOGOS: Record<string, readonly LogoFile[]> = {
  creditcard: ['visa', 'mastercard'],
  visa: ['visa'],
  mastercard: ['mastercard'],
  maestro: ['maestro'],
  applepay: ['applepay'],
  dankort: ['dankort'],
  cartebancaire: ['cartebancaire'],
  mobilepay: ['mobilepay'],
  swish: ['swish'],
  twint: ['twint'],
  vipps: ['vipps'],
  paypal: ['paypal'],
  ideal: ['ideal'],
  bancontact: ['bancontact'],
  eps: ['eps'],
  blik: ['blik'],
  paysafecard: ['paysafecard'],
  giropay: ['giropay'],
  sdd: ['sepa-direct-debit'],
}

/** Methods whose brand mark the package does not have (or, for a bank transfer, none exists): their name alone. */
export const METHODS_WITHOUT_LOGO = ['nexi', 'prezelewy24', 'satispay', 'sct', 'sofort'] as const

/** The addresses of a method's logos (none: the name alone). */
export function methodLogos(method: string): string[] {
  return (Object.hasOwn(METHOD_LOGOS, method) ? METHOD_LOGOS[method]! : []).map((file) => `/payment-methods/${file}.svg`)
}
