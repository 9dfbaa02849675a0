// /credits/{id}/{paymentmethod?} (SPEC §2, §4, §8): without a method, the payment methods of the
// member's country for package {id} (most used first); with one, the order overview (package,
// credits, price, discount line, legal notes) and Pay, which creates the order and sends the
// member to the provider's hosted page. The provider sends them back here with ?order=N: the
// pending (processing), completed (credits added) or failed/cancelled (retry) page.
import { parseId } from '../../server/http/parse-id.ts'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/credits.$id'
import { localeContext, siteContext } from '../context.ts'
import { requireUser } from '../../server/accounts/sessions.ts'
import { countryFromRequest } from '../../server/http/geo.ts'
import { consumeLimit } from '../../server/http/rate-limits.ts'
import { readForm } from '../../server/http/read-body.ts'
import { checkoutMethod, memberOrder, memberPricing, offeredMethods, packageForMember } from '../../server/payments/checkout.ts'
import { discountLine, startOrder, type DiscountLine } from '../../server/payments/orders.ts'
import { DiscountRefusedError } from '../../server/offers/discounts.ts'
import { ActivationRequiredError, mayActOnOthers } from '../../server/accounts/member-policy.ts'
import { ActivationRequiredNotice } from '../components/layout/activation-required.tsx'
import type { Locale } from '../../shared/i18n/config.ts'
import { getI18n } from '../../server/i18n/resources.ts'
import { formatPrice } from '../../server/pricing/format-price.ts'
import { MethodLabel } from '../components/payments/method-label.tsx'
import { log } from '../../server/log.ts'

const notFound = () => new Response('Not Found', { status: 404 })

async function resolve({ request, context, params }: Pick<Route.LoaderArgs, 'request' | 'context' | 'params'>) {
  const user = await requireUser(request)
  const site = context.get(siteContext)
  const language = context.get(localeContext)
  const pricing = await memberPricing(site, user, countryFromRequest(request), language)
  const id = parseId(params.id)
  const pkg = id === null ? null : await packageForMember(site.id, id, pricing.country)
  if (!pkg) throw notFound()
  return { user, site, language, country: pricing.country, pkg }
}

/** The translated reason a typed code gives no discount (docs/offers.md). */
function discountMessage(line: DiscountLine, language: Locale): string {
  const t = getI18n(language).getFixedT(language, 'offers')
  const needs = line.needs
  return t(`errors.${line.problem}`, {
    currency: needs?.currency ?? '',
    amount: needs?.currency ? formatPrice(needs.minimum, needs.currency, language) : '',
    methods: needs?.methods.join(', ') ?? '',
  })
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
  return {
    ...base,
    mode: 'overview' as const,
    method: method.name,
    discount: discount.amount > 0 ? formatPrice(discount.amount, pkg.currency, language) : null,
    discountCode: discount.code ?? typed,
    discountProblem: discount.problem ? discountMessage(discount, language) : null,
    total: formatPrice(Math.max(0, pkg.amount - discount.amount), pkg.currency, language),
    activationRequired: !mayActOnOthers(user),
  }
}

export async function action(args: Route.ActionArgs) {
  const { user, site, language, country, pkg } = await resolve(args)
  const form = await readForm(args.request)
  const name = args.params.paymentmethod ?? ''
  const method = checkoutMethod(site, name, country, pkg.currency)
  if (!method || method.name !== name) throw notFound()
  const code = form.get('discount')
  // Direct debit is paid on our own mandate form (SMS code), not on a provider's page.
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
    })
    return redirect(url)
  } catch (error) {
    if (error instanceof ActivationRequiredError) return data({ error: 'activation' as const }, { status: 403 })
    if (error instanceof DiscountRefusedError) {
      // The code was taken or ended since the overview: nothing was charged; show why, with the
      // code's own terms (currency, minimum, methods) in the message.
      const line = await discountLine({
        member: user,
        pkg,
        method: method.name,
        code: typeof code === 'string' ? code.slice(0, 60) : null,
      })
      const message = discountMessage(line.problem ? line : { ...line, problem: error.code }, language)
      return data({ error: 'discount' as const, message }, { status: 409 })
    }
    log().warn({ err: error }, 'checkout failed')
    return data({ error: 'provider' as const }, { status: 502 })
  }
}

function MethodList({ pkgId, methods, query = '' }: { pkgId: number; methods: string[]; query?: string }) {
  const { t } = useTranslation('payments')
  if (!methods.length) return <p className="alert alert-warning">{t('checkout.noMethods')}</p>
  return (
    <ul className="list-group" aria-label={t('checkout.chooseMethod')}>
      {methods.map((m) => (
        <li key={m} className="list-group-item p-0">
          <Link className="d-flex align-items-center gap-2 p-3 text-decoration-none" to={`/credits/${pkgId}/${m}${query}`}>
            <MethodLabel method={m} />
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The discount code field of the order overview: a GET form, so it works without JavaScript. */
function DiscountForm({ code, problem, applied }: { code: string | null; problem: string | null; applied: boolean }) {
  const { t } = useTranslation('offers')
  return (
    <Form method="get" className="mb-3" role="search" aria-label={t('form.label')}>
      <label htmlFor="discount-code" className="form-label">
        {t('form.label')}
      </label>
      <div className="input-group">
        <input
          id="discount-code"
          name="discount"
          defaultValue={code ?? ''}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          className={`form-control${problem ? ' is-invalid' : applied ? ' is-valid' : ''}`}
          aria-describedby={problem || applied ? 'discount-code-feedback' : undefined}
          aria-invalid={problem ? true : undefined}
        />
        <button type="submit" className="btn btn-outline-secondary">
          {t('form.apply')}
        </button>
      </div>
      {problem ? (
        <div id="discount-code-feedback" className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      ) : applied && code ? (
        <div id="discount-code-feedback" className="valid-feedback d-block">
          {t('form.applied', { code })}
        </div>
      ) : null}
    </Form>
  )
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['payments', 'offers'])
  const navigation = useNavigation()
  const { pkg } = loaderData
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 720 }}>
      <title>{t('checkout.title')}</title>
      {loaderData.mode === 'return' ? (
        <ReturnPage order={loaderData.order} methods={loaderData.methods} pkgId={pkg.id} />
      ) : (
        <>
          <h1 className="h3 mb-3">{t('checkout.title')}</h1>
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
                {loaderData.mode === 'overview' && loaderData.discount ? (
                  <>
                    <dt className="col-6">{t('checkout.discount')}</dt>
                    <dd className="col-6 text-end">−{loaderData.discount}</dd>
                  </>
                ) : null}
                {loaderData.mode === 'overview' ? (
                  <>
                    <dt className="col-6">{t('checkout.method')}</dt>
                    <dd className="col-6 text-end">
                      <MethodLabel method={loaderData.method} />
                    </dd>
                    <dt className="col-6 fw-bold">{t('checkout.total')}</dt>
                    <dd className="col-6 text-end fw-bold" data-testid="checkout-total">
                      {loaderData.total}
                    </dd>
                  </>
                ) : null}
              </dl>
            </div>
          </section>
          {loaderData.mode === 'choose' ? (
            <section aria-labelledby="checkout-methods">
              <h2 id="checkout-methods" className="h5">
                {t('checkout.chooseMethod')}
              </h2>
              <MethodList pkgId={pkg.id} methods={loaderData.methods} query={loaderData.discountQuery} />
            </section>
          ) : (
            <>
              <DiscountForm
                code={loaderData.discountCode}
                problem={loaderData.discountProblem}
                applied={Boolean(loaderData.discount)}
              />
              {actionData?.error === 'discount' ? (
                <div className="alert alert-danger" role="alert">
                  {actionData.message}
                </div>
              ) : actionData?.error === 'activation' ? (
                <ActivationRequiredNotice />
              ) : actionData?.error ? (
                <div className="alert alert-danger" role="alert">
                  {t(actionData.error === 'tooMany' ? 'checkout.tooMany' : 'checkout.providerError')}
                </div>
              ) : null}
              {loaderData.mode === 'overview' && loaderData.activationRequired ? (
                actionData ? null : (
                  <ActivationRequiredNotice />
                )
              ) : (
                <Form method="post" reloadDocument>
                  {loaderData.discountCode ? <input type="hidden" name="discount" value={loaderData.discountCode} /> : null}
                  <button type="submit" className="btn btn-primary btn-lg w-100" disabled={navigation.state !== 'idle'}>
                    {t('checkout.pay', { price: loaderData.mode === 'overview' ? loaderData.total : pkg.price })}
                  </button>
                </Form>
              )}
              <p className="small text-muted mt-3 mb-1">{t('pricing.noSubscription')}</p>
              <p className="small text-muted">
                {t('pricing.refund', { count: loaderData.refundDays })}{' '}
                <Link to="/pages/return-policy">{t('pricing.refundLink')}</Link> ·{' '}
                <Link to="/pages/terms">{t('checkout.terms')}</Link>
              </p>
              <Link to={`/credits/${pkg.id}${loaderData.discountQuery}`}>{t('checkout.changeMethod')}</Link>
            </>
          )}
        </>
      )}
    </main>
  )
}

function ReturnPage({
  order,
  methods,
  pkgId,
}: {
  order: { id: number; state: 'pending' | 'completed' | 'failed'; credits: number; collecting: boolean }
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
