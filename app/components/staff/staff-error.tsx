// Errors inside the console: 403 names the missing permission, 404 and the rest use the
// site's error page (so the console shows nothing to someone who is not signed in as staff).
import { isRouteErrorResponse } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ErrorPage } from '../layout/error-page.tsx'

export function StaffErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('staff')
  if (isRouteErrorResponse(error) && error.status === 403) {
    const permission = (error.data as { permission?: string } | null)?.permission ?? ''
    return (
      <section data-testid="staff-forbidden">
        <title>{`403 · ${t('errors.forbiddenTitle')}`}</title>
        <h1 className="h3">{t('errors.forbiddenTitle')}</h1>
        <p>{t('errors.forbidden', { permission: permission ? t(`permissions.${permission.replace('.', '_')}`) : '' })}</p>
      </section>
    )
  }
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <section>
        <h1 className="h3">429</h1>
        <p>{t('errors.tooMany')}</p>
      </section>
    )
  }
  return <ErrorPage error={error} />
}

/** For the console's pages: errors render inside the frame. */
export function StaffPageErrorBoundary({ error }: { error: unknown }) {
  return <StaffErrorPage error={error} />
}
