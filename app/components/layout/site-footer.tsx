// The footer (SPEC §2): a logo area and a links area, laid out differently for a member on
// a non-index page (one compact row), in the installed app (links only) and for the US.
import { useTranslation } from '../../i18n/use-translation.ts'
import { AppLink } from '../../shell/app-links.tsx'
import type { Locale } from '../../../shared/i18n/config.ts'
import { Brand } from './icons.tsx'
import { LocaleMenu } from './locale-menu.tsx'

export const footerLinks = [
  { to: '/pages/terms', key: 'terms' },
  { to: '/pages/privacy', key: 'privacy' },
  { to: '/pages/cookies', key: 'cookies' },
  { to: '/pages/ban', key: 'ban' },
  { to: '/pricing', key: 'pricing' },
  { to: '/complaints', key: 'complaints' },
  { to: '/pages/return-policy', key: 'returnPolicy' },
  { to: '/pages/faq', key: 'faq' },
  { to: '/pages/service', key: 'service' },
  { to: '/cookie-settings', key: 'cookieSettings' },
] as const

export type FooterVariant = 'full' | 'compact' | 'app' | 'us'

/** Which footer layout applies (SPEC §2). The installed app wins, then the member view, then the US. */
export function footerVariant(opts: {
  standalone: boolean
  loggedIn: boolean
  isIndex: boolean
  country: string | null
  locale: string
}): FooterVariant {
  if (opts.standalone) return 'app'
  if (opts.loggedIn && !opts.isIndex) return 'compact'
  if (opts.country === 'US' && opts.locale === 'en') return 'us'
  return 'full'
}

export function SiteFooter({
  variant,
  siteName,
  companyName,
  supportEmail,
  locale,
}: {
  variant: FooterVariant
  siteName: string
  companyName: string
  supportEmail: string
  locale: Locale
}) {
  const { t } = useTranslation()
  const year = new Date().getFullYear()
  const links = (
    <ul className="footer-links list-unstyled mb-0">
      {footerLinks.map((link) => (
        <li key={link.key}>
          <AppLink to={link.to}>{t(`shell.footer.${link.key}`)}</AppLink>
        </li>
      ))}
    </ul>
  )
  return (
    <footer className={`site-footer site-footer-${variant}`} data-variant={variant}>
      <div className="container">
        {variant === 'app' || variant === 'compact' ? (
          <nav aria-label={t('shell.footer.label')} className="d-flex flex-wrap align-items-center gap-3 py-3">
            {links}
            {variant === 'compact' ? <LocaleMenu current={locale} variant="footer" /> : null}
          </nav>
        ) : (
          <div className="row gy-4 py-4">
            <div className="col-12 col-md-4 footer-logo">
              <Brand name={siteName} />
              <p className="small mt-2 mb-2">{t('shell.footer.tagline')}</p>
              <LocaleMenu current={locale} variant="footer" />
            </div>
            <nav className="col-12 col-md-8" aria-label={t('shell.footer.label')}>
              {links}
              {variant === 'us' ? <p className="small mt-3 mb-0">{t('shell.footer.usNotice', { email: supportEmail })}</p> : null}
            </nav>
          </div>
        )}
        <p className="footer-copy small mb-0 pb-3">{t('shell.footer.copyright', { year, company: companyName })}</p>
      </div>
    </footer>
  )
}

/** The disclaimer under the footer: adults only, and the fictional profiles notice. */
export function Disclaimer({
  siteName,
  fictionalPlural,
  fictionalIcon,
}: {
  siteName: string
  fictionalPlural: string
  fictionalIcon: string
}) {
  const { t } = useTranslation()
  return (
    <aside className="disclaimer small" aria-label={t('shell.disclaimer.label')}>
      <div className="container py-3">
        <p className="mb-1">{t('shell.disclaimer.adults', { site: siteName })}</p>
        {fictionalPlural ? (
          <p className="mb-0">{t('shell.disclaimer.fictional', { site: siteName, icon: fictionalIcon })}</p>
        ) : null}
      </div>
    </aside>
  )
}
