// /credits (SPEC §2): the member's balance, the packages to buy more, and their transactions. With
// ?discount=CODE (an offer's link, the retention offer's) the cards show the lowered prices.
import { useTranslation } from '../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { Route } from './+types/credits'
import { localeContext, siteContext } from '../context.ts'
import { countryFromRequest } from '../../server/http/geo.ts'
import { memberPricing } from '../../server/payments/checkout.ts'
import { PackageCards } from '../components/payments/package-cards.tsx'
import { DiscountCodeForm } from '../components/payments/discount-code-form.tsx'
import { packageDiscounts } from '../../server/payments/package-discounts.ts'
import { requireMember } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const pricing = await memberPricing(context.get(siteContext), user, countryFromRequest(request), context.get(localeContext))
  // An offer's link (/credits?discount=CODE) carries its code on to the checkout, and the cards
  // show the prices it gives.
  const discount = new URL(request.url).searchParams.get('discount')?.trim().slice(0, 60)
  const discounts = discount
    ? await packageDiscounts(user, pricing.packages, pricing.country, discount, context.get(localeContext))
    : null
  return {
    discount: discount ? { code: discount, applied: discounts?.code !== null, problem: discounts?.problem ?? null } : null,
    discounts: discounts?.byPackage ?? {},
    packages: pricing.packages,
    costs: pricing.costs,
    balance: user.credits,
    paidUser: user.paidUser,
    discountQuery: discount ? `?discount=${encodeURIComponent(discount)}` : '',
  }
}

export default function Credits({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('payments')
  const { balance, costs } = loaderData
  return (
    <main id="main" className="container py-4">
      <title>{t('credits.title')}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <div>
          <h1 className="h2 mb-1">{t('credits.title')}</h1>
          <p className="lead mb-0" data-testid="credit-balance">
            {t('credits.balance', { count: balance })}
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2">
          {loaderData.paidUser ? (
            <Link to="/credits/repeat-order" className="btn btn-outline-primary">
              {t('repeat.link')}
            </Link>
          ) : null}
          <Link to="/transactions" className="btn btn-outline-secondary">
            {t('transactions.title')}
          </Link>
        </div>
      </div>
      {loaderData.paidUser ? null : (
        <p>
          {t('pricing.success')} <Link to="/premium">{t('premium.title')}</Link>
        </p>
      )}
      <section aria-labelledby="credits-buy" className="mb-4">
        <h2 id="credits-buy" className="h4">
          {t('credits.buyMore')}
        </h2>
        {loaderData.discount ? (
          <DiscountCodeForm
            code={loaderData.discount.code}
            problem={loaderData.discount.problem}
            applied={loaderData.discount.applied}
          />
        ) : null}
        <PackageCards packages={loaderData.packages} query={loaderData.discountQuery} discounts={loaderData.discounts} />
      </section>
      <section aria-labelledby="credits-what">
        <h2 id="credits-what" className="h5">
          {t('pricing.whatTitle')}
        </h2>
        <ul className="ps-3">
          <li>{t('pricing.message', { count: costs.message })}</li>
          <li>{t('pricing.photo', { count: costs.photo })}</li>
          {costs.gift ? <li>{t(costs.gift.from ? 'pricing.giftFrom' : 'pricing.gift', { count: costs.gift.credits })}</li> : null}
        </ul>
      </section>
    </main>
  )
}
