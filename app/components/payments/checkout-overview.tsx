// The checkout's overview card (SPEC §2 credits, §8): package, credits and price; once a method
// is chosen also the discount line, the method and the total.
import { useTranslation } from '../../i18n/use-translation.ts'
import { MethodLabel } from './method-label.tsx'

export function CheckoutOverview({
  pkg,
  order,
}: {
  pkg: { tier: string; credits: number; price: string }
  /** Null while the member still chooses the method. */
  order: { discount: string | null; method: string; total: string } | null
}) {
  const { t } = useTranslation('payments')
  return (
    <section className="card mb-4" aria-labelledby="checkout-overview">
      <div className="card-body">
        <h2 id="checkout-overview" className="h5">
          {t('checkout.overview')}
        </h2>
        <dl className="row mb-0">
          <dt className="col-6">{t('checkout.package')}</dt>
          <dd className="col-6 text-end">{pkg.tier.toUpperCase()}</dd>
          <dt className="col-6">{t('checkout.credits')}</dt>
          <dd className="col-6 text-end">{pkg.credits}</dd>
          <dt className="col-6">{t('checkout.price')}</dt>
          <dd className="col-6 text-end">{pkg.price}</dd>
          {order?.discount ? (
            <>
              <dt className="col-6">{t('checkout.discount')}</dt>
              <dd className="col-6 text-end">−{order.discount}</dd>
            </>
          ) : null}
          {order ? (
            <>
              <dt className="col-6">{t('checkout.method')}</dt>
              <dd className="col-6 text-end">
                <MethodLabel method={order.method} />
              </dd>
              <dt className="col-6 fw-bold">{t('checkout.total')}</dt>
              <dd className="col-6 text-end fw-bold" data-testid="checkout-total">
                {order.total}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </section>
  )
}
