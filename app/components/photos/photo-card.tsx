// One of the member's own photos with its status and actions. Every action is a plain
// form (works without JavaScript); with JavaScript the manager intercepts the submits.
import { useRef } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { OwnPhoto } from '../../../server/photos/photos.ts'

export const PHOTOS_API = '/api/photos.php'

const statusBadge: Record<OwnPhoto['status'], string> = {
  pending: 'text-bg-warning',
  active: 'text-bg-success',
  rejected: 'text-bg-danger',
}

export function PhotoCard({
  photo,
  number,
  redirectTo,
  busy,
  hydrated,
  onAction,
}: {
  photo: OwnPhoto
  number: number
  redirectTo: string
  busy: boolean
  /** The cancel button needs JavaScript; without it the summary closes the question. */
  hydrated: boolean
  onAction: (event: React.FormEvent<HTMLFormElement>) => void
}) {
  const { t } = useTranslation('photos')
  const confirm = useRef<HTMLDetailsElement>(null)
  const actionForm = (action: string, label: string, className: string) => (
    <form method="post" action={PHOTOS_API} onSubmit={onAction}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="id" value={photo.id} />
      <input type="hidden" name="redirect" value={redirectTo} />
      <button type="submit" className={`btn btn-sm ${className}`} disabled={busy}>
        {label}
      </button>
    </form>
  )
  return (
    <li className="col" data-testid="own-photo" data-photo-id={photo.id}>
      <article className="card h-100 shadow-sm">
        <div className="position-relative">
          <img
            className="card-img-top"
            src={photo.thumbUrl}
            alt={t('manager.photoAlt', { number })}
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            style={{ aspectRatio: '1 / 1', objectFit: 'cover', height: 'auto', opacity: photo.status === 'rejected' ? 0.5 : 1 }}
          />
          <div className="position-absolute top-0 start-0 p-2 d-flex flex-wrap gap-1">
            {photo.isMain ? <span className="badge text-bg-primary">{t('badge.main')}</span> : null}
            {photo.visibility === 'private' ? <span className="badge text-bg-dark">{t('badge.private')}</span> : null}
          </div>
        </div>
        <div className="card-body p-2 d-flex flex-column gap-2">
          <span className={`badge align-self-start ${statusBadge[photo.status]}`} data-testid="photo-status">
            {t(`status.${photo.status}`)}
          </span>
          <div className="d-flex flex-wrap gap-1" role="group" aria-label={t('actions.label', { number })}>
            {photo.status === 'active' && !photo.isMain ? actionForm('main', t('actions.makeMain'), 'btn-outline-primary') : null}
            {photo.status !== 'rejected' && !photo.isMain
              ? photo.visibility === 'public'
                ? actionForm('private', t('actions.makePrivate'), 'btn-outline-dark')
                : actionForm('public', t('actions.makePublic'), 'btn-outline-dark')
              : null}
          </div>
          <details ref={confirm} className="mt-auto">
            <summary className="btn btn-sm btn-outline-danger">{t('actions.delete')}</summary>
            <div className="border rounded p-2 mt-2">
              <p className="small mb-2">{t('actions.confirmDelete')}</p>
              <div className="d-flex flex-wrap gap-1">
                {actionForm('delete', t('actions.confirmYes'), 'btn-danger')}
                {hydrated ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-link"
                    onClick={() => {
                      if (confirm.current) confirm.current.open = false
                    }}
                  >
                    {t('actions.cancel')}
                  </button>
                ) : null}
              </div>
            </div>
          </details>
        </div>
      </article>
    </li>
  )
}
