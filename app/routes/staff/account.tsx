// /staff/account: the signed-in staff member's own account: change the password (their other
// sessions end) and their recent actions.
import { getFormProps, useForm } from '@conform-to/react'
import type { z } from 'zod'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/account'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Field } from '../../components/forms/field.tsx'
import { AuditTrail } from '../../components/staff/audit-trail.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { auditForStaff } from '../../../server/staff/audit.ts'
import { changeOwnStaffPassword, StaffAccountError } from '../../../server/staff/accounts.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'
import { changePasswordSchema } from '../../../shared/staff/schemas.ts'
import { requireStaff, staffAction } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args)
  const activity = await auditForStaff(staff, staff.id)
  return { name: staff.name, email: staff.email, activity: activity.rows }
}

export async function action(args: Route.ActionArgs) {
  const { staff, session, actor } = await staffAction(args)
  const submission = parseWithZod(await readForm(args.request), { schema: changePasswordSchema })
  const hide = { hideFields: ['current', 'password', 'confirm'] }
  if (submission.status !== 'success') return data({ result: submission.reply(hide), done: false }, { status: 400 })
  try {
    await changeOwnStaffPassword(staff, session.id, submission.value, actor.via === 'console' ? actor.ip : null)
  } catch (error) {
    if (error instanceof StaffAccountError && error.code === 'wrong_password')
      return data(
        { result: submission.reply({ ...hide, fieldErrors: { current: ['errors.wrongPassword'] } }), done: false },
        { status: refusalStatus(error.code) },
      )
    throw error
  }
  return { result: submission.reply({ ...hide, resetForm: true }), done: true }
}

export default function StaffAccount() {
  const { name, email, activity } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof changePasswordSchema>>({
    id: 'staff-password',
    lastResult: actionData?.result,
    constraint: getZodConstraint(changePasswordSchema),
  })
  return (
    <>
      <title>{t('me.title')}</title>
      <h1 className="h3">{t('me.title')}</h1>
      <p>
        {name} &lt;{email}&gt;
      </p>
      <h2 className="h5 mt-4">{t('me.changePassword')}</h2>
      {actionData?.done ? (
        <div className="alert alert-success" role="status">
          {t('me.passwordChanged')}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} style={{ maxWidth: 420 }}>
        <Field meta={fields.current} label={t('me.current')} type="password" autoComplete="current-password" ns="staff" />
        <Field meta={fields.password} label={t('me.newPassword')} type="password" autoComplete="new-password" ns="staff" />
        <Field meta={fields.confirm} label={t('me.confirm')} type="password" autoComplete="new-password" ns="staff" />
        <button type="submit" className="btn btn-primary">
          {t('me.changePassword')}
        </button>
      </Form>
      <h2 className="h5 mt-5">{t('me.activity')}</h2>
      <AuditTrail rows={activity} moreHref={null} />
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
