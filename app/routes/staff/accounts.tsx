// /staff/accounts (staff.manage): every staff account, and a new one with a one-time set-up link
// or an initial password.
import { getFormProps, useForm } from '@conform-to/react'
import type { z } from 'zod'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/accounts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Field } from '../../components/forms/field.tsx'
import { RolesFields } from '../../components/staff/roles-fields.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { siteOrigin } from '../../../server/sites/site-url.ts'
import { createStaff, listStaff, setupPath, StaffAccountError } from '../../../server/staff/accounts.ts'
import { createStaffSchema, SETUP_LINK_DAYS } from '../../../shared/staff/schemas.ts'
import { requireStaff, rethrowForbidden, staffAction } from './+shared/staff.server.ts'
import { accountErrorKey } from './+shared/account-errors.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'

export async function loader(args: Route.LoaderArgs) {
  const { actor, sites } = await requireStaff(args, 'staff.manage')
  const accounts = await listStaff(actor).catch(rethrowForbidden)
  const domains = Object.fromEntries(sites.map((s) => [s.id, s.domain]))
  return { accounts, sites, domains }
}

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'staff.manage')
  const submission = parseWithZod(await readForm(args.request), { schema: createStaffSchema })
  const hide = { hideFields: ['password'] }
  if (submission.status !== 'success') return data({ result: submission.reply(hide), created: null }, { status: 400 })
  try {
    const { staff, setupToken } = await createStaff(actor, submission.value)
    return {
      result: submission.reply({ resetForm: true }),
      created: {
        email: staff.email,
        name: staff.name,
        setupLink: setupToken ? `${siteOrigin(site)}${setupPath(setupToken)}` : null,
      },
    }
  } catch (error) {
    if (error instanceof StaffAccountError)
      return data(
        { result: submission.reply({ ...hide, formErrors: [accountErrorKey[error.code]] }), created: null },
        { status: refusalStatus(error.code) },
      )
    return rethrowForbidden(error)
  }
}

export default function StaffAccounts() {
  const { accounts, sites, domains } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('staff')
  const [form, fields] = useForm<z.input<typeof createStaffSchema>>({
    id: 'staff-create',
    lastResult: actionData?.result,
    constraint: getZodConstraint(createStaffSchema),
  })
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <>
      <title>{t('accounts.title')}</title>
      <h1 className="h3 mb-3">{t('accounts.title')}</h1>
      <div className="table-responsive mb-5">
        <table className="table table-hover align-middle" data-testid="staff-accounts">
          <thead>
            <tr>
              <th scope="col">{t('login.email')}</th>
              <th scope="col">{t('accounts.rolesAndSites')}</th>
              <th scope="col">{t('accounts.twoFactor')}</th>
              <th scope="col">{t('accounts.lastLogin')}</th>
              <th scope="col">{t('accounts.status')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={`/staff/accounts/${a.id}`}>{a.name}</Link>
                  <div className="small text-body-secondary">{a.email}</div>
                </td>
                <td>
                  {a.roles.map((r) => t(`roles.${r}`)).join(', ')}
                  <div className="small text-body-secondary">
                    {a.allSites ? t('accounts.allSites') : a.siteIds.map((id) => domains[id] ?? id).join(', ')}
                  </div>
                </td>
                <td>{a.twoFactor ? t('accounts.twoFactorOn') : t('accounts.noTwoFactor')}</td>
                <td>{a.lastLoginAt ? date.format(new Date(a.lastLoginAt)) : t('accounts.never')}</td>
                <td>{a.disabled ? <span className="badge text-bg-secondary">{t('accounts.disabled')}</span> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="h5" id="new">
        {t('accounts.new')}
      </h2>
      {actionData?.created ? (
        <div className="alert alert-success" role="status" data-testid="staff-created">
          <p className="mb-1">{t('accounts.created', { email: actionData.created.email })}</p>
          {actionData.created.setupLink ? (
            <>
              <p className="mb-1">{t('accounts.setupLink', { name: actionData.created.name, days: SETUP_LINK_DAYS })}</p>
              <code className="user-select-all" data-testid="staff-setup-link">
                {actionData.created.setupLink}
              </code>
            </>
          ) : null}
        </div>
      ) : null}
      {form.errors?.length ? (
        <div className="alert alert-danger" role="alert">
          {form.errors.map((e) => t(e)).join(' ')}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} style={{ maxWidth: 640 }}>
        <Field meta={fields.email} label={t('login.email')} type="email" autoComplete="off" ns="staff" />
        <Field meta={fields.name} label={t('accounts.name')} autoComplete="off" ns="staff" />
        <RolesFields sites={sites} allSites errors={{ roles: fields.roles.errors, siteIds: fields.siteIds.errors }} />
        <Field
          meta={fields.password}
          label={t('accounts.initialPassword')}
          type="password"
          autoComplete="new-password"
          help={t('accounts.initialPasswordHelp')}
          ns="staff"
        />
        <button type="submit" className="btn btn-primary">
          {t('accounts.create')}
        </button>
      </Form>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
