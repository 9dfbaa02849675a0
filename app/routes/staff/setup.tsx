// /staff/setup?token=...: the one-time set-up link an admin or the CLI gave a new (or reset)
// staff member; it sets the password, then the login enrols the authenticator app.
import { getFormProps, useForm } from '@conform-to/react'
import type { z } from 'zod'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/setup'
import { clientIp } from '../../context.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Field } from '../../components/forms/field.tsx'
import staffStylesHref from '../../styles/staff.scss?url'
import { readForm } from '../../../server/http/read-body.ts'
import { consumeLimit } from '../../../server/http/rate-limits.ts'
import { completeStaffSetup, StaffAccountError, staffForSetupToken } from '../../../server/staff/accounts.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'
import { setupSchema } from '../../../shared/staff/schemas.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStylesHref, precedence: 'high' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const limit = await consumeLimit('staff-setup-client', clientIp(context))
  const staff = limit.allowed ? await staffForSetupToken(token) : null
  return { token, staff: staff ? { name: staff.name, email: staff.email } : null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: setupSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password', 'confirm'] }), invalid: false }, { status: 400 })
  const limit = await consumeLimit('staff-setup-client', clientIp(context))
  try {
    if (!limit.allowed) throw new StaffAccountError('setup_link_invalid')
    await completeStaffSetup(submission.value.token, submission.value.password)
  } catch (error) {
    if (error instanceof StaffAccountError)
      return data(
        { result: submission.reply({ hideFields: ['password', 'confirm'] }), invalid: true },
        { status: refusalStatus(error.code) },
      )
    throw error
  }
  throw redirect('/staff/login?setup=done')
}

export default function StaffSetup() {
  const { token, staff } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof setupSchema>>({
    id: 'staff-setup',
    lastResult: actionData?.result,
    constraint: getZodConstraint(setupSchema),
  })
  return (
    <main id="main" className="container py-5" style={{ maxWidth: 480 }}>
      <title>{t('setup.title')}</title>
      <h1 className="h3 mb-4">{t('setup.title')}</h1>
      {!staff || actionData?.invalid ? (
        <div className="alert alert-warning" role="alert">
          {t('errors.setupLinkInvalid')}
        </div>
      ) : (
        <>
          <p>{t('setup.intro', { name: staff.name, email: staff.email })}</p>
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="token" value={token} />
            <Field
              meta={fields.password}
              label={t('setup.password')}
              type="password"
              autoComplete="new-password"
              help={t('setup.passwordHelp')}
              ns="staff"
            />
            <Field meta={fields.confirm} label={t('setup.confirm')} type="password" autoComplete="new-password" ns="staff" />
            <button type="submit" className="btn btn-primary w-100">
              {t('setup.submit')}
            </button>
          </Form>
        </>
      )}
    </main>
  )
}
