// /staff: what this staff member can do: the sections their permissions open, and the permissions.
import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/home'
import { useTranslation } from '../../i18n/use-translation.ts'
import { requireStaff } from './+shared/staff.server.ts'
import { sectionsFor } from '../../../shared/staff/sections.ts'
import { allPermissions } from '../../../shared/staff/permissions.ts'
import { staffMay } from '../../../server/staff/permissions.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'

export async function loader(args: Route.LoaderArgs) {
  const { staff, site } = await requireStaff(args)
  return {
    name: staff.name,
    roles: staff.roles,
    sections: sectionsFor(staff.permissions)
      .filter((s) => staffMay(staff, s.permission, site.id))
      .map((s) => ({ id: s.id, path: s.path })),
    permissions: allPermissions.filter((p) => staff.permissions.has(p)),
  }
}

export default function StaffHome() {
  const { name, roles, sections, permissions } = useLoaderData<typeof loader>()
  const { t } = useTranslation('staff')
  return (
    <>
      <title>{t('home.title')}</title>
      <h1 className="h3">{t('home.title')}</h1>
      <p>{t('home.intro', { name, roles: roles.map((r) => t(`roles.${r}`)).join(', ') })}</p>
      <h2 className="h5 mt-4">{t('home.sections')}</h2>
      {sections.length ? (
        <div className="list-group mb-4" style={{ maxWidth: 720 }}>
          {sections.map((s) => (
            <Link key={s.id} to={s.path} className="list-group-item list-group-item-action">
              <div className="fw-semibold">{t(`sections.${s.id}.title`)}</div>
              <div className="small text-body-secondary">{t(`sections.${s.id}.description`)}</div>
            </Link>
          ))}
        </div>
      ) : (
        <p className="text-body-secondary">{t('home.nothing')}</p>
      )}
      <h2 className="h5">{t('home.permissions')}</h2>
      <ul data-testid="staff-permissions">
        {permissions.map((p) => (
          <li key={p} data-permission={p}>
            {t(`permissions.${p.replace('.', '_')}`)}
          </li>
        ))}
      </ul>
    </>
  )
}

export const ErrorBoundary = StaffPageErrorBoundary
