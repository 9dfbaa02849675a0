// The member's photo grid on /profile: upload by drag and drop or the file input (with a
// real progress bar), make main, private/public, delete. Without JavaScript the same forms
// post to /api/photos.php, which answers with a 303 back here and ?photo= / ?photo_error=.
import { useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link, useRevalidator, useSearchParams } from 'react-router'
import type { OwnPhoto, PhotoManagerData } from '../../../server/photos/photos.ts'
import { PHOTOS_API, PhotoCard } from './photo-card.tsx'
import { useHydrated } from '../../shell/display-mode.ts'

export type PhotoManagerProps = PhotoManagerData & {
  /** Where a form posted without JavaScript comes back to. */
  redirectTo?: string
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif'

type Notice = { kind: 'success'; key: string } | { kind: 'error'; code: string }
const FLASH_KEYS = new Set(['uploaded', 'uploaded_pending', 'main', 'private', 'public', 'deleted'])
type ApiAnswer = Partial<PhotoManagerData> & { photo?: OwnPhoto; error?: { code: string } }

function parseAnswer(text: string): ApiAnswer {
  try {
    return JSON.parse(text) as ApiAnswer
  } catch {
    return { error: { code: 'server_error' } }
  }
}

/** POSTs one file with XMLHttpRequest, whose upload events give a real progress bar. */
function sendPhoto(file: File, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: ApiAnswer }>((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', PHOTOS_API)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () => resolve({ status: xhr.status, body: parseAnswer(xhr.responseText) })
    xhr.onerror = () => resolve({ status: 0, body: { error: { code: 'network' } } })
    const body = new FormData()
    body.append('photo', file)
    xhr.send(body)
  })
}

export function PhotoManager({
  photos: initialPhotos,
  limit,
  premium,
  premiumLimit,
  maxUploadBytes,
  redirectTo = '/profile',
}: PhotoManagerProps) {
  const { t } = useTranslation('photos')
  const [searchParams] = useSearchParams()
  const revalidator = useRevalidator()
  const [photos, setPhotos] = useState(initialPhotos)
  // False in the server HTML and during hydration, true once React runs in the browser.
  const hydrated = useHydrated()
  const [dragging, setDragging] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const flashError = searchParams.get('photo_error')
  const flashDone = searchParams.get('photo')
  const [notice, setNotice] = useState<Notice | null>(
    flashError
      ? { kind: 'error', code: flashError }
      : flashDone && FLASH_KEYS.has(flashDone)
        ? { kind: 'success', key: flashDone }
        : null,
  )
  const fileInput = useRef<HTMLInputElement>(null)

  // New loader data (after a revalidation) replaces the local list.
  const [shownProps, setShownProps] = useState(initialPhotos)
  if (shownProps !== initialPhotos) {
    setShownProps(initialPhotos)
    setPhotos(initialPhotos)
  }

  const used = photos.filter((p) => p.status !== 'rejected').length
  const atLimit = used >= limit
  const sizeMb = Math.round(maxUploadBytes / 1024 / 1024)
  const values = { limit, size: sizeMb }

  function handleFailure(status: number, body: ApiAnswer) {
    const code = body.error?.code ?? 'server_error'
    if (status === 403 && code === 'authentication_required') {
      window.location.assign(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)
      return
    }
    setNotice({ kind: 'error', code })
  }

  async function uploadFiles(files: File[]) {
    if (!files.length || busy) return
    setBusy(true)
    setNotice(null)
    let current = photos
    try {
      for (const file of files) {
        if (current.filter((p) => p.status !== 'rejected').length >= limit) {
          setNotice({ kind: 'error', code: 'upload_limit' })
          return
        }
        if (file.size > maxUploadBytes) {
          setNotice({ kind: 'error', code: 'too_large' })
          return
        }
        setProgress(0)
        const { status, body } = await sendPhoto(file, setProgress)
        if (status !== 201 || !body.photos) return handleFailure(status, body)
        current = body.photos
        setPhotos(current)
        setNotice({ kind: 'success', key: body.photo?.status === 'active' ? 'uploaded' : 'uploaded_pending' })
      }
    } finally {
      setProgress(null)
      setBusy(false)
      if (fileInput.current) fileInput.current.value = ''
      void revalidator.revalidate()
    }
  }

  async function onAction(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    const action = String(form.get('action'))
    setBusy(true)
    setNotice(null)
    try {
      const response = await fetch(PHOTOS_API, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, id: Number(form.get('id')) }),
      })
      const body = parseAnswer(await response.text())
      if (!response.ok || !body.photos) return handleFailure(response.status, body)
      setPhotos(body.photos)
      setNotice({ kind: 'success', key: action === 'delete' ? 'deleted' : action })
      void revalidator.revalidate()
    } catch {
      setNotice({ kind: 'error', code: 'network' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="photo-manager" aria-labelledby="photo-manager-title" data-hydrated={hydrated || undefined}>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h2 id="photo-manager-title" className="h4 mb-0">
          {t('manager.title')}
        </h2>
        <span className="text-muted small" data-testid="photo-count">
          {t('manager.count', { used, limit })}
        </span>
      </div>
      <p className="text-muted small">{t('manager.intro')}</p>

      <div aria-live="polite">
        {notice?.kind === 'success' ? (
          <div className="alert alert-success py-2" role="status">
            {t(`flash.${notice.key}`)}
          </div>
        ) : null}
      </div>
      {notice?.kind === 'error' ? (
        <div className="alert alert-danger py-2" role="alert" data-testid="photo-error">
          {t([`errors.${notice.code}`, 'errors.server_error'], values)}
        </div>
      ) : null}

      {atLimit ? (
        <div className="alert alert-warning" data-testid="photo-limit">
          <p className="mb-1 fw-semibold">{t('manager.limitReached', { limit })}</p>
          <p className="mb-0 small">
            {t('manager.limitHint')}
            {premium ? null : (
              <>
                {' '}
                {t('manager.premiumHint', { limit: premiumLimit })} <Link to="/pricing">{t('manager.premiumLink')}</Link>
              </>
            )}
          </p>
        </div>
      ) : (
        <form
          method="post"
          action={PHOTOS_API}
          encType="multipart/form-data"
          className={`border border-2 rounded-3 p-3 p-md-4 mb-3 text-center ${dragging ? 'border-primary bg-light' : ''}`}
          style={{ borderStyle: 'dashed' }}
          data-testid="photo-dropzone"
          onSubmit={(e) => {
            e.preventDefault()
            void uploadFiles(Array.from(fileInput.current?.files ?? []))
          }}
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault()
            setDragging(false)
            void uploadFiles(Array.from(e.dataTransfer.files).filter((f) => f.type.startsWith('image/') || !f.type))
          }}
        >
          <input type="hidden" name="redirect" value={redirectTo} />
          {hydrated ? (
            <p className="mb-2" aria-hidden="true">
              {t('manager.dropzone')} {t('manager.or')}
            </p>
          ) : null}
          <label htmlFor="photo-upload" className="form-label fw-semibold d-block">
            {t('manager.choose')}
          </label>
          <input
            ref={fileInput}
            id="photo-upload"
            className="form-control mx-auto"
            style={{ maxWidth: 420 }}
            type="file"
            name="photo"
            accept={ACCEPT}
            multiple={hydrated}
            required
            disabled={busy}
            aria-describedby="photo-upload-help"
            onChange={(e) => {
              if (hydrated) void uploadFiles(Array.from(e.currentTarget.files ?? []))
            }}
          />
          <p id="photo-upload-help" className="form-text mb-0">
            {t('manager.formats', { size: sizeMb })}
          </p>
          {hydrated ? null : (
            <button type="submit" className="btn btn-primary mt-3">
              {t('manager.upload')}
            </button>
          )}
          {progress !== null ? (
            <div className="mt-3">
              <p className="small mb-1" aria-hidden="true">
                {t('manager.uploading')} {progress}%
              </p>
              <div
                className="bg-light border rounded overflow-hidden"
                style={{ height: 10 }}
                role="progressbar"
                aria-label={t('manager.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
              >
                <div className="bg-primary h-100" style={{ width: `${progress}%`, transition: 'width .2s' }} />
              </div>
            </div>
          ) : null}
        </form>
      )}

      {photos.length ? (
        <>
          {photos.some((p) => p.status === 'pending') ? <p className="small text-muted">{t('manager.pendingHint')}</p> : null}
          <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 mb-0">
            {photos.map((photo, i) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                number={i + 1}
                redirectTo={redirectTo}
                busy={busy}
                hydrated={hydrated}
                onAction={onAction}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted" data-testid="photo-empty">
          {t('manager.empty')}
        </p>
      )}
    </section>
  )
}
