// /credits/repeat-order (SPEC §2, §6): a premium member's repeatable orders (paid by card, the
// card kept at Stripe), each bought again in one click, off-session. A declined stored card gives
// SPEC §8's message with a retry and PayPal.
import { parseId } from '../../server/http/parse-id.ts'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/credits.repeat-order'
import { localeContext, siteContext } from '../context.ts'
import { consumeLimit } from '../../server/http/rate-limits.ts'
import { readForm } from '../../server/http/read-body.ts'
import { OrderError, repeatableOrders, repeatOrder } from '../../server/payments/orders.ts'
import { MandateError } from '../../server/payments/sepa.ts'
import { waiverFromForm } from './+shared/withdrawal.server.ts'
import { WithdrawalWaiverCheckbox } from '../components/payments/withdrawal-waiver.tsx'
import { StoredCardDeclinedError } from '../../server/payments/provider.ts'
import { DirectDebitError } from '../../server/payments/direct-debit-limits.ts'
import { formatPrice } from '../../server/pricing/format-price.ts'
import { MethodLabel } from '../components/payments/method-label.tsx'
import { log } from '../../server/log.ts'
import { requireMember } from '../session.server.ts'
import { notFound } from '../../server/http/not-found.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  if (!user.paidUser) throw redirect('/premium')
  const language = context.get(localeContext)
  const orders = await repeatableOrders(user.id)
  return {
    orders: orders.map((o) => ({
      id: o.id,
      packageId: o.packageId,
      tier: o.package.tier,
      credits: o.package.credits,
      price: formatPrice(o.package.amount, o.package.currency, language),
      method: o.paymentMethod,
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireMember({ request })
  const form = await readForm(request)
  const orderId = parseId(form.get('order'))
  if (orderId === null) throw new Response('Bad Request', { status: 400 })
  const withdrawalWaiver = waiverFromForm(form, context.get(localeContext))
  if (!withdrawalWaiver) return data({ result: 'withdrawal' as const, orderId }, { status: 400 })
  const limit = await consumeLimit('checkout-member', user.id)
  if (!limit.allowed) return data({ result: 'tooMany' as const, orderId }, { status: 429 })
  try {
    const site = context.get(siteContext)
    const repeated = await repeatOrder(user.id, orderId, site, `${site.name} credits`, withdrawalWaiver)
    return {
      result: 'paid' as const,
      orderId,
      credits: repeated.credits,
      newOrderId: repeated.orderId,
      collecting: repeated.collecting,
    }
  } catch (error) {
    if (error instanceof StoredCardDeclinedError) return data({ result: 'declined' as const, orderId }, { status: 402 })
    if (error instanceof DirectDebitError && (error.code === 'blocked' || error.code === 'limit'))
      return data({ result: error.code, orderId }, { status: 403 })
    if (error instanceof OrderError && error.code === 'withdrawal_waiver')
      return data({ result: 'withdrawal' as const, orderId }, { status: 400 })
    // A revoked mandate, or one signed before mandates covered repeat orders: a new mandate.
    if (error instanceof MandateError) return data({ result: 'mandate' as const, orderId }, { status: 409 })
    if (error instanceof OrderError) throw notFound()
    log().warn({ err: error }, 'repeat order failed')
    return data({ result: 'provider' as const, orderId }, { status: 502 })
  }
}

export default function RepeatOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('payments')
  const navigation = useNavigation()
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 720 }}>
      <title>{t('repeat.title')}</title>
      <h1 className="h3">{t('repeat.title')}</h1>
      <p>{t('repeat.lead')}</p>
      {actionData?.result === 'paid' ? (
        <div className="alert alert-success" role="status" data-testid="repeat-paid">
          {t('return.completed', { count: actionData.credits })} {actionData.collecting ? `${t('return.collecting')} ` : null}
          <Link to={`/transactions/${actionData.newOrderId}`}>{t('transactions.receipt')}</Link>
        </div>
      ) : actionData?.result === 'withdrawal' ? null : actionData ? (
        <div className="alert alert-danger" role="alert" data-testid="repeat-failed">
          {t(
            actionData.result === 'declined'
              ? 'repeat.declined'
              : actionData.result === 'mandate'
                ? 'repeat.mandate'
                : actionData.result === 'blocked' || actionData.result === 'limit'
                  ? `directDebit.problems.${actionData.result}`
                  : `checkout.${actionData.result === 'tooMany' ? 'tooMany' : 'providerError'}`,
          )}
        </div>
      ) : null}
      {loaderData.orders.length ? (
        <ul className="list-group mb-3">
          {loaderData.orders.map((o) => (
            <li key={o.id} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid={`repeat-${o.tier}`}>
              <span className="me-auto">
                <strong>{t('repeat.package', { count: o.credits })}</strong> · {o.price} · <MethodLabel method={o.method} />
              </span>
              <Form method="post" className="w-100">
                <input type="hidden" name="order" value={o.id} />
                <WithdrawalWaiverCheckbox
                  id={`withdrawal-${o.id}`}
                  missing={actionData?.result === 'withdrawal' && actionData.orderId === o.id}
                />
                <button type="submit" className="btn btn-primary" disabled={navigation.state !== 'idle'}>
                  {actionData?.result === 'declined' && actionData.orderId === o.id
                    ? t('repeat.retry')
                    : t('repeat.buyAgain', { price: o.price })}
                </button>
              </Form>
              {actionData?.result === 'declined' && actionData.orderId === o.id ? (
                <Link className="btn btn-outline-primary" to={`/credits/${o.packageId}/paypal`}>
                  {t('repeat.paypal')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('repeat.none')}</p>
      )}
      <Link to="/credits">{t('credits.buyMore')}</Link>
    </main>
  )
}
