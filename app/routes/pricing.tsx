// /pricing (SPEC §1 money model, §2 "pricing"): the four credit packages p0-p3 of one country,
// what credits buy, premium, no subscriptions and the refund window. ?country=XX switches
// among the site's countries with a plain GET form (works without JavaScript, no change-on-select).
import { useTranslation } from '../i18n/use-translation.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/pricing'
import { localeContext, siteContext } from '../context.ts'
import { countryName } from '../../shared/country-name.ts'
import { countryFromRequest } from '../../server/http/geo.ts'
import { getPricing } from '../../server/pricing/get-pricing.ts'
import { sessionUser } from '../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const locale = context.get(localeContext)
  const [user, pricing] = await Promise.all([
    sessionUser({ request, context }),
    getPricing(site, {
      country: new URL(request.url).searchParams.get('country'),
      geoipCountry: countryFromRequest(request),
      language: locale,
    }),
  ])
  // Names are made here so the server and the browser show the same text.
  const countries = pricing.countries
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  return { ...pricing, countries, member: user !== null }
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('payments')
  const { packages, costs, member } = loaderData
  return (
    <main id="main" className="container py-4">
      <title>{t('pricing.title')}</title>
      <div className="text-center mb-4">
        <h1 className="h2">{t('pricing.heading')}</h1>
        <p className="lead mb-0">{t('pricing.lead')}</p>
      </div>

      <Form method="get" className="d-flex flex-wrap justify-content-center align-items-end gap-2 mb-4">
        <div>
          <label htmlFor="pricing-country" className="form-label small mb-1">
            {t('pricing.country')}
          </label>
          <select
            id="pricing-country"
            name="country"
            className="form-select"
            defaultValue={loaderData.country}
            key={loaderData.country}
          >
            {loaderData.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline-dark">
          {t('pricing.show')}
        </button>
      </Form>

      <section aria-labelledby="pricing-packages" className="mb-5">
        <h2 id="pricing-packages" className="visually-hidden">
          {t('pricing.packages')}
        </h2>
        {packages.length ? (
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
            {packages.map((p) => (
              <div className="col" key={p.id}>
                <article className={`card h-100 text-center${p.popular ? ' border-primary border-2 shadow-sm' : ''}`}>
                  <div className="card-body d-flex flex-column">
                    <div className="mb-2" style={{ minHeight: '1.75rem' }}>
                      {p.popular ? <span className="badge text-bg-primary">{t('pricing.popular')}</span> : null}
                    </div>
                    <h3 className="h4 card-title">{t('pricing.credits', { count: p.credits })}</h3>
                    <p className="display-6 fw-bold mb-1">{p.price}</p>
                    <p className="text-muted small">{t('pricing.perCredit', { price: p.pricePerCredit })}</p>
                    {member ? null : (
                      <Link to="/signup" className={`btn mt-auto ${p.popular ? 'btn-primary' : 'btn-outline-primary'}`}>
                        {t('pricing.signup')}
                      </Link>
                    )}
                  </div>
                </article>
              </div>
            ))}
          </div>
        ) : (
          <p className="text-center">{t('pricing.noPackages')}</p>
        )}
      </section>

      <div className="row g-4">
        <section className="col-md-4" aria-labelledby="pricing-what">
          <h2 id="pricing-what" className="h5">
            {t('pricing.whatTitle')}
          </h2>
          <ul className="ps-3">
            <li data-testid="pricing-message">
              {t('pricing.message', { count: costs.message })}
              {loaderData.messageFrom ? ` ${t('pricing.messageFrom', { price: loaderData.messageFrom })}` : null}
            </li>
            <li>{t('pricing.photo', { count: costs.photo })}</li>
            {costs.gift ? (
              <li>{t(costs.gift.from ? 'pricing.giftFrom' : 'pricing.gift', { count: costs.gift.credits })}</li>
            ) : null}
          </ul>
        </section>
        <section className="col-md-4" aria-labelledby="pricing-premium">
          <h2 id="pricing-premium" className="h5">
            {t('pricing.premiumTitle')}
          </h2>
          <p>{t('pricing.premium', { photoLimit: loaderData.premiumPhotoLimit })}</p>
          <p className="fw-semibold">{t('pricing.success')}</p>
        </section>
        <section className="col-md-4" aria-labelledby="pricing-fair">
          <h2 id="pricing-fair" className="h5">
            {t('pricing.fairTitle')}
          </h2>
          <p>{t('pricing.noSubscription')}</p>
          <p>
            {t('pricing.refund', { count: loaderData.refundDays })}{' '}
            <Link to="/pages/return-policy">{t('pricing.refundLink')}</Link>
          </p>
        </section>
      </div>

      {member ? null : (
        <div className="text-center mt-4">
          <p className="mb-2">{t('pricing.signupLead')}</p>
          <Link to="/signup" className="btn btn-primary btn-lg">
            {t('pricing.signup')}
          </Link>
        </div>
      )}
    </main>
  )
}
