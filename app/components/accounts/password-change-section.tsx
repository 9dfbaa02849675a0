// The settings page's password card (SPEC §2 notifications): the old password and the new one
// twice. A plain POST form (intent "change-password"): it works without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { z } from 'zod'
import { Form } from 'react-router'
import { changePasswordSchema } from '../../../shared/accounts/schemas.ts'
import { Field, FormAlert } from '../forms/field.tsx'

export function PasswordChangeSection({ result }: { result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('accounts')
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    id: 'change-password',
    lastResult: result,
    constraint: getZodConstraint(changePasswordSchema),
  })
  return (
    <section className="card mb-4" aria-labelledby="password-heading">
      <div className="card-body">
        <h2 id="password-heading" className="h5">
          {t('settings.password')}
        </h2>
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="change-password" />
          <Field meta={fields.old_password} label={t('fields.oldPassword')} type="password" autoComplete="current-password" />
          <Field meta={fields.password} label={t('fields.newPassword')} type="password" autoComplete="new-password" />
          <Field meta={fields.password_repeat} label={t('fields.repeatPassword')} type="password" autoComplete="new-password" />
          <button className="btn btn-primary" type="submit">
            {t('settings.changePassword')}
          </button>
        </Form>
      </div>
    </section>
  )
}
