// /cookie-settings: the cookie banner's choice, made or changed here (linked from the footer and
// the cookie policy). The banner posts here too, with the page it was shown on: the choice is
// kept for a year and that page is shown again. Plain forms: it all works without JavaScript.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/cookie-settings'
import { useTranslation } from '../i18n/use-translation.ts'
import { safeRedirect } from '../../server/accounts/sessions.ts'
import { readForm } from '../../server/http/read-body.ts'
import { consentCookies, consentFromRequest } from '../../server/privacy/consent-cookies.ts'
import { consentFormSchema } from '../../shared/privacy/consent.ts'

export function loader({ request }: Route.LoaderArgs) {
  return { choice: consentFromRequest(request), saved: new URL(request.url).searchParams.has('saved') }
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: consentFormSchema })
  if (submission.status !== 'success') return data({ invalid: true }, { status: 400 })
  const to = safeRedirect(submission.value.redirectTo, '/cookie-settings?saved=1')
  const headers = new Headers()
  for (const cookie of await consentCookies(submission.value.choice, to)) headers.append('Set-Cookie', cookie)
  return redirect(to, { status: 303, headers })
}

export default function CookieSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const current = loaderData.choice ?? 'none'
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 640 }}>
      <title>{t('consent.settingsTitle')}</title>
      <h1 className="h3 mb-3">{t('consent.settingsTitle')}</h1>
      {loaderData.saved ? (
        <div className="alert alert-success" role="status">
          {t('consent.saved')}
        </div>
      ) : null}
      {actionData?.invalid ? (
        <div className="alert alert-warning" role="alert">
          {t('consent.invalid')}
        </div>
      ) : null}
      <p>{t('consent.body')}</p>
      <p className="fw-semibold" data-consent={current}>
        {t(`consent.current.${current}`)}
      </p>
      <Form method="post" className="d-flex flex-wrap gap-2 mb-3">
        <input type="hidden" name="redirectTo" value="/cookie-settings?saved=1" />
        <button className="btn btn-primary" type="submit" name="choice" value="rejected">
          {t('consent.reject')}
        </button>
        <button className="btn btn-primary" type="submit" name="choice" value="accepted">
          {t('consent.accept')}
        </button>
      </Form>
      <Link to="/pages/cookies">{t('consent.policy')}</Link>
    </main>
  )
}
