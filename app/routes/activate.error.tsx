// /activate/error (SPEC §8): "Something went wrong, please contact support".
import { useTranslation } from '../i18n/use-translation.ts'
import { Link, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '../root.tsx'

export default function ActivateError() {
  const { t } = useTranslation('accounts')
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <main id="main" className="container py-5 text-center" style={{ maxWidth: 560 }}>
      <title>{t('activateError.title')}</title>
      <h1 className="h3">{t('activateError.title')}</h1>
      <p className="alert alert-danger">{t('activateError.message')}</p>
      <p>
        {t('activateError.help')} <a href={`mailto:${root?.site.supportEmail ?? ''}`}>{root?.site.supportEmail}</a>
      </p>
      <Link className="btn btn-primary" to="/login">
        {t('activateError.login')}
      </Link>
    </main>
  )
}
