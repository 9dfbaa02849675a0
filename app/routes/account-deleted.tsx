// /account-deleted (SPEC §2): shown after a deletion request.
import { useTranslation } from '../i18n/use-translation.ts'
import { Link } from 'react-router'

export default function AccountDeleted() {
  const { t } = useTranslation('accounts')
  return (
    <main id="main" className="container py-5 text-center" style={{ maxWidth: 560 }}>
      <title>{t('accountDeleted.title')}</title>
      <h1 className="h3">{t('accountDeleted.title')}</h1>
      <p>{t('accountDeleted.lead', { days: 14 })}</p>
      <Link className="btn btn-outline-primary" to="/">
        {t('accountDeleted.home')}
      </Link>
    </main>
  )
}
