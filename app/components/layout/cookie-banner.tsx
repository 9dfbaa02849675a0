// The cookie banner (docs/privacy.md): shown until the visitor chose, on every layout. Reject and
// accept are the same kind of button, side by side; nothing optional is set before "accept". A
// plain form to /cookie-settings with the page to come back to: it works without JavaScript.
import { Form, Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../shell/root-data.ts'

export function CookieBanner() {
  const { t } = useTranslation()
  const root = useRootData()
  const location = useLocation()
  if (!root || root.cookieConsent !== null || location.pathname === '/cookie-settings') return null
  return (
    <section className="cookie-banner shadow-lg" aria-labelledby="cookie-banner-title" data-cookie-banner>
      <div className="container py-3">
        <h2 id="cookie-banner-title" className="h6 mb-1">
          {t('consent.title', { site: root.site.name })}
        </h2>
        <p className="small mb-2">
          {t('consent.body')} <Link to="/pages/cookies">{t('consent.policy')}</Link>
        </p>
        <Form method="post" action="/cookie-settings" className="d-flex flex-wrap gap-2">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button className="btn btn-primary" type="submit" name="choice" value="rejected">
            {t('consent.reject')}
          </button>
          <button className="btn btn-primary" type="submit" name="choice" value="accepted">
            {t('consent.accept')}
          </button>
        </Form>
      </div>
    </section>
  )
}
