// The profile's photos (SPEC §2 profile view, §6): the chosen photo large, thumbnails to pick
// another, the photo count, and what to do about the photos this viewer may not see yet
// (visitors log in, free members get premium). Without JavaScript the thumbnails open the
// full-size photo.
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { VisiblePhoto } from '../../../server/photos/photos.ts'

export type GalleryViewer = 'visitor' | 'free' | 'premium'

export function ProfileGallery({
  name,
  photos,
  photoCount,
  hiddenPhotos,
  viewer,
  loginHref,
}: {
  name: string
  photos: VisiblePhoto[]
  photoCount: number
  hiddenPhotos: number
  viewer: GalleryViewer
  loginHref: string
}) {
  const { t } = useTranslation('members')
  const [selected, setSelected] = useState(0)
  const current = photos[Math.min(selected, photos.length - 1)]
  const unlockHref = viewer === 'visitor' ? loginHref : '/premium'
  return (
    <section aria-label={t('profile.photos', { name })} data-testid="profile-gallery">
      {current ? (
        <div className="position-relative">
          <img
            className="w-100 h-auto rounded object-fit-cover bg-light"
            style={{ aspectRatio: '3 / 4' }}
            src={current.matchUrl}
            alt={t('common:members.photoOf', { name })}
            width={600}
            height={800}
            fetchPriority="high"
            data-testid="profile-main-photo"
          />
          {current.visibility === 'private' ? (
            <span className="badge text-bg-dark position-absolute top-0 start-0 m-2">{t('profile.privatePhoto')}</span>
          ) : null}
        </div>
      ) : (
        <div
          className="w-100 rounded bg-light d-flex align-items-center justify-content-center text-center p-4"
          style={{ aspectRatio: '3 / 4' }}
        >
          <p className="mb-0 text-body-secondary">{t('profile.noPhoto', { name })}</p>
        </div>
      )}

      <p className="small text-body-secondary mt-2 mb-2" data-testid="profile-photo-count">
        {t('profile.photoCount', { count: photoCount })}
      </p>

      {photos.length > 1 || hiddenPhotos > 0 ? (
        <ul className="row row-cols-4 g-2 list-unstyled mb-2" data-testid="profile-thumbnails">
          {photos.length > 1
            ? photos.map((photo, index) => (
                <li className="col" key={photo.id}>
                  <a
                    href={photo.url}
                    className={`d-block ratio ratio-1x1 rounded overflow-hidden border border-2 ${photo === current ? 'border-primary' : 'border-white'}`}
                    aria-label={t('profile.showPhoto', { number: index + 1, total: photos.length })}
                    aria-current={photo === current ? 'true' : undefined}
                    onClick={(event) => {
                      event.preventDefault()
                      setSelected(index)
                    }}
                  >
                    <img
                      className="object-fit-cover"
                      src={photo.thumbUrl}
                      alt=""
                      width={160}
                      height={160}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))
            : null}
          {hiddenPhotos > 0 ? (
            <li className="col">
              <Link
                to={unlockHref}
                className="d-block ratio ratio-1x1 rounded bg-dark text-white text-decoration-none"
                data-testid="profile-hidden-photos"
              >
                <span className="d-flex flex-column align-items-center justify-content-center small text-center p-1">
                  <span aria-hidden="true">🔒</span>
                  {t('profile.morePhotos', { count: hiddenPhotos })}
                </span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}

      {hiddenPhotos > 0 && viewer === 'visitor' ? (
        <p className="mb-0">
          <Link to={loginHref} className="fw-semibold">
            {t('profile.loginForPhotos', { name })}
          </Link>
        </p>
      ) : null}
      {hiddenPhotos > 0 && viewer === 'free' ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <p className="mb-0 small">{t('profile.premiumForPhotos', { count: hiddenPhotos, name })}</p>
          <Link to="/premium" className="btn btn-sm btn-primary">
            {t('profile.getPremium')}
          </Link>
        </div>
      ) : null}
    </section>
  )
}
