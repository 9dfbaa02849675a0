// /premium (SPEC §2, §6): the four tiers p0-p3 for the member's payment country and currency, one
// marked popular, what premium unlocks and the "46% higher chance" line.
import { useTranslation } from '../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { Route } from './+types/premium'
import { localeContext, siteContext } from '../context.ts'
import { countryFromRequest } from '../../server/http/geo.ts'
import { memberPricing } from '../../server/payments/checkout.ts'
import { PackageCards } from '../components/payments/package-cards.tsx'
import { requireMember } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireMember({ request, context })
  const pricing = await memberPricing(context.get(siteContext), user, countryFromRequest(request), context.get(localeContext))
  return { ...pricing, paidUser: user.paidUser, balance: user.credits }
}

export default function Premium({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('payments')
  return (
    <main id="main" className="container py-4">
      <title>{t('premium.title')}</title>
      <div className="text-center mb-4">
        <h1 className="h2">{t('premium.heading')}</h1>
        <p className="lead mb-1">{t('pricing.success')}</p>
        {loaderData.paidUser ? (
          <p className="alert alert-success d-inline-block mt-2 mb-0" role="status">
            {t('premium.already')} <Link to="/credits">{t('credits.title')}</Link>
          </p>
        ) : null}
      </div>
      <section aria-labelledby="premium-packages" className="mb-4">
        <h2 id="premium-packages" className="visually-hidden">
          {t('pricing.packages')}
        </h2>
        <PackageCards packages={loaderData.packages} />
      </section>
      <div className="row g-4">
        <section className="col-md-6" aria-labelledby="premium-unlocks">
          <h2 id="premium-unlocks" className="h5">
            {t('pricing.premiumTitle')}
          </h2>
          <p>{t('pricing.premium', { photoLimit: loaderData.premiumPhotoLimit })}</p>
        </section>
        <section className="col-md-6" aria-labelledby="premium-fair">
          <h2 id="premium-fair" className="h5">
            {t('pricing.fairTitle')}
          </h2>
          <p>{t('pricing.noSubscription')}</p>
          <p>
            {t('pricing.refund', { count: loaderData.refundDays })}{' '}
            <Link to="/pages/return-policy">{t('pricing.refundLink')}</Link>
          </p>
        </section>
      </div>
    </main>
  )
}
