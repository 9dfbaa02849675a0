// The location item of the settings page (SPEC §2 "Settings with location options and a
// geolocation button"): what its loader needs and the save of its form (intent "location"; the
// form is read by app/routes/notifications.intents.server.ts handleLocationIntent). The page
// renders <LocationSettingsSection> (app/components/profile/location-settings-section.tsx).
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

/**
 * The save of the location form: validates the country (one the site serves), the region (one of
 * that country's) and the town, then stores them; field errors and nothing stored otherwise.
 */
export async function updateLocationSettings(
  userId: number,
  site: Pick<Site, 'countries'>,
  value: LocationFormValue,
): Promise<{ ok: true } | { ok: false; fieldErrors: LocationFieldErrors }> {
  const checked = await validateLocation(value, site)
  if (!checked.ok) return { ok: false, fieldErrors: checked.fieldErrors }
  await saveProfileLocation(userId, checked.location)
  return { ok: true }
}
