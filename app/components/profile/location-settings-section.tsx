// The location item of the settings page (SPEC §2: "Settings with location options and a
// geolocation button"). Its loader data comes from getLocationSettings and its form posts
// intent=location to the page's action, which calls handleLocationIntent
// (app/routes/notifications.intents.server.ts). Works without JavaScript; the button needs it.
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, useNavigation } from 'react-router'
import type { LocationIntentResult, LocationSettings } from '../../../server/members/location-settings.ts'
import { LocationFields } from '../location/location-fields.tsx'

export function LocationSettingsSection({
  settings,
  result,
  action,
}: {
  settings: LocationSettings
  /** The action's answer to this form (intent "location"), if that was the last submit. */
  result?: LocationIntentResult
  /** The settings route's path, when the form is not on that route's own URL. */
  action?: string
}) {
  const { t } = useTranslation('profile')
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'location'
  const noticeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (result?.notice) noticeRef.current?.focus()
  }, [result])
  const failed = result !== undefined && result.notice === null
  const value = failed ? result.value : settings.value
  return (
    <section className="card mb-4" aria-labelledby="location-settings-heading" data-testid="location-settings">
      <div className="card-body">
        <h2 id="location-settings-heading" className="h5">
          {t('locationSettings.title')}
        </h2>
        <p className="text-muted small">{t('locationSettings.lead')}</p>
        <div ref={noticeRef} tabIndex={-1} aria-live="polite" style={{ outline: 'none' }}>
          {result?.notice ? (
            <div className="alert alert-success py-2" role="status">
              {t(result.notice)}
            </div>
          ) : null}
        </div>
        <Form method="post" action={action} noValidate>
          <input type="hidden" name="intent" value="location" />
          <LocationFields data={settings.fields} defaultValue={value} errors={failed ? result.fieldErrors : undefined} />
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('saving') : t('locationSettings.save')}
          </button>
        </Form>
      </div>
    </section>
  )
}
