// The settings page's e-mail card (SPEC §2 notifications): the current address and the form for
// a new one (with the password), which sends a confirmation link to the new address. A plain
// POST form (intent "change-email"): it works without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { z } from 'zod'
import { Form } from 'react-router'
import { changeEmailSchema } from '../../../shared/accounts/schemas.ts'
import { Field, FormAlert } from '../forms/field.tsx'

export function EmailChangeSection({ email, result }: { email: string; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('accounts')
  const [form, fields] = useForm<z.input<typeof changeEmailSchema>>({
    id: 'change-email',
    lastResult: result,
    constraint: getZodConstraint(changeEmailSchema),
  })
  return (
    <section className="card mb-4" aria-labelledby="email-heading">
      <div className="card-body">
        <h2 id="email-heading" className="h5">
          {t('settings.email')}
        </h2>
        <p className="text-muted">{t('settings.currentEmail', { email })}</p>
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="change-email" />
          <Field meta={fields.email} label={t('fields.newEmail')} type="email" autoComplete="email" />
          <Field meta={fields.password} label={t('fields.password')} type="password" autoComplete="current-password" />
          <button className="btn btn-primary" type="submit">
            {t('settings.changeEmail')}
          </button>
        </Form>
      </div>
    </section>
  )
}
