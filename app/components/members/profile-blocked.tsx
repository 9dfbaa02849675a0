// The profile screen for a member blocked by the profile's owner (SPEC §6 blocking): "You're
// blocked by {name}" and the way back to the search (the page answers 403).
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'

export function ProfileBlocked({ name, siteName }: { name: string; siteName: string }) {
  const { t } = useTranslation('members')
  return (
    <main id="main" className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <title>{`${t('block.title')} | ${siteName}`}</title>
      <p className="display-6 mb-3" aria-hidden="true">
        🚫
      </p>
      <h1 className="h4 mb-4" data-testid="profile-blocked">
        {t('block.blockedBy', { name })}
      </h1>
      <Link to="/members" className="btn btn-primary">
        {t('block.searchMembers')}
      </Link>
    </main>
  )
}
