import { useTranslation } from 'react-i18next'
import { Form, Link, NavLink } from 'react-router'

export interface HeaderUser {
  name: string
}

export function SiteHeader({ siteName, user }: { siteName: string; user: HeaderUser | null }) {
  const { t } = useTranslation('accounts')
  return (
    <header className="site-header navbar navbar-dark bg-primary">
      <nav className="container flex-wrap gap-2" aria-label={t('nav.main')}>
        <Link className="navbar-brand fw-bold" to={user ? '/members' : '/'}>
          {siteName}
        </Link>
        {user ? (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <NavLink className="btn btn-sm btn-outline-light" to="/members">
              {t('nav.searchMembers')}
            </NavLink>
            <NavLink className="btn btn-sm btn-outline-light" to="/notifications" aria-label={t('nav.settings')}>
              {t('nav.settings')}
            </NavLink>
            <Form method="post" action="/api/logout.php" className="d-inline">
              <button className="btn btn-sm btn-light" type="submit">
                {t('nav.logout')}
              </button>
            </Form>
          </div>
        ) : (
          <div className="d-flex gap-2">
            <Link className="btn btn-sm btn-light" to="/login">
              {t('nav.login')}
            </Link>
            <Link className="btn btn-sm btn-secondary" to="/signup">
              {t('nav.signup')}
            </Link>
          </div>
        )}
      </nav>
    </header>
  )
}
