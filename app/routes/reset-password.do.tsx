// /reset-password/do?token= (SPEC §2, §5, §8): choose a new password with the e-mailed link.
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '../i18n/use-translation.ts'
import type { z } from 'zod'
import { data, Form, Link, redirect, useActionData } from 'react-router'
import type { Route } from './+types/reset-password.do'
import { Field, FormAlert } from '../components/forms/field.tsx'
import { newPasswordSchema } from '../../shared/accounts/schemas.ts'
import { resetPassword } from '../../server/accounts/password.ts'
import { findValidToken } from '../../server/accounts/tokens.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { readForm } from '../../server/http/read-body.ts'
import { clientIp } from '../context.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  return { token, valid: Boolean(await findValidToken(token, 'password_reset')) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: newPasswordSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password', 'password_repeat'] }), error: null }, { status: 400 })
  const done = await resetPassword(String(formData.get('token') ?? ''), submission.value.password)
  if (!done)
    return data(
      { result: submission.reply({ hideFields: ['password', 'password_repeat'] }), error: 'errors.linkInvalid' },
      { status: 410 },
    )
  throw redirect('/members', { headers: { 'Set-Cookie': await createSession(done.userId, request, clientIp(context)) } })
}

export default function ResetPasswordDo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm<z.input<typeof newPasswordSchema>>({
    id: 'new-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(newPasswordSchema),
  })
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 480 }}>
      <title>{t('resetDo.title')}</title>
      <h1 className="h3">{t('resetDo.title')}</h1>
      {!loaderData.valid ? (
        <>
          <div className="alert alert-danger" role="alert">
            {t('errors.linkInvalid')}
          </div>
          <Link className="btn btn-primary" to="/reset-password">
            {t('resetDo.requestNew')}
          </Link>
        </>
      ) : (
        <>
          <FormAlert errors={actionData?.error ? [actionData.error] : form.errors} />
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="token" value={loaderData.token ?? ''} />
            <Field meta={fields.password} label={t('fields.newPassword')} type="password" autoComplete="new-password" />
            <Field meta={fields.password_repeat} label={t('fields.repeatPassword')} type="password" autoComplete="new-password" />
            <button className="btn btn-primary w-100" type="submit">
              {t('resetDo.submit')}
            </button>
          </Form>
        </>
      )}
    </main>
  )
}
