// /credits/{id}/{paymentmethod?} (SPEC §2, §4, §8): without a method, the payment methods of the
// member's country for package {id} (most used first); with one, the order overview (package,
// credits, price, discount line, legal notes) and Pay, which creates the order and sends the
// member to the provider's hosted page. The provider sends them back here with ?order=N: the
// pending (processing), completed (credits added) or failed/cancelled (retry) page.
import { parseId } from '../../server/http/parse-id.ts'
import { useTranslation } from '../i18n/use-translation.ts'
import { data, redirect } from 'react-router'
import type { Route } from './+types/credits.$id'
import { localeContext, siteContext } from '../context.ts'
import { requireMember } from '../session.server.ts'
import { countryFromRequest } from '../../server/http/geo.ts'
import { consumeLimit } from '../../server/http/rate-limits.ts'
import { readForm } from '../../server/http/read-body.ts'
import { checkoutMethod, memberOrder, memberPricing, offeredMethods, packageForMember } from '../../server/payments/checkout.ts'
import { discountLine, OrderError, startOrder } from '../../server/payments/orders.ts'
import { waiverFromForm } from './+shared/withdrawal.server.ts'
import { discountMessage } from '../../server/payments/discount-message.ts'
import { DiscountRefusedError } from '../../server/offers/discounts.ts'
import { ActivationRequiredError, mayActOnOthers } from '../../server/accounts/member-policy.ts'
import { formatPrice } from '../../server/pricing/format-price.ts'
import { CheckoutOverview } from '../components/payments/checkout-overview.tsx'
import { CheckoutPay } from '../components/payments/checkout-pay.tsx'
import { MethodList } from '../components/payments/method-list.tsx'
import { PaymentReturn } from '../components/payments/payment-return.tsx'
import { log } from '../../server/log.ts'
import { notFound } from '../../server/http/not-found.ts'

async function resolve({ request, context, params }: Pick<Route.LoaderArgs, 'request' | 'context' | 'params'>) {
  const user = await requireMember({ request })
  const site = context.get(siteContext)
  const language = context.get(localeContext)
  const pricing = await memberPricing(site, user, countryFromRequest(request), language)
  const id = parseId(params.id)
  const pkg = id === null ? null : await packageForMember(site.id, id, pricing.country)
  if (!pkg) throw notFound()
  return { user, site, language, country: pricing.country, pkg }
}

export async function loader(args: Route.LoaderArgs) {
  const { user, site, language, country, pkg } = await resolve(args)
  const url = new URL(args.request.url)
  const methods = offeredMethods(site, country, pkg.currency).map((m) => m.name)
  const base = {
    pkg: { id: pkg.id, tier: pkg.tier, credits: pkg.credits, price: formatPrice(pkg.amount, pkg.currency, language) },
    methods,
    refundDays: site.refundDays,
    balance: user.credits,
    /** A typed discount code travels from the method list to the overview. */
    discountQuery: url.searchParams.get('discount')
      ? `?discount=${encodeURIComponent(url.searchParams.get('discount')!.slice(0, 60))}`
      : '',
  }
  const orderParam = url.searchParams.get('order')
  if (orderParam !== null) {
    const orderId = parseId(orderParam)
    const order = orderId === null ? null : await memberOrder(user.id, orderId, language)
    if (!order || order.packageId !== pkg.id) throw notFound()
    const cancelled = url.searchParams.get('cancel') === '1' && order.state === 'pending'
    return { ...base, mode: 'return' as const, order: { ...order, state: cancelled ? ('failed' as const) : order.state } }
  }
  const name = args.params.paymentmethod
  if (!name) return { ...base, mode: 'choose' as const }
  const method = checkoutMethod(site, name, country, pkg.currency)
  if (!method) throw notFound()
  // A retired method (giropay, sofort, vipps) leads to its successor (docs/payments.md).
  if (method.name !== name) throw redirect(`/credits/${pkg.id}/${method.name}`)
  const typed = url.searchParams.get('discount')?.slice(0, 60) ?? null
  const discount = await discountLine({ member: user, pkg, method: method.name, code: typed })
  const overview = {
    ...base,
    mode: 'overview' as const,
    method: method.name,
    discount: discount.amount > 0 ? formatPrice(discount.amount, pkg.currency, language) : null,
    discountCode: discount.code ?? typed,
    discountProblem: discount.problem ? discountMessage(discount, language) : null,
    total: formatPrice(Math.max(0, pkg.amount - discount.amount), pkg.currency, language),
    activationRequired: !mayActOnOthers(user),
  }
  // Too many codes tried (one limit for every way, server/offers/discount-tries.ts).
  return discount.problem === 'too_many_guesses' ? data(overview, { status: 429 }) : overview
}

export async function action(args: Route.ActionArgs) {
  const { user, site, language, country, pkg } = await resolve(args)
  const form = await readForm(args.request)
  const name = args.params.paymentmethod ?? ''
  const method = checkoutMethod(site, name, country, pkg.currency)
  if (!method || method.name !== name) throw notFound()
  const code = form.get('discount')
  // No payment without the waiver of the right of withdrawal (shared/payments/withdrawal.ts);
  // startOrder refuses it too, this answers the form before anything else.
  const withdrawalWaiver = waiverFromForm(form, language)
  if (!withdrawalWaiver) return data({ error: 'withdrawal' as const }, { status: 400 })
  // Direct debit is paid on our own mandate form (SMS code), not on a provider's page; the
  // waiver is asked for again there, with the mandate.
  if (method.flow === 'directdebit') {
    const discount = typeof code === 'string' && code ? `&discount=${encodeURIComponent(code.slice(0, 60))}` : ''
    return redirect(`/directdebit?package=${pkg.id}${discount}`)
  }
  const limit = await consumeLimit('checkout-member', user.id)
  if (!limit.allowed) return data({ error: 'tooMany' as const }, { status: 429 })
  try {
    const { url } = await startOrder({
      user,
      site,
      pkg,
      method,
      methodName: name,
      language,
      description: `${site.name} ${pkg.credits} credits`,
      discountCode: typeof code === 'string' ? code.slice(0, 60) : null,
      withdrawalWaiver,
    })
    return redirect(url)
  } catch (error) {
    if (error instanceof ActivationRequiredError) return data({ error: 'activation' as const }, { status: 403 })
    if (error instanceof OrderError && error.code === 'withdrawal_waiver')
      return data({ error: 'withdrawal' as const }, { status: 400 })
    if (error instanceof DiscountRefusedError) {
      // The code was taken or ended since the overview, or too many were tried: nothing was
      // charged; show why, with the code's own terms (currency, minimum, methods) in the message.
      const message = discountMessage({ problem: error.code, needs: error.details.needs }, language)
      return data({ error: 'discount' as const, message }, { status: error.code === 'too_many_guesses' ? 429 : 409 })
    }
    log().warn({ err: error }, 'checkout failed')
    return data({ error: 'provider' as const }, { status: 502 })
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['payments', 'offers'])
  const { pkg } = loaderData
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 720 }}>
      <title>{t('checkout.title')}</title>
      {loaderData.mode === 'return' ? (
        <PaymentReturn order={loaderData.order} methods={loaderData.methods} pkgId={pkg.id} />
      ) : (
        <>
          <h1 className="h3 mb-3">{t('checkout.title')}</h1>
          <CheckoutOverview pkg={pkg} order={loaderData.mode === 'overview' ? loaderData : null} />
          {loaderData.mode === 'choose' ? (
            <section aria-labelledby="checkout-methods">
              <h2 id="checkout-methods" className="h5">
                {t('checkout.chooseMethod')}
              </h2>
              <MethodList pkgId={pkg.id} methods={loaderData.methods} query={loaderData.discountQuery} />
            </section>
          ) : (
            <CheckoutPay order={loaderData} answer={actionData} />
          )}
        </>
      )}
    </main>
  )
}
