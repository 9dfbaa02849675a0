// "Use my location" (SPEC §3 geolocation permission and geocode, §4 permission states, §7
// GET /api/geocode.php, §9 maximum age 1 hour). Rendered only once the page runs in the
// browser: without JavaScript the form's own fields are all there is. The browser's position
// is rounded to about 1 km before it leaves the page; the server answers the town only.
import { useEffect, useId, useState } from 'react'
import { useHydrated } from '../../shell/display-mode.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { fetchJson, HttpError } from '../../shell/http.ts'

/** SPEC §9: a position up to an hour old is good enough for a town. */
export const GEOLOCATION_MAXIMUM_AGE_MS = 3_600_000
const GEOLOCATION_TIMEOUT_MS = 20_000

/** SPEC §4: unsupported, unknown (no Permissions API), or the browser's own states. */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState

export interface Geocode {
  country: string
  region: { id: number; name: string } | null
  city: string
}

type Status =
  { kind: 'idle' } | { kind: 'locating' } | { kind: 'located'; geocode: Geocode } | { kind: 'failed'; message: string }

const round2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2)

export function GeolocationButton({
  onLocated,
  className,
}: {
  /** Gets the town found, e.g. to fill a form's country, region and city fields. */
  onLocated?: (geocode: Geocode) => void
  className?: string
}) {
  const { t } = useTranslation('location')
  const statusId = useId()
  // False in the server HTML and while hydrating: the button needs JavaScript.
  const hydrated = useHydrated()
  const [permission, setPermission] = useState<GeolocationPermission>(() =>
    typeof navigator !== 'undefined' && !('geolocation' in navigator) ? 'unsupported' : 'unknown',
  )
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  useEffect(() => {
    if (!('geolocation' in navigator)) return
    let cancelled = false
    let watched: PermissionStatus | undefined
    const onChange = () => watched && setPermission(watched.state)
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        if (cancelled) return
        watched = result
        setPermission(result.state)
        result.addEventListener('change', onChange)
      })
      .catch(() => {
        // Some browsers have no Permissions API for geolocation: the state stays unknown.
      })
    return () => {
      cancelled = true
      watched?.removeEventListener('change', onChange)
    }
  }, [])

  if (!hydrated) return null

  async function lookUp(position: GeolocationPosition) {
    const { latitude, longitude } = position.coords
    try {
      const answer = await fetchJson<{ geocode: Geocode | false }>(
        `/api/geocode.php?lat=${round2(latitude)}&lon=${round2(longitude)}`,
      )
      if (!answer.geocode) {
        setStatus({ kind: 'failed', message: t('geolocation.notFound') })
        return
      }
      setStatus({ kind: 'located', geocode: answer.geocode })
      onLocated?.(answer.geocode)
    } catch (error) {
      // A 429 carries a translated message; anything else is a plain failure.
      const message = error instanceof HttpError && error.status === 429 ? error.message : t('geolocation.failed')
      setStatus({ kind: 'failed', message })
    }
  }

  function locate() {
    setStatus({ kind: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (position) => void lookUp(position),
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          setPermission('denied')
          setStatus({ kind: 'failed', message: t('geolocation.denied') })
        } else {
          setStatus({ kind: 'failed', message: t(error.code === error.TIMEOUT ? 'geolocation.timeout' : 'geolocation.failed') })
        }
      },
      { maximumAge: GEOLOCATION_MAXIMUM_AGE_MS, timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: false },
    )
  }

  const failed = status.kind === 'failed'
  let text: string
  if (permission === 'unsupported') text = t('geolocation.unsupported')
  else if (status.kind === 'located') {
    const { city, region } = status.geocode
    text = region ? t('geolocation.located', { city, region: region.name }) : t('geolocation.locatedCity', { city })
  } else if (failed) text = status.message
  else if (status.kind === 'locating') text = t('geolocation.locating')
  else text = t(`geolocation.${permission}`)

  return (
    <div className={`geolocation ${className ?? ''}`} data-permission={permission} data-status={status.kind}>
      <button
        type="button"
        className={`btn btn-sm ${failed ? 'btn-outline-danger' : 'btn-outline-primary'} d-inline-flex align-items-center gap-1`}
        onClick={locate}
        disabled={permission === 'unsupported' || status.kind === 'locating'}
        aria-describedby={statusId}
      >
        {status.kind === 'locating' ? (
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        ) : (
          <svg width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
        )}
        {t('geolocation.use')}
      </button>
      <div id={statusId} className={`form-text mt-1${failed ? ' text-danger' : ''}`} role="status" aria-live="polite">
        {text}
      </div>
      <p className="form-text small mb-0">
        {t('geolocation.attribution')}{' '}
        <a href="https://www.geonames.org/" rel="noreferrer" target="_blank">
          GeoNames
        </a>{' '}
        (CC BY 4.0)
      </p>
    </div>
  )
}
