// /activate?token=: the link in the activation e-mail. Opening it shows a button (mail
// scanners open links too, and must not use the single-use token); with JavaScript the
// page submits itself.
import { useEffect, useRef } from 'react'
import { useTranslation } from '../i18n/use-translation.ts'
import { Form, redirect } from 'react-router'
import type { Route } from './+types/activate'
import { activateAccount } from '../../server/accounts/activation.ts'
import { findValidToken } from '../../server/accounts/tokens.ts'
import { createSession, getSessionUser } from '../../server/accounts/sessions.ts'
import { readForm } from '../../server/http/read-body.ts'
import { clientIp } from '../context.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (!(await findValidToken(token, 'activation'))) throw redirect('/activate/error')
  return { token }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const activated = await activateAccount(String(form.get('token') ?? ''))
  if (!activated) throw redirect('/activate/error')
  const current = await getSessionUser(request)
  const headers =
    current?.id === activated.userId
      ? undefined
      : { 'Set-Cookie': await createSession(activated.userId, request, clientIp(context)) }
  throw redirect('/activate/done', { headers })
}

export default function Activate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => form.current?.requestSubmit(), [])
  return (
    <main id="main" className="container py-5 text-center" style={{ maxWidth: 520 }}>
      <title>{t('activate.title')}</title>
      <h1 className="h3">{t('activate.title')}</h1>
      <Form method="post" ref={form}>
        <input type="hidden" name="token" value={loaderData.token ?? ''} />
        <button className="btn btn-primary btn-lg" type="submit">
          {t('activate.button')}
        </button>
      </Form>
    </main>
  )
}
