// /reactivate?token=: the link in the deletion e-mail; one click brings the account back.
import { useTranslation } from '../i18n/use-translation.ts'
import { Form, Link, redirect } from 'react-router'
import type { Route } from './+types/reactivate'
import { findValidToken } from '../../server/accounts/tokens.ts'
import { reactivateAccount } from '../../server/accounts/deletion.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { readForm } from '../../server/http/read-body.ts'
import { clientIp } from '../context.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  return { token, valid: Boolean(await findValidToken(token, 'reactivation')) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const done = await reactivateAccount(String((await readForm(request)).get('token') ?? ''))
  if (!done) throw redirect('/reactivate')
  throw redirect('/members', { headers: { 'Set-Cookie': await createSession(done.userId, request, clientIp(context)) } })
}

export default function Reactivate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  return (
    <main id="main" className="container py-5 text-center" style={{ maxWidth: 560 }}>
      <title>{t('reactivate.title')}</title>
      <h1 className="h3">{t('reactivate.title')}</h1>
      {loaderData.valid ? (
        <Form method="post">
          <p>{t('reactivate.lead')}</p>
          <input type="hidden" name="token" value={loaderData.token ?? ''} />
          <button className="btn btn-primary btn-lg" type="submit">
            {t('reactivate.button')}
          </button>
        </Form>
      ) : (
        <>
          <div className="alert alert-danger" role="alert">
            {t('errors.linkInvalid')}
          </div>
          <Link to="/login">{t('activateError.login')}</Link>
        </>
      )}
    </main>
  )
}
