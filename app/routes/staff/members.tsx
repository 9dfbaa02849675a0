// /staff/members (members.view): find a member of the current site by e-mail, member id, name or
// order id; each result leads to the member 360° view (/staff/members/:id). A GET form.
import { data, Form, Link, useLoaderData } from 'react-router'
import type { Route } from './+types/members'
import { useTranslation } from '../../i18n/use-translation.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'
import { findMembers } from '../../../server/members/staff-member-view.ts'
import { memberSearchSchema } from '../../../shared/staff/member-schemas.ts'
import { requireStaff, rethrowForbidden } from './+shared/staff.server.ts'

export async function loader(args: Route.LoaderArgs) {
  const { staff, site } = await requireStaff(args, 'members.view')
  const parsed = memberSearchSchema.safeParse(Object.fromEntries(new URL(args.request.url).searchParams))
  if (!parsed.success)
    return data({ q: '', results: null, site: site.domain, error: parsed.error.issues[0]!.message }, { status: 400 })
  const { q } = parsed.data
  const results = q ? await findMembers(staff, site.id, q).catch(rethrowForbidden) : null
  return { q, results, site: site.domain, error: null }
}

export default function StaffMembers() {
  const { q, results, site, error } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('staff')
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <>
      <title>{t('members.title')}</title>
      <h1 className="h3 mb-3">{t('members.title')}</h1>
      <Form method="get" role="search" className="mb-4" style={{ maxWidth: 720 }}>
        <label htmlFor="member-q" className="form-label">
          {t('members.search.label', { site })}
        </label>
        <div className="input-group">
          <input
            id="member-q"
            name="q"
            type="search"
            className={`form-control${error ? ' is-invalid' : ''}`}
            defaultValue={q}
            maxLength={200}
            autoComplete="off"
            aria-describedby="member-q-help"
          />
          <button type="submit" className="btn btn-primary">
            {t('members.search.submit')}
          </button>
        </div>
        <div id="member-q-help" className="form-text">
          {t('members.search.help')}
        </div>
        {error ? (
          <div className="invalid-feedback d-block" role="alert">
            {t(error)}
          </div>
        ) : null}
      </Form>
      {results === null ? null : results.length === 0 ? (
        <p className="text-body-secondary" data-testid="member-results-none">
          {t('members.search.none', { q, site })}
        </p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={t('members.title')}>
          <table className="table table-hover align-middle" data-testid="member-results">
            <thead>
              <tr>
                <th scope="col">{t('members.fields.id')}</th>
                <th scope="col">{t('members.fields.name')}</th>
                <th scope="col">{t('members.fields.email')}</th>
                <th scope="col">{t('members.fields.status')}</th>
                <th scope="col">{t('members.fields.signedUp')}</th>
                <th scope="col" className="text-end">
                  {t('members.fields.credits')}
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((m) => (
                <tr key={`${m.id}-${m.orderId ?? ''}`}>
                  <td>{m.id}</td>
                  <td>
                    <Link to={`/staff/members/${m.id}`}>{m.name ?? t('members.noProfile')}</Link>
                    {m.orderId ? (
                      <div className="small text-body-secondary">{t('members.search.byOrder', { id: m.orderId })}</div>
                    ) : null}
                  </td>
                  <td>{m.email}</td>
                  <td>{t(`members.status.${m.status}`)}</td>
                  <td>{date.format(new Date(m.signupDate))}</td>
                  <td className="text-end">{m.credits}</td>
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
