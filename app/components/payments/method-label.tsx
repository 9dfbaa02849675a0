// A payment method's name (SPEC §9) as shown: its logo (self-hosted SVG images,
// shared/payments/method-logos.ts), brand names as the brands write them, the generic methods
// (credit card, SEPA transfer and direct debit) translated (shared/payments/method-names.ts).
import { useTranslation } from '../../i18n/use-translation.ts'
import { methodLogos } from '../../../shared/payments/method-logos.ts'
import { paymentMethodName } from '../../../shared/payments/method-names.ts'

export function MethodLabel({ method }: { method: string }) {
  const { t } = useTranslation('payments')
  const name = paymentMethodName(method, t)
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
