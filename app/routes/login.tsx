import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '../i18n/use-translation.ts'
import type { z } from 'zod'
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import { siteContext, clientIp } from '../context.ts'
import { Field, FormAlert } from '../components/forms/field.tsx'
import { loginSchema } from '../../shared/accounts/schemas.ts'
import { login } from '../../server/accounts/login.ts'
import { createSession, requireAnonymous, safeRedirect } from '../../server/accounts/sessions.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: loginSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }), error: null, minutes: 0 }, { status: 400 })
  const site = context.get(siteContext)
  const result = await login({
    siteId: site.id,
    email: submission.value.email,
    password: submission.value.password,
    baseUrl: siteOrigin(site),
    ip: clientIp(context),
  })
  if (!result.ok) {
    const message = {
      locked: 'errors.loginLocked',
      too_many_attempts: 'errors.loginTooManyAttempts',
      pending_deletion: 'errors.loginPendingDeletion',
      failed: 'errors.loginFailed',
    }[result.error]
    const limited = result.error === 'locked' || result.error === 'too_many_attempts'
    return data(
      {
        result: submission.reply({ hideFields: ['password'] }),
        error: message,
        minutes: limited ? result.minutes : 0,
      },
      { status: limited ? 429 : 401 },
    )
  }
  throw redirect(safeRedirect(submission.value.redirectTo), {
    headers: { 'Set-Cookie': await createSession(result.userId, request, clientIp(context)) },
  })
}

export default function Login() {
  const { t } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    id: 'login',
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
  })
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 480 }}>
      <title>{t('login.title')}</title>
      <h1 className="h3 mb-4">{t('login.title')}</h1>
      <FormAlert errors={actionData?.error ? [actionData.error] : form.errors} values={{ minutes: actionData?.minutes }} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <Field meta={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
        <Field meta={fields.password} label={t('fields.password')} type="password" autoComplete="current-password" />
        <button type="submit" className="btn btn-primary w-100" disabled={navigation.state === 'submitting'}>
          {t('login.submit')}
        </button>
      </Form>
      <p className="mt-3 mb-1">
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to="/signup">{t('login.signUp')}</Link>
      </p>
    </main>
  )
}
