// The "Where you live" card of the /profile form (SPEC §2 profile, §3 Profile): country, region
// and city, and which of them the site does not show to other members.
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatList } from '../../../shared/i18n/intl-locale.ts'
import type { LocationFieldsData } from '../../../server/geo/location-fields.ts'
import type { ProfileFieldName, ProfileFormValues } from '../../../server/members/profile-edit.ts'
import { LocationFields } from '../location/location-fields.tsx'
import type { ProfileFormFields } from './profile-about-section.tsx'

export function ProfilePlaceSection({
  location,
  fields,
  hidden,
  stored,
  submitted,
}: {
  location: LocationFieldsData
  fields: ProfileFormFields
  /** The fields the site does not show to other members. */
  hidden: ReadonlySet<ProfileFieldName>
  stored: Pick<ProfileFormValues, 'country' | 'region' | 'city'>
  /** What the form sent when it came back with errors (conform's initialValue). */
  submitted: Record<string, unknown> | null | undefined
}) {
  const { t, i18n } = useTranslation('profile')
  // The submitted place when the form came back with errors, else the stored one.
  const sent = (name: 'country' | 'region' | 'city') => {
    const value = submitted?.[name]
    return typeof value === 'string' ? value : undefined
  }
  const hiddenPlace = (['country', 'region', 'city'] as const).filter((f) => hidden.has(f))
  return (
    <section className="card mb-4" aria-labelledby="location-heading">
      <div className="card-body">
        <h2 id="location-heading" className="h5">
          {t('sections.location')}
        </h2>
        <p className="text-muted small">{t('locationLead')}</p>
        {hiddenPlace.length ? (
          <p className="small" data-testid="not-shown">
            {t('notShownPlace', {
              fields: formatList(
                hiddenPlace.map((f) => t(`placeParts.${f}`)),
                i18n.language,
                'conjunction',
              ),
            })}
          </p>
        ) : null}
        <LocationFields
          data={location}
          defaultValue={{
            country: sent('country') ?? stored.country,
            region: sent('region') ?? stored.region,
            city: sent('city') ?? stored.city,
          }}
          errors={{ country: fields.country.errors, region: fields.region.errors, city: fields.city.errors }}
        />
      </div>
    </section>
  )
}
