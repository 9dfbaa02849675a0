// The audit trail as a table (docs/staff.md): per staff account here, per member in the member
// 360° view. Rows come from server/staff/audit.ts (auditForMember, auditForStaff).
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'

export interface AuditTrailRow {
  id: number
  createdAt: string | Date
  action: string
  actorType: string
  actorName: string | null
  staffId: number | null
  userId: number | null
  subjectType: string | null
  subjectId: string | null
  before: unknown
  after: unknown
  data: unknown
  ip: string | null
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 1))

/** `moreHref`: the link to older rows (null when there are none). */
export function AuditTrail({ rows, moreHref }: { rows: AuditTrailRow[]; moreHref: string | null }) {
  const { t, i18n } = useTranslation('staff')
  if (!rows.length) return <p className="text-body-secondary">{t('audit.empty')}</p>
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' })
  return (
    <>
      <div className="table-responsive" tabIndex={0}>
        <table className="table table-sm align-top" data-testid="audit-trail">
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.subject')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
              <th scope="col">{t('audit.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-action={row.action}>
                <td className="text-nowrap">{when.format(new Date(row.createdAt))} UTC</td>
                <td>
                  {row.staffId ? (
                    <Link to={`/staff/accounts/${row.staffId}/audit`}>{row.actorName ?? row.staffId}</Link>
                  ) : (
                    `${row.actorType}${row.actorName ? ` ${row.actorName}` : ''}`
                  )}
                </td>
                <td>
                  <code>{row.action}</code>
                </td>
                <td>
                  {[
                    row.userId ? t('audit.member', { id: row.userId }) : null,
                    row.subjectType ? `${row.subjectType} ${row.subjectId ?? ''}` : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td>
                  <pre className="staff-json mb-0">{json(row.before ?? row.data)}</pre>
                </td>
                <td>
                  <pre className="staff-json mb-0">{json(row.after)}</pre>
                </td>
                <td>{row.ip ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {moreHref ? (
        <Link to={moreHref} className="btn btn-outline-secondary btn-sm">
          {t('audit.more')}
        </Link>
      ) : null}
    </>
  )
}
