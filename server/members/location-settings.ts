// The location item of the settings page (SPEC §2 "Settings with location options and a
// geolocation button"): what its loader needs and the action of its form (intent "location").
// The page renders <LocationSettingsSection> (app/components/profile/location-settings-section.tsx).
import { data } from 'react-router'
import { prisma } from '../db.ts'
import type { Site } from '../generated/prisma/client.ts'
import {
  getLocationFieldsData,
  saveProfileLocation,
  validateLocation,
  type LocationFieldErrors,
  type LocationFieldsData,
} from '../geo/location-fields.ts'

export const LOCATION_INTENT = 'location'

export interface LocationFormValue {
  country: string
  region: string
  city: string
}

export interface LocationSettings {
  fields: LocationFieldsData
  value: LocationFormValue
}

export interface LocationIntentResult {
  intent: typeof LOCATION_INTENT
  /** An i18n key of the success notice, or null when the form has errors. */
  notice: 'profile:locationSettings.saved' | null
  fieldErrors: LocationFieldErrors
  /** What was submitted, to fill the form again without JavaScript. */
  value: LocationFormValue
}

/** For the settings loader: the countries and regions of the site and the member's current place. */
export async function getLocationSettings(
  userId: number,
  site: Pick<Site, 'countries'>,
  locale: string,
): Promise<LocationSettings> {
  const [fields, profile] = await Promise.all([
    getLocationFieldsData(site, locale),
    prisma.profile.findUnique({ where: { userId }, select: { country: true, regionId: true, city: true } }),
  ])
  return {
    fields,
    value: {
      country: profile?.country ?? '',
      region: profile?.regionId ? String(profile.regionId) : '',
      city: profile?.city ?? '',
    },
  }
}

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '')

/**
 * The settings action for `intent=location`: validates the country (one the site serves), the
 * region (one of that country's) and the town, then stores them. Answers 400 with field errors.
 */
export async function handleLocationIntent(userId: number, site: Pick<Site, 'countries'>, formData: FormData) {
  const value = { country: text(formData.get('country')), region: text(formData.get('region')), city: text(formData.get('city')) }
  const checked = await validateLocation(value, site)
  if (!checked.ok) {
    const result: LocationIntentResult = { intent: LOCATION_INTENT, notice: null, fieldErrors: checked.fieldErrors, value }
    return data(result, { status: 400 })
  }
  await saveProfileLocation(userId, checked.location)
  const result: LocationIntentResult = {
    intent: LOCATION_INTENT,
    notice: 'profile:locationSettings.saved',
    fieldErrors: {},
    value,
  }
  return data(result)
}
