// The "Report" link on profiles and photos: opens the notice form (/complaints) about that
// member, and that photo when given. A plain link, so it works without JavaScript.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'

export function complaintUrl(profileId: number, photoId?: number | null) {
  const params = new URLSearchParams({ profile: String(profileId) })
  if (photoId) params.set('photo', String(photoId))
  return `/complaints?${params.toString()}`
}

export function ReportLink({
  profileId,
  photoId,
  name,
  variant = 'link',
  className = '',
}: {
  profileId: number
  photoId?: number | null
  /** The member's name, read out by screen readers after "Report". */
  name?: string
  /** "button" looks like a small outlined button, "link" like a quiet text link. */
  variant?: 'link' | 'button'
  className?: string
}) {
  const { t } = useTranslation('complaints')
  // Theme "secondary" is yellow: too pale for text on white, so the quiet look uses the body colour.
  const look = variant === 'button' ? 'btn btn-sm btn-outline-dark' : 'small link-body-emphasis'
  return (
    <Link to={complaintUrl(profileId, photoId)} rel="nofollow" className={`${look} ${className}`.trim()}>
      <span aria-hidden="true">⚑ </span>
      {photoId ? t('report.photo') : t('report.link')}
      {name ? <span className="visually-hidden"> {t('report.about', { name })}</span> : null}
    </Link>
  )
}
