// The four packages p0-p3 as cards (premium and credits pages), each leading to its checkout.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { PricingPackage } from '../../../server/pricing/get-pricing.ts'
import type { PackageDiscount } from '../../../server/payments/package-discounts.ts'

/**
 * `query`: what the checkout should carry on, e.g. "?discount=CODE" from an offer's link;
 * `discounts`: the prices that code gives, by package id (the card shows both prices).
 */
export function PackageCards({
  packages,
  query = '',
  discounts = {},
}: {
  packages: PricingPackage[]
  query?: string
  discounts?: Record<number, PackageDiscount>
}) {
  const { t } = useTranslation('payments')
  if (!packages.length) return <p className="text-center">{t('pricing.noPackages')}</p>
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
      {packages.map((p) => (
        <div className="col" key={p.id}>
          <article
            className={`card h-100 text-center${p.popular ? ' border-primary border-2 shadow-sm' : ''}`}
            data-testid={`package-${p.tier}`}
          >
            <div className="card-body d-flex flex-column">
              <div className="mb-2" style={{ minHeight: '1.75rem' }}>
                {p.popular ? <span className="badge text-bg-primary">{t('pricing.popular')}</span> : null}
              </div>
              <h3 className="h4 card-title">{t('pricing.credits', { count: p.credits })}</h3>
              <p className="display-6 fw-bold mb-1" data-testid="package-price">
                {discounts[p.id]?.price ?? p.price}
              </p>
              {discounts[p.id] ? (
                <p className="small mb-1 text-body-secondary" data-testid="package-price-was">
                  <s>{t('pricing.insteadOf', { price: discounts[p.id]!.was })}</s>
                </p>
              ) : null}
              <p className="text-muted small">{t('pricing.perCredit', { price: p.pricePerCredit })}</p>
              <Link
                to={`/credits/${p.id}${query}`}
                className={`btn mt-auto ${p.popular ? 'btn-primary' : 'btn-outline-primary'}`}
              >
                {t('payments:buy', { count: p.credits })}
              </Link>
            </div>
          </article>
        </div>
      ))}
    </div>
  )
}
