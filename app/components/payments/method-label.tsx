// A payment method's name (SPEC §9) as shown: its logo (self-hosted SVG images,
// shared/payments/method-logos.ts), brand names as the brands write them, the generic methods
// (credit card, SEPA transfer and direct debit) translated.
import { useTranslation } from '../../i18n/use-translation.ts'
import { methodLogos } from '../../../shared/payments/method-logos.ts'

const BRANDS: Record<string, string> = {
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

export function MethodLabel({ method }: { method: string }) {
  const { t } = useTranslation('payments')
  const name = BRANDS[method] ?? t(`method.${method}`, { defaultValue: method })
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2" data-method={method}>
      {methodLogos(method).map((src) => (
        // The name follows in text: the logo is decoration for screen readers.
        <img
          key={src}
          src={src}
          alt=""
          width={48}
          height={32}
          loading="lazy"
          className="rounded border"
          data-testid="method-logo"
        />
      ))}
      <span>{name}</span>
    </span>
  )
}
