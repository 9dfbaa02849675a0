// /transactions/{id?} (SPEC §2): the member's orders with their status; one order as a printable
// receipt with the company's legal data, and a refund of its unused credits inside refund_days.
import { parseId } from '../../server/http/parse-id.ts'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/transactions'
import { localeContext, siteContext } from '../context.ts'
import { consumeLimit } from '../../server/http/rate-limits.ts'
import { readForm } from '../../server/http/read-body.ts'
import { memberOrders, memberReceipt } from '../../server/payments/checkout.ts'
import { OrderError, refundOrder } from '../../server/payments/orders.ts'
import { intlLocale } from '../../shared/i18n/intl-locale.ts'
import { MethodLabel } from '../components/payments/method-label.tsx'
import { BusyError } from '../../server/locked-transaction.ts'
import { log } from '../../server/log.ts'
import { requireMember } from '../session.server.ts'
import { notFound } from '../../server/http/not-found.ts'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const site = context.get(siteContext)
  const language = context.get(localeContext)
  if (!params.id) return { mode: 'list' as const, orders: await memberOrders(user.id, language) }
  const id = parseId(params.id)
  if (id === null) throw notFound()
  const receipt = await memberReceipt(user, id, language, site.refundDays)
  if (!receipt) throw notFound()
  const company = site.company
  return {
    mode: 'receipt' as const,
    ...receipt,
    company: {
      name: company.name,
      address: company.address,
      city: company.city,
      country: company.country,
      kvk: company.kvk,
      vatNumbers: company.vatNumbers,
    },
    siteName: site.name,
    email: user.email,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireMember({ request })
  await readForm(request)
  const orderId = parseId(params.id)
  if (orderId === null) throw notFound()
  const limit = await consumeLimit('refund-member', user.id)
  if (!limit.allowed) return data({ result: 'tooMany' as const }, { status: 429 })
  try {
    await refundOrder(orderId, { type: 'member', userId: user.id })
    return { result: 'refunded' as const }
  } catch (error) {
    if (error instanceof OrderError) {
      if (error.code === 'unknown_order') throw notFound()
      if (error.code === 'refund_unconfirmed') return data({ result: 'unconfirmed' as const }, { status: 502 })
      return data({ result: REFUND_REFUSALS[error.code] ?? 'notRefundable' }, { status: 409 })
    }
    log().warn({ err: error }, 'refund failed')
    return data({ result: 'provider' as const }, { status: error instanceof BusyError ? 503 : 502 })
  }
}

/** Why a refund was refused, as the receipt's message (payments:refund.*). */
const REFUND_REFUSALS: Partial<Record<OrderError['code'], 'window' | 'spent' | 'notRefundable' | 'inProgress' | 'refused'>> = {
  refund_window: 'window',
  credits_spent: 'spent',
  not_refundable: 'notRefundable',
  refund_in_progress: 'inProgress',
  refund_refused: 'refused',
}

/** An order's date and time where it was paid, with the zone named ("27 Nov 2026, 00:30 EET"). */
function useDate() {
  const { i18n } = useTranslation()
  return (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(iso))
}

export default function Transactions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('payments')
  const date = useDate()
  const navigation = useNavigation()
  if (loaderData.mode === 'list')
    return (
      <main id="main" className="container py-4" style={{ maxWidth: 860 }}>
        <title>{t('transactions.title')}</title>
        <h1 className="h3 mb-3">{t('transactions.title')}</h1>
        {loaderData.orders.length ? (
          <div className="table-responsive">
            <table className="table align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('transactions.date')}</th>
                  <th scope="col">{t('checkout.credits')}</th>
                  <th scope="col">{t('checkout.total')}</th>
                  <th scope="col">{t('transactions.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('transactions.receipt')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.orders.map((o) => (
                  <tr key={o.id} data-testid={`order-${o.id}`}>
                    <td>{date(o.createdAt, o.timeZone)}</td>
                    <td>{o.credits}</td>
                    <td>{o.price}</td>
                    <td>{t(`status.${o.status}`)}</td>
                    <td>
                      <Link to={`/transactions/${o.id}`}>{t('transactions.receipt')}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('transactions.none')}</p>
        )}
        <Link to="/credits" className="btn btn-primary">
          {t('credits.buyMore')}
        </Link>
      </main>
    )
  const { order, company } = loaderData
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 720 }}>
      <title>{t('transactions.receiptTitle', { id: order.id })}</title>
      <article className="card" data-testid="receipt">
        <div className="card-body">
          <h1 className="h4">{t('transactions.receiptTitle', { id: order.id })}</h1>
          <p className="mb-3">
            <strong>{company.name}</strong>
            <br />
            {company.address}, {company.city}, {company.country}
            <br />
            {t('transactions.kvk')}: {company.kvk}
            {company.vatNumbers.map((v) => (
              <span key={v}>
                <br />
                {t('transactions.vat')}: {v}
              </span>
            ))}
          </p>
          <dl className="row mb-0">
            <dt className="col-6">{t('transactions.customer')}</dt>
            <dd className="col-6 text-end text-break">{loaderData.email}</dd>
            <dt className="col-6">{t('transactions.date')}</dt>
            <dd className="col-6 text-end">{date(order.paidAt ?? order.createdAt, order.timeZone)}</dd>
            <dt className="col-6">{t('checkout.package')}</dt>
            <dd className="col-6 text-end">
              {loaderData.siteName} {order.tier.toUpperCase()}
            </dd>
            <dt className="col-6">{t('checkout.credits')}</dt>
            <dd className="col-6 text-end">{order.credits}</dd>
            {order.discount ? (
              <>
                <dt className="col-6">{t('checkout.discount')}</dt>
                <dd className="col-6 text-end">−{order.discount}</dd>
              </>
            ) : null}
            <dt className="col-6">{t('checkout.method')}</dt>
            <dd className="col-6 text-end">
              <MethodLabel method={order.method} />
            </dd>
            <dt className="col-6 fw-bold">{t('checkout.total')}</dt>
            <dd className="col-6 text-end fw-bold">{order.price}</dd>
            <dt className="col-6">{t('transactions.status')}</dt>
            <dd className="col-6 text-end" data-testid="order-status">
              {t(`status.${order.status}`)}
            </dd>
          </dl>
          <p className="small text-muted mt-3 mb-0">{t('transactions.vatIncluded')}</p>
        </div>
      </article>
      {actionData ? (
        <div
          className={`alert mt-3 ${actionData.result === 'refunded' ? 'alert-success' : 'alert-danger'}`}
          role="alert"
          data-testid="refund-result"
        >
          {t(`refund.${actionData.result}`)}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3 d-print-none">
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
          {t('transactions.print')}
        </button>
        {loaderData.canRefund ? (
          <Form method="post">
            <button type="submit" className="btn btn-outline-danger" disabled={navigation.state !== 'idle'}>
              {t('refund.ask')}
            </button>
          </Form>
        ) : null}
        <Link to="/transactions" className="btn btn-link">
          {t('transactions.all')}
        </Link>
      </div>
    </main>
  )
}
