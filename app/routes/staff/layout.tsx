// The console's frame (docs/staff.md): a top bar with the site switcher, the signed-in staff
// member and logout, and a navigation of the sections their permissions allow, each with its count.
import { Form, Link, NavLink, Outlet, useLoaderData, useLocation } from 'react-router'
import type { Route } from './+types/layout'
import { useTranslation } from '../../i18n/use-translation.ts'
import staffStylesHref from '../../styles/staff.scss?url'
import { requireStaff } from './+shared/staff.server.ts'
import { sectionsFor } from '../../../shared/staff/sections.ts'
import { sectionCounts } from '../../../server/staff/section-counts.ts'
import { staffMay } from '../../../server/staff/permissions.ts'
import { StaffErrorPage } from '../../components/staff/staff-error.tsx'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: staffStylesHref, precedence: 'high' }]

export async function loader(args: Route.LoaderArgs) {
  const { staff, site, sites } = await requireStaff(args)
  const sections = sectionsFor(staff.permissions).filter((s) => staffMay(staff, s.permission, site.id))
  return {
    staff: { name: staff.name, roles: staff.roles },
    site,
    sites,
    sections: sections.map((s) => ({ id: s.id, path: s.path })),
    counts: await sectionCounts(staff, site.id),
  }
}

export default function StaffLayout() {
  const { staff, site, sites, sections, counts } = useLoaderData<typeof loader>()
  const { t } = useTranslation('staff')
  const location = useLocation()
  return (
    <div className="staff-console" data-testid="staff-console">
      <nav className="navbar navbar-dark bg-dark px-3 gap-3 flex-wrap">
        <Link className="navbar-brand me-auto" to="/staff" reloadDocument>
          {t('layout.brand')}
        </Link>
        {sites.length > 1 ? (
          <Form method="post" action="/staff/site" className="d-flex gap-2 align-items-center">
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <label htmlFor="staff-site" className="text-white small mb-0">
              {t('layout.site')}
            </label>
            <select id="staff-site" name="siteId" defaultValue={site.id} className="form-select form-select-sm">
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.domain}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-sm btn-outline-light">
              {t('layout.switchSite')}
            </button>
          </Form>
        ) : (
          <span className="text-white small">{site.domain}</span>
        )}
        <Link to="/staff/account" className="text-white" data-testid="staff-name">
          {staff.name}
        </Link>
        <Form method="post" action="/staff/logout">
          <button type="submit" className="btn btn-sm btn-outline-light">
            {t('layout.logout')}
          </button>
        </Form>
      </nav>
      <div className="staff-body">
        <nav className="staff-nav border-end bg-light" aria-label={t('layout.navigation')}>
          <ul className="nav nav-pills flex-column p-2 gap-1">
            <li className="nav-item">
              {/* The console's home is a document load: its data address /staff.data is outside the cookie's path. */}
              <NavLink end to="/staff" className="nav-link" reloadDocument>
                {t('layout.home')}
              </NavLink>
            </li>
            {sections.map((s) => (
              <li className="nav-item" key={s.id}>
                <NavLink to={s.path} className="nav-link d-flex justify-content-between align-items-center" data-section={s.id}>
                  {t(`sections.${s.id}.title`)}
                  {counts[s.id] ? <span className="badge text-bg-danger rounded-pill">{counts[s.id]}</span> : null}
                </NavLink>
              </li>
            ))}
            <li className="nav-item">
              <NavLink to="/staff/account" className="nav-link">
                {t('layout.account')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <main id="main" className="staff-main p-3 p-lg-4">
          <Outlet />
        </main>
      </div>
    </div>
  )
}

/** A visitor, a member or an ended session: the plain 404 page, the console shows nothing. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />
}
