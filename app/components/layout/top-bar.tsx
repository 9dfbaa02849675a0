// The top navigation of the default layout (SPEC §2): for members search, messages, likes,
// credits or Get Premium, the account and locale dropdowns; for visitors Login and Sign up.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import type { Locale } from '../../../shared/i18n/config.ts'
import { countBadge, creditsBadgeVariant } from '../../shell/badges.ts'
import { routeHasBackButton } from '../../shell/back-button.ts'
import type { Activity } from '../../shell/activity.ts'
import { useDisplayMode } from '../../shell/display-mode.ts'
import { SignupButton } from '../signup/signup-button.tsx'
import { Brand, Icon } from './icons.tsx'
import { LocaleMenu } from './locale-menu.tsx'
import { Menu } from './menu.tsx'
import { LogOutForm } from './log-out-form.tsx'

export interface TopBarUser {
  name: string
}

export function TopBar({
  siteName,
  user,
  activity,
  locale,
}: {
  siteName: string
  user: TopBarUser | null
  activity: Activity | null
  locale: Locale
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const displayMode = useDisplayMode()
  const showBack =
    displayMode === 'standalone' && routeHasBackButton(pathname) && typeof window !== 'undefined' && window.history.length > 1

  return (
    <header className="top-bar navbar navbar-dark bg-primary">
      <nav className="container flex-nowrap gap-2" aria-label={t('shell.mainNavigation')}>
        <div className="d-flex align-items-center gap-1 min-w-0">
          {showBack ? (
            <button type="button" className="btn btn-sm btn-outline-light" onClick={() => navigate(-1)}>
              <Icon name="back" size={18} />
              <span className="visually-hidden">{t('shell.back')}</span>
            </button>
          ) : null}
          <Link className="navbar-brand fw-bold me-0 text-truncate" to={user ? '/members' : '/'}>
            <Brand name={siteName} />
          </Link>
        </div>
        {user && activity ? (
          <ul className="top-bar-items top-bar-actions list-unstyled d-flex align-items-center gap-1 gap-sm-2 mb-0">
            <li>
              <NavLink className="top-bar-link" to="/members" end>
                <Icon name="search" />
                <span className="top-bar-label">{t('shell.searchMembers')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink className="top-bar-link" to="/chats">
                <Icon name="chat" />
                <span className="top-bar-label">{t('shell.messages')}</span>
                <CountBadge
                  count={activity.unreadMessages}
                  label={t('shell.unreadMessages', { count: activity.unreadMessages })}
                />
              </NavLink>
            </li>
            <li>
              <NavLink className="top-bar-link" to="/likes/received">
                <Icon name="heart" />
                <span className="top-bar-label">{t('shell.likes')}</span>
                <CountBadge count={activity.newLikes} label={t('shell.newLikes', { count: activity.newLikes })} />
              </NavLink>
            </li>
            <li>
              {activity.paidUser ? (
                <NavLink className="top-bar-link" to="/credits">
                  <Icon name="coins" />
                  <span className="top-bar-label">{t('shell.credits')}</span>
                  <CreditsBadge credits={activity.credits} label={t('shell.creditsLeft', { count: activity.credits })} />
                </NavLink>
              ) : (
                <NavLink className="top-bar-link top-bar-premium" to="/premium">
                  <Icon name="star" />
                  <span className="top-bar-label">{t('shell.getPremium')}</span>
                </NavLink>
              )}
            </li>
            <li>
              <Menu label={t('shell.account', { name: user.name })} summary={<Icon name="user" size={18} />}>
                <p className="dropdown-header text-truncate mb-0">{user.name}</p>
                <Link className="dropdown-item" to="/profile">
                  {t('shell.myProfile')}
                </Link>
                <Link className="dropdown-item" to="/notifications">
                  {t('shell.settings')}
                </Link>
                <LogOutForm className="dropdown-item">{t('shell.logout')}</LogOutForm>
              </Menu>
            </li>
            <li>
              <LocaleMenu current={locale} />
            </li>
          </ul>
        ) : (
          <div className="top-bar-actions d-flex align-items-center gap-1 gap-sm-2">
            <LocaleMenu current={locale} />
            <Link className="btn btn-sm btn-light text-nowrap" to="/login">
              {t('shell.login')}
            </Link>
            {pathname === '/signup' ? null : (
              <SignupButton className="btn btn-sm btn-secondary text-nowrap">{t('shell.signup')}</SignupButton>
            )}
          </div>
        )}
      </nav>
    </header>
  )
}

function CountBadge({ count, label }: { count: number; label: string }) {
  const text = countBadge(count)
  if (!text) return null
  return (
    <span className="badge rounded-pill text-bg-light top-bar-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

function CreditsBadge({ credits, label }: { credits: number; label: string }) {
  const variant = creditsBadgeVariant(credits)
  if (!variant) return <span className="visually-hidden">{label}</span>
  return (
    <span className={`badge rounded-pill top-bar-badge text-bg-${variant}`} data-variant={variant}>
      <span aria-hidden="true">{credits}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
