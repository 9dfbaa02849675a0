// A payment method's name (SPEC §9) as shown: brand names as the brands write them, the generic
// methods (credit card, SEPA transfer and direct debit) translated.
import { useTranslation } from '../../i18n/use-translation.ts'

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
      <span className="badge rounded-pill text-bg-light border" aria-hidden="true" style={{ minWidth: '3.25rem' }}>
        {method === 'creditcard' || method === 'sct' || method === 'sdd' ? method.toUpperCase().slice(0, 4) : name.slice(0, 4)}
      </span>
      <span>{name}</span>
    </span>
  )
}
