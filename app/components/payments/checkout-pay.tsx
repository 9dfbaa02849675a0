// The lower half of the order overview (SPEC §2 credits, §4, §8): the discount code, why the last
// Pay did not go through, Pay itself (a document POST: the answer is a redirect to the
// provider's hosted page), the legal notes and the way back to the methods.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link, useNavigation } from 'react-router'
import { ActivationRequiredNotice } from '../layout/activation-required.tsx'
import { DiscountCodeForm } from './discount-code-form.tsx'
import { WithdrawalWaiverCheckbox } from './withdrawal-waiver.tsx'

/** Why the checkout's action did not send the member on to the provider. */
export type CheckoutAnswer =
  { error: 'tooMany' | 'activation' | 'provider' | 'withdrawal' } | { error: 'discount'; message: string }

export interface CheckoutOrder {
  pkg: { id: number }
  discount: string | null
  discountCode: string | null
  discountProblem: string | null
  total: string
  activationRequired: boolean
  refundDays: number
  discountQuery: string
}

export function CheckoutPay({ order, answer }: { order: CheckoutOrder; answer?: CheckoutAnswer }) {
  const { t } = useTranslation(['payments', 'offers'])
  const navigation = useNavigation()
  return (
    <>
      <DiscountCodeForm code={order.discountCode} problem={order.discountProblem} applied={Boolean(order.discount)} />
      {answer?.error === 'discount' ? (
        <div className="alert alert-danger" role="alert">
          {answer.message}
        </div>
      ) : answer?.error === 'withdrawal' ? null : answer?.error === 'activation' ? (
        <ActivationRequiredNotice />
      ) : answer?.error ? (
        <div className="alert alert-danger" role="alert">
          {t(answer.error === 'tooMany' ? 'checkout.tooMany' : 'checkout.providerError')}
        </div>
      ) : null}
      {order.activationRequired ? (
        answer ? null : (
          <ActivationRequiredNotice />
        )
      ) : (
        <Form method="post" reloadDocument>
          {order.discountCode ? <input type="hidden" name="discount" value={order.discountCode} /> : null}
          <WithdrawalWaiverCheckbox id="checkout-withdrawal" missing={answer?.error === 'withdrawal'} />
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={navigation.state !== 'idle'}>
            {t('checkout.pay', { price: order.total })}
          </button>
        </Form>
      )}
      <p className="small text-muted mt-3 mb-1">{t('pricing.noSubscription')}</p>
      <p className="small text-muted">
        {t('pricing.refund', { count: order.refundDays })} <Link to="/pages/return-policy">{t('pricing.refundLink')}</Link> ·{' '}
        <Link to="/pages/terms">{t('checkout.terms')}</Link>
      </p>
      <Link to={`/credits/${order.pkg.id}${order.discountQuery}`}>{t('checkout.changeMethod')}</Link>
    </>
  )
}
