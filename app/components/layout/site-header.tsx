import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, NavLink, useLocation } from 'react-router'
import { SignupModal } from '../signup/signup-modal.tsx'

/** Desktop (SPEC §2): signup in a modal; smaller screens go to the /signup page. */
const DESKTOP = '(min-width: 768px)'

export interface HeaderUser {
  name: string
}

export function SiteHeader({ siteName, user }: { siteName: string; user: HeaderUser | null }) {
  const { t } = useTranslation('accounts')
  const [signupOpen, setSignupOpen] = useState(false)
  const { pathname } = useLocation()
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
            <Link
              className="btn btn-sm btn-secondary"
              to="/signup"
              onClick={(event) => {
                if (pathname === '/signup' || !window.matchMedia(DESKTOP).matches) return
                event.preventDefault()
                setSignupOpen(true)
              }}
            >
              {t('nav.signup')}
            </Link>
            <SignupModal show={signupOpen} onHide={() => setSignupOpen(false)} />
          </div>
        )}
      </nav>
    </header>
  )
}
