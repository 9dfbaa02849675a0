// /lang-config (SPEC §2): choose the site language. The locale dropdown posts here too:
// the choice is kept in the 365-day cookie and, for members, on the account (like PUT
// /api/user.php {language}); then the page the choice was made on is shown again.
import { useTranslation } from '../i18n/use-translation.ts'
import { Form, redirect } from 'react-router'
import type { Route } from './+types/lang-config'
import { localeContext } from '../context.ts'
import { isLocale, locales } from '../../shared/i18n/config.ts'
import { languageNames } from '../i18n/language-names.ts'
import { getSessionUser, safeRedirect } from '../../server/accounts/sessions.ts'
import { setLanguage } from '../../server/accounts/preferences.ts'
import { serializeLocaleCookie } from '../../server/http/cookies.ts'
import { readForm } from '../../server/http/read-body.ts'

export function loader({ context }: Route.LoaderArgs) {
  return { current: context.get(localeContext) }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const language = form.get('language')
  if (!isLocale(language)) {
    throw new Response('Unknown language', { status: 400 })
  }
  const user = await getSessionUser(request)
  if (user) await setLanguage(user.id, language)
  return redirect(safeRedirect(form.get('redirectTo'), '/'), {
    status: 303,
    headers: { 'Set-Cookie': serializeLocaleCookie(language) },
  })
}

export default function LangConfig({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 560 }}>
      <title>{t('shell.langConfig.title')}</title>
      <h1 className="h3 mb-2">{t('shell.langConfig.title')}</h1>
      <p className="text-body-secondary">{t('shell.langConfig.intro')}</p>
      <Form method="post" reloadDocument className="list-group">
        <input type="hidden" name="redirectTo" value="/" />
        {locales.map((locale) => (
          <button
            key={locale}
            type="submit"
            name="language"
            value={locale}
            lang={locale}
            className={`list-group-item list-group-item-action d-flex justify-content-between${locale === loaderData.current ? ' active' : ''}`}
            aria-current={locale === loaderData.current ? 'true' : undefined}
          >
            <span>{languageNames[locale]}</span>
            <span className="text-uppercase small">{locale}</span>
          </button>
        ))}
      </Form>
    </main>
  )
}
