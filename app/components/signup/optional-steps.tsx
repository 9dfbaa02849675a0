// The two optional signup steps of /complete-signup (SPEC §2: photo and push opt-in). The photo
// is a plain multipart form to /api/photos.php, which puts it through the photo pipeline and
// answers with a 303 back here (?photo_error= on a refusal): it works without JavaScript. Push
// needs JavaScript and the browser's permission; "Not now" is a form post either way.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form } from 'react-router'
import { usePushSwitch } from '../../shell/push-client.ts'
import { PHOTOS_API } from '../photos/photo-card.tsx'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif'

export function PhotoStep({ errorCode, maxUploadBytes }: { errorCode: string | null; maxUploadBytes: number }) {
  const { t } = useTranslation(['accounts', 'photos'])
  return (
    <section data-testid="signup-photo">
      <h1 className="h3">{t('signup.photo.title')}</h1>
      <p>{t('signup.photo.lead')}</p>
      {errorCode ? (
        <div className="alert alert-danger py-2" role="alert" data-testid="photo-error">
          {t([`photos:errors.${errorCode}`, 'photos:errors.server_error'], { size: Math.round(maxUploadBytes / 1024 / 1024) })}
        </div>
      ) : null}
      <form method="post" action={PHOTOS_API} encType="multipart/form-data" className="mb-3">
        <input type="hidden" name="redirect" value="/complete-signup" />
        <label className="form-label fw-semibold" htmlFor="signup-photo-file">
          {t('signup.photo.choose')}
        </label>
        <input
          id="signup-photo-file"
          className="form-control mb-1"
          type="file"
          name="photo"
          accept={ACCEPT}
          required
          aria-describedby="signup-photo-help"
        />
        <p id="signup-photo-help" className="form-text">
          {t('photos:manager.formats', { size: Math.round(maxUploadBytes / 1024 / 1024) })}
        </p>
        <button className="btn btn-primary w-100" type="submit">
          {t('signup.photo.upload')}
        </button>
      </form>
      <Form method="post">
        <button className="btn btn-outline-secondary w-100" type="submit" name="intent" value="skip-photo">
          {t('signup.skip')}
        </button>
      </Form>
    </section>
  )
}

export function PushStep({ publicKey, siteName }: { publicKey: string; siteName: string }) {
  const { t } = useTranslation('accounts')
  const { state, busy, failed, change } = usePushSwitch(publicKey)
  const notice = state === 'subscribed' ? 'on' : state === 'denied' ? 'denied' : state === 'unsupported' ? 'unsupported' : null
  return (
    <section data-testid="signup-push" data-push-state={state}>
      <h1 className="h3">{t('signup.push.title')}</h1>
      <p>{t('signup.push.lead', { siteName })}</p>
      {notice ? (
        <p className={`alert ${notice === 'on' ? 'alert-success' : 'alert-info'} py-2`} role="status">
          {t(`signup.push.${notice}`)}
        </p>
      ) : null}
      {failed ? (
        <div className="alert alert-warning py-2" role="alert">
          {t('signup.push.failed')}
        </div>
      ) : null}
      <Form method="post" className="d-flex gap-2 flex-wrap">
        {state === 'not_subscribed' ? (
          <button className="btn btn-primary flex-grow-1" type="button" disabled={busy} onClick={() => void change(true)}>
            {t('signup.push.enable')}
          </button>
        ) : null}
        {state === 'subscribed' ? (
          <button className="btn btn-primary flex-grow-1" type="submit" name="intent" value="push-done">
            {t('signup.next')}
          </button>
        ) : (
          <button className="btn btn-outline-secondary" type="submit" name="intent" value="skip-push">
            {t('signup.push.notNow')}
          </button>
        )}
      </Form>
    </section>
  )
}
