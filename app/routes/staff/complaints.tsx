// /staff/complaints (complaints.review): the site's undecided notices (DSA), the one due first at
// the top, each with the time staff have left (shared/complaints/deadlines.ts).
import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/complaints'
import { useTranslation } from '../../i18n/use-translation.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { listOpenComplaints } from '../../../server/complaints/complaint-queue.ts'
import { requireStaff, rethrowForbidden } from './+shared/staff.server.ts'
import { DueAt } from '../../components/staff/due-at.tsx'

export async function loader(args: Route.LoaderArgs) {
  const { actor, site } = await requireStaff(args, 'complaints.review')
  const complaints = await listOpenComplaints(actor, site.id).catch(rethrowForbidden)
  const done = new URL(args.request.url).searchParams.get('done')
  return { complaints, now: Date.now(), done: done === 'resolved' || done === 'rejected' ? done : null }
}

export default function StaffComplaints() {
  const { complaints, now, done } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('staff')
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <>
      <title>{t('queues.complaints.title')}</title>
      <h1 className="h3 mb-1">{t('queues.complaints.title')}</h1>
      <p className="text-body-secondary">{t('queues.complaints.intro')}</p>
      {done ? (
        <div className="alert alert-success py-2" role="status">
          {t(`queues.complaints.${done}`)}
        </div>
      ) : null}
      {!complaints.length ? (
        <p className="lead" data-testid="queue-empty">
          {t('queues.complaints.empty')}
        </p>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover align-middle" data-testid="staff-complaints">
            <thead>
              <tr>
                <th scope="col">{t('queues.complaints.reference')}</th>
                <th scope="col">{t('queues.complaints.reason')}</th>
                <th scope="col">{t('queues.complaints.about')}</th>
                <th scope="col">{t('queues.complaints.received')}</th>
                <th scope="col">{t('queues.complaints.due')}</th>
              </tr>
            </thead>
            <tbody>
              {complaints.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`/staff/complaints/${c.id}`}>{c.reference}</Link>
                  </td>
                  <td>{t(`queues.reasons.${c.reason}`, { defaultValue: c.reason })}</td>
                  <td>
                    {c.target ? (c.target.name ?? t('queues.memberNumber', { id: c.target.id })) : '—'}
                    {c.photoId ? <span className="badge text-bg-secondary ms-2">{t('queues.complaints.photo')}</span> : null}
                  </td>
                  <td>{when.format(new Date(c.createdAt))}</td>
                  <td>
                    <DueAt dueAt={c.dueAt} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
