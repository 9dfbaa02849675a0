// The roles and sites of a staff account, as checkboxes (the create and the change form).
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorList } from '../forms/field.tsx'
import { staffRoles } from '../../../shared/staff/permissions.ts'

export function RolesFields({
  sites,
  roles = [],
  allSites = false,
  siteIds = [],
  errors,
}: {
  sites: { id: number; domain: string }[]
  roles?: readonly string[]
  allSites?: boolean
  siteIds?: readonly number[]
  errors?: { roles?: string[]; siteIds?: string[] }
}) {
  const { t } = useTranslation('staff')
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('accounts.rolesAndSites')}</legend>
        {staffRoles.map((role) => (
          <div className="form-check form-check-inline" key={role}>
            <input
              className="form-check-input"
              type="checkbox"
              name="roles"
              value={role}
              id={`role-${role}`}
              defaultChecked={roles.includes(role)}
            />
            <label className="form-check-label" htmlFor={`role-${role}`}>
              {t(`roles.${role}`)}
            </label>
          </div>
        ))}
        <ErrorList errors={errors?.roles} ns="staff" />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('accounts.sites')}</legend>
        <div className="form-check">
          <input className="form-check-input" type="checkbox" name="allSites" id="all-sites" defaultChecked={allSites} />
          <label className="form-check-label" htmlFor="all-sites">
            {t('accounts.allSites')}
          </label>
        </div>
        {sites.map((site) => (
          <div className="form-check form-check-inline" key={site.id}>
            <input
              className="form-check-input"
              type="checkbox"
              name="siteIds"
              value={site.id}
              id={`site-${site.id}`}
              defaultChecked={siteIds.includes(site.id)}
            />
            <label className="form-check-label" htmlFor={`site-${site.id}`}>
              {site.domain}
            </label>
          </div>
        ))}
        <ErrorList errors={errors?.siteIds} ns="staff" />
      </fieldset>
    </>
  )
}
