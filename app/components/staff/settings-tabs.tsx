// The pages of the site settings section (docs/staff.md, "Site settings").
import { NavLink } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'

const TABS = [
  { id: 'general', path: '/staff/settings' },
  { id: 'texts', path: '/staff/settings/texts' },
  { id: 'packages', path: '/staff/settings/packages' },
  { id: 'discounts', path: '/staff/settings/discounts' },
  { id: 'gifts', path: '/staff/settings/gifts' },
] as const

export function SettingsTabs({ domain }: { domain: string }) {
  const { t } = useTranslation('staff')
  return (
    <>
      <p className="text-body-secondary small mb-1">{t('settings.forSite', { domain })}</p>
      <nav aria-label={t('settings.pages')} className="mb-4">
        <ul className="nav nav-tabs">
          {TABS.map((tab) => (
            <li className="nav-item" key={tab.id}>
              <NavLink end to={tab.path} className="nav-link">
                {t(`settings.tabs.${tab.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
