// A payment method's name (SPEC §9) as shown: brand names as the brands write them, the generic
// methods (credit card, SEPA transfer and direct debit) translated (shared/payments/method-names.ts).
import { useTranslation } from '../../i18n/use-translation.ts'
import { paymentMethodName, TRANSLATED_METHODS } from '../../../shared/payments/method-names.ts'

export function MethodLabel({ method }: { method: string }) {
  const { t } = useTranslation('payments')
  const name = paymentMethodName(method, t)
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2" data-method={method}>
      <span className="badge rounded-pill text-bg-light border" aria-hidden="true" style={{ minWidth: '3.25rem' }}>
        {(TRANSLATED_METHODS as readonly string[]).includes(method) ? method.toUpperCase().slice(0, 4) : name.slice(0, 4)}
      </span>
      <span>{name}</span>
    </span>
  )
}
