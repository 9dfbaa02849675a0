// /staff/accounts/:id (staff.manage): one staff account: roles and sites, disable or enable,
// reset two-factor, a new set-up link; its audit trail is one page further.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/accounts.$id'
import { useTranslation } from '../../i18n/use-translation.ts'
import { RolesFields } from '../../components/staff/roles-fields.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { readForm } from '../../../server/http/read-body.ts'
import { parseId } from '../../../server/http/parse-id.ts'
import { siteOrigin } from '../../../server/sites/site-url.ts'
import {
  changeStaffRoles,
  getStaffAccount,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffDisabled,
  setupPath,
  StaffAccountError,
} from '../../../server/staff/accounts.ts'
import { SETUP_LINK_DAYS, staffRolesSchema } from '../../../shared/staff/schemas.ts'
import { requireStaff, rethrowForbidden, staffAction, staffNotFound } from './+shared/staff.server.ts'
import { accountErrorKey } from './+shared/account-errors.ts'
import { refusalStatus } from '../../../server/http/refusal-status.ts'

async function accountOr404(actor: Parameters<typeof getStaffAccount>[0], rawId: string | undefined) {
  const id = parseId(rawId)
  if (id === null) throw staffNotFound()
  try {
    return await getStaffAccount(actor, id)
  } catch (error) {
    if (error instanceof StaffAccountError) throw staffNotFound()
    return rethrowForbidden(error)
  }
}

export async function loader(args: Route.LoaderArgs) {
  const { actor, sites, staff } = await requireStaff(args, 'staff.manage')
  const account = await accountOr404(actor, args.params.id)
  return { account, sites, own: account.id === staff.id }
}

type Done = 'saved' | 'disabledDone' | 'enabledDone' | 'twoFactorReset' | 'setupLink'

export async function action(args: Route.ActionArgs) {
  const { actor, site } = await staffAction(args, 'staff.manage')
  const account = await accountOr404(actor, args.params.id)
  const form = await readForm(args.request)
  const intent = form.get('intent')
  const answer = (done: Done, setupLink: string | null = null) => ({ done, setupLink, error: null, fieldErrors: null })
  try {
    if (intent === 'roles') {
      const submission = parseWithZod(form, { schema: staffRolesSchema })
      if (submission.status !== 'success')
        return data({ done: null, setupLink: null, error: null, fieldErrors: submission.error ?? null }, { status: 400 })
      await changeStaffRoles(actor, account.id, submission.value)
      return answer('saved')
    }
    if (intent === 'disable' || intent === 'enable') {
      await setStaffDisabled(actor, account.id, intent === 'disable')
      return answer(intent === 'disable' ? 'disabledDone' : 'enabledDone')
    }
    if (intent === 'reset-two-factor') {
      await resetStaffTwoFactor(actor, account.id)
      return answer('twoFactorReset')
    }
    if (intent === 'reset-password') {
      const token = await resetStaffPassword(actor, account.id)
      return answer('setupLink', `${siteOrigin(site)}${setupPath(token)}`)
    }
  } catch (error) {
    if (error instanceof StaffAccountError)
      return data(
        { done: null, setupLink: null, error: accountErrorKey[error.code], fieldErrors: null },
        { status: refusalStatus(error.code) },
      )
    return rethrowForbidden(error)
  }
  return data({ done: null, setupLink: null, error: 'errors.notFound', fieldErrors: null }, { status: 400 })
}

export default function StaffAccount() {
  const { account, sites, own } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('staff')
  const intentButton = (intent: string, label: string, look = 'btn-outline-secondary') => (
    <Form method="post" className="d-inline">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`btn btn-sm ${look}`}>
        {label}
      </button>
    </Form>
  )
  return (
    <>
      <title>{account.name}</title>
      <p>
        <Link to="/staff/accounts">{t('accounts.back')}</Link>
      </p>
      <h1 className="h3">
        {account.name} {account.disabled ? <span className="badge text-bg-secondary">{t('accounts.disabled')}</span> : null}
      </h1>
      <p className="text-body-secondary">
        {account.email} · {t('accounts.twoFactor')}: {account.twoFactor ? t('accounts.twoFactorOn') : t('accounts.noTwoFactor')}
      </p>
      {actionData?.done && actionData.done !== 'setupLink' ? (
        <div className="alert alert-success" role="status">
          {t(`accounts.${actionData.done}`)}
        </div>
      ) : null}
      {actionData?.setupLink ? (
        <div className="alert alert-success" role="status">
          <p className="mb-1">{t('accounts.setupLink', { name: account.name, days: SETUP_LINK_DAYS })}</p>
          <code className="user-select-all" data-testid="staff-setup-link">
            {actionData.setupLink}
          </code>
        </div>
      ) : null}
      {actionData?.error ? (
        <div className="alert alert-danger" role="alert">
          {t(actionData.error)}
        </div>
      ) : null}
      <p>
        <Link to={`/staff/accounts/${account.id}/audit`}>{t('accounts.audit')}</Link>
      </p>
      {own ? (
        <p className="text-body-secondary">{t('errors.ownAccount')}</p>
      ) : (
        <>
          <Form method="post" style={{ maxWidth: 640 }} className="mb-4">
            <input type="hidden" name="intent" value="roles" />
            <RolesFields
              sites={sites}
              roles={account.roles}
              allSites={account.allSites}
              siteIds={account.siteIds}
              errors={{
                roles: actionData?.fieldErrors?.roles ?? undefined,
                siteIds: actionData?.fieldErrors?.siteIds ?? undefined,
              }}
            />
            <button type="submit" className="btn btn-primary">
              {t('accounts.save')}
            </button>
          </Form>
          <div className="d-flex flex-wrap gap-2">
            {account.disabled
              ? intentButton('enable', t('accounts.enable'))
              : intentButton('disable', t('accounts.disable'), 'btn-outline-danger')}
            {intentButton('reset-two-factor', t('accounts.resetTwoFactor'))}
            {intentButton('reset-password', t('accounts.resetPassword'))}
          </div>
        </>
      )}
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
