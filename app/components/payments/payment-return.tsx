// Where the provider sends the member back to (?order=N, SPEC §2 credits, §8): the pending page
// (reloads every 3 s while the payment is processed), completed (credits added, receipt) or
// failed/cancelled with the methods to try again.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { OrderView } from '../../../server/payments/checkout.ts'
import { MethodList } from './method-list.tsx'

export function PaymentReturn({
  order,
  methods,
  pkgId,
}: {
  order: Pick<OrderView, 'id' | 'state' | 'credits' | 'collecting'>
  methods: string[]
  pkgId: number
}) {
  const { t } = useTranslation('payments')
  if (order.state === 'pending')
    return (
      <section className="text-center" data-testid="payment-pending">
        <meta httpEquiv="refresh" content="3" />
        <div className="spinner-border text-primary mb-3" role="status">
          <span className="visually-hidden">{t('return.pendingTitle')}</span>
        </div>
        <h1 className="h3">{t('return.pendingTitle')}</h1>
        <p>{t('return.pending')}</p>
      </section>
    )
  if (order.state === 'completed')
    return (
      <section className="text-center" data-testid="payment-completed">
        <h1 className="h3">{t('return.completedTitle')}</h1>
        <p className="lead">{t('return.completed', { count: order.credits })}</p>
        {order.collecting ? <p data-testid="payment-collecting">{t('return.collecting')}</p> : null}
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link to="/members" className="btn btn-primary">
            {t('return.search')}
          </Link>
          <Link to={`/transactions/${order.id}`} className="btn btn-outline-secondary">
            {t('transactions.receipt')}
          </Link>
        </div>
      </section>
    )
  return (
    <section data-testid="payment-failed">
      <h1 className="h3">{t('return.failedTitle')}</h1>
      <div className="alert alert-danger" role="alert">
        {t('return.failed')}
      </div>
      <h2 className="h5">{t('return.retry')}</h2>
      <MethodList pkgId={pkgId} methods={methods} />
    </section>
  )
}
