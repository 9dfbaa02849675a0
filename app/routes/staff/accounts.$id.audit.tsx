// /staff/accounts/:id/audit (audit.view): what one staff member did, newest first.
import { useLoaderData } from 'react-router'
import type { Route } from './+types/accounts.$id.audit'
import { useTranslation } from '../../i18n/use-translation.ts'
import { AuditTrail } from '../../components/staff/audit-trail.tsx'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { parseId } from '../../../server/http/parse-id.ts'
import { auditForStaff } from '../../../server/staff/audit.ts'
import { getStaffAccount, StaffAccountError } from '../../../server/staff/accounts.ts'
import { requireStaff, rethrowForbidden, staffNotFound } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { staff, actor } = await requireStaff(args, 'audit.view')
  const id = parseId(args.params.id)
  if (id === null) throw staffNotFound()
  const before = parseId(new URL(args.request.url).searchParams.get('before'))
  try {
    const account = await getStaffAccount(actor, id)
    const page = await auditForStaff(staff, id, before)
    return { name: account.name, id, rows: page.rows, more: page.more }
  } catch (error) {
    if (error instanceof StaffAccountError) throw staffNotFound()
    return rethrowForbidden(error)
  }
}

export default function StaffAccountAudit() {
  const { name, id, rows, more } = useLoaderData<typeof loader>()
  const { t } = useTranslation('staff')
  return (
    <>
      <title>{t('audit.title', { name })}</title>
      <h1 className="h3 mb-3">{t('audit.title', { name })}</h1>
      <AuditTrail rows={rows} moreHref={more ? `/staff/accounts/${id}/audit?before=${rows.at(-1)!.id}` : null} />
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
