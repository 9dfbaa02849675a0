// /mail-change/do?token= (SPEC §2): confirm the new e-mail address from the link sent to it.
import { useTranslation } from '../i18n/use-translation.ts'
import { data, Form, Link, useActionData } from 'react-router'
import type { Route } from './+types/mail-change.do'
import { confirmEmailChange } from '../../server/accounts/email-change.ts'
import { findValidToken } from '../../server/accounts/tokens.ts'
import { readForm } from '../../server/http/read-body.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const row = await findValidToken(token, 'email_change')
  return { token, newEmail: (row?.data as { newEmail?: string } | null)?.newEmail ?? null }
}

export async function action({ request }: Route.ActionArgs) {
  const result = await confirmEmailChange(String((await readForm(request)).get('token') ?? ''))
  if (!result.ok)
    return data({ ok: false, error: result.error === 'taken' ? 'errors.emailTaken' : 'errors.linkInvalid' }, { status: 409 })
  return data({ ok: true, error: null })
}

export default function MailChangeDo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const invalid = !loaderData.newEmail && !actionData?.ok
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 520 }}>
      <title>{t('mailChange.title')}</title>
      <h1 className="h3">{t('mailChange.title')}</h1>
      {actionData?.ok ? (
        <div className="alert alert-success" role="status">
          {t('mailChange.done')}
        </div>
      ) : actionData?.error || invalid ? (
        <div className="alert alert-danger" role="alert">
          {t(actionData?.error ?? 'errors.linkInvalid')}
        </div>
      ) : (
        <Form method="post">
          <p>{t('mailChange.confirm', { email: loaderData.newEmail })}</p>
          <input type="hidden" name="token" value={loaderData.token ?? ''} />
          <button className="btn btn-primary" type="submit">
            {t('mailChange.button')}
          </button>
        </Form>
      )}
      <Link className="d-inline-block mt-3" to="/notifications">
        {t('mailChange.toSettings')}
      </Link>
    </main>
  )
}
