// The locale dropdown (SPEC §2): a POST to /lang-config that sets the 365-day cookie,
// stores the member's language and reloads the page in the new language. Works without JS.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, useLocation } from 'react-router'
import { locales, type Locale } from '../../../shared/i18n/config.ts'
import { languageNames } from '../../i18n/language-names.ts'
import { Icon } from './icons.tsx'
import { Menu } from './menu.tsx'

export function LocaleMenu({ current, variant = 'bar' }: { current: Locale; variant?: 'bar' | 'footer' }) {
  const { t } = useTranslation()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <Menu
      label={t('shell.language', { language: languageNames[current] })}
      className={variant === 'footer' ? 'menu-up' : ''}
      summary={
        <>
          <Icon name="globe" size={18} />
          <span className="locale-code text-uppercase">{current}</span>
        </>
      }
    >
      <Form method="post" action="/lang-config" reloadDocument>
        <input type="hidden" name="redirectTo" value={here} />
        {locales.map((locale) => (
          <button
            key={locale}
            type="submit"
            name="language"
            value={locale}
            lang={locale}
            className={`dropdown-item${locale === current ? ' active' : ''}`}
            aria-current={locale === current ? 'true' : undefined}
          >
            {languageNames[locale]}
          </button>
        ))}
      </Form>
    </Menu>
  )
}
