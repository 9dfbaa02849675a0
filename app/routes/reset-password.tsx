// /reset-password (SPEC §2, §8): ask for a reset link by e-mail.
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '../i18n/use-translation.ts'
import type { z } from 'zod'
import { data, Form, useActionData } from 'react-router'
import type { Route } from './+types/reset-password'
import { clientIp, siteContext } from '../context.ts'
import { Field, FormAlert } from '../components/forms/field.tsx'
import { resetRequestSchema } from '../../shared/accounts/schemas.ts'
import { requestPasswordReset } from '../../server/accounts/password.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { readForm } from '../../server/http/read-body.ts'

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: resetRequestSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false, error: null }, { status: 400 })
  const site = context.get(siteContext)
  const result = await requestPasswordReset(site.id, submission.value.email, siteOrigin(site), clientIp(context))
  if (!result.ok) {
    const error =
      result.error === 'too_many'
        ? 'errors.tooManyResets'
        : result.error === 'too_many_attempts'
          ? 'errors.tooManyAttempts'
          : 'errors.emailNotFound'
    return data({ result: submission.reply(), sent: false, error }, { status: result.error === 'not_found' ? 404 : 429 })
  }
  return data({ result: submission.reply({ resetForm: true }), sent: true, error: null })
}

export default function ResetPassword() {
  const { t } = useTranslation('accounts')
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm<z.input<typeof resetRequestSchema>>({
    id: 'reset',
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetRequestSchema),
  })
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 480 }}>
      <title>{t('reset.title')}</title>
      <h1 className="h3">{t('reset.title')}</h1>
      <p>{t('reset.lead')}</p>
      {actionData?.sent ? (
        <div className="alert alert-success" role="status">
          {t('reset.sent')}
        </div>
      ) : null}
      <FormAlert errors={actionData?.error ? [actionData.error] : form.errors} />
      <Form method="post" {...getFormProps(form)}>
        <Field meta={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
        <button className="btn btn-primary w-100" type="submit">
          {t('reset.submit')}
        </button>
      </Form>
    </main>
  )
}
