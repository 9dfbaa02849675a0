// The country → region → city fields of the profile and settings forms: what their loader
// hands to <LocationFields>, the zod fields, and the server check that the country is one the
// site serves and the region belongs to it. Error messages are keys of the `location`
// namespace ("location:errors.regionNotInCountry"): forms pass them on, <ErrorList> translates.
import { z } from 'zod'
import { prisma } from '../db.ts'
import type { Site } from '../generated/prisma/client.ts'
import { countryName } from '../../shared/country-name.ts'
import { idField } from '../http/parse-id.ts'
import type { GeocodeResult } from './reverse-geocode.ts'
import { CITY_MAX_LENGTH } from '../../shared/geo/location-limits.ts'

export const LOCATION_ERRORS = {
  countryRequired: 'location:errors.countryRequired',
  countryNotServed: 'location:errors.countryNotServed',
  regionRequired: 'location:errors.regionRequired',
  regionNotInCountry: 'location:errors.regionNotInCountry',
  cityTooLong: 'location:errors.cityTooLong',
  cityInvalid: 'location:errors.cityInvalid',
} as const

/** The fields to spread into a form's schema: `z.object({ ...locationShape, about_me: ... })`. */
export const locationShape = {
  country: z
    .string({ error: LOCATION_ERRORS.countryRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, LOCATION_ERRORS.countryRequired),
  region: idField(LOCATION_ERRORS.regionRequired),
  city: z
    .string()
    .trim()
    .max(CITY_MAX_LENGTH, LOCATION_ERRORS.cityTooLong)
    .regex(/^[^<>]*$/, LOCATION_ERRORS.cityInvalid)
    .optional(),
}
export const locationSchema = z.object(locationShape)
export type LocationInput = z.infer<typeof locationSchema>

export interface LocationCountry {
  code: string
  /** In the page language. */
  name: string
  /** The country's own word for its regions: a key of accounts:subregion (province, state ...). */
  subregion: string
}
export interface LocationRegion {
  id: number
  name: string
  country: string
}
export interface LocationFieldsData {
  countries: LocationCountry[]
  regions: LocationRegion[]
}

/** Countries the site serves (alphabetical in the page language) and all their regions. */
export async function getLocationFieldsData(site: Pick<Site, 'countries'>, locale: string): Promise<LocationFieldsData> {
  const rows = await prisma.country.findMany({
    where: { code: { in: site.countries } },
    select: { code: true, subregionKind: true, regions: { select: { id: true, name: true } } },
  })
  const collator = new Intl.Collator(locale)
  const countries = rows
    .map((r) => ({ code: r.code, name: countryName(r.code, locale), subregion: r.subregionKind }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const order = new Map(countries.map((c, i) => [c.code, i]))
  const regions = rows
    .flatMap((r) => r.regions.map((region) => ({ id: region.id, name: region.name, country: r.code })))
    .sort((a, b) => order.get(a.country)! - order.get(b.country)! || collator.compare(a.name, b.name))
  return { countries, regions }
}

export interface ValidLocation {
  country: string
  regionId: number
  regionName: string
  city: string | null
  /** The region's main city: the coarse position to store when the member typed the location. */
  latitude: number | null
  longitude: number | null
}

export type LocationFieldErrors = Partial<Record<'country' | 'region' | 'city', string[]>>

export type ValidateLocationResult = { ok: true; location: ValidLocation } | { ok: false; fieldErrors: LocationFieldErrors }

/**
 * Checks a submitted location (raw form values or already parsed ones): the country must be
 * one the site serves and the region one of that country's.
 */
export async function validateLocation(
  input: { country?: unknown; region?: unknown; city?: unknown },
  site: Pick<Site, 'countries'>,
): Promise<ValidateLocationResult> {
  const parsed = locationSchema.safeParse({
    country: input.country ?? undefined,
    region: input.region === '' ? undefined : (input.region ?? undefined),
    city: input.city ?? undefined,
  })
  if (!parsed.success) {
    const fieldErrors: LocationFieldErrors = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof LocationFieldErrors
      fieldErrors[field] ??= [issue.message]
    }
    return { ok: false, fieldErrors }
  }
  const { country, region: regionId, city } = parsed.data
  if (!site.countries.includes(country)) return { ok: false, fieldErrors: { country: [LOCATION_ERRORS.countryNotServed] } }
  const region = await prisma.region.findUnique({ where: { id: regionId } })
  if (!region || region.countryCode !== country)
    return { ok: false, fieldErrors: { region: [LOCATION_ERRORS.regionNotInCountry] } }
  return {
    ok: true,
    location: {
      country,
      regionId: region.id,
      regionName: region.name,
      city: city || null,
      latitude: region.latitude,
      longitude: region.longitude,
    },
  }
}

/**
 * Stores a validated location on the member's profile in one update. The coarse position
 * stays when the country, region and city did not change (it may be the city centre the
 * geolocation button found); otherwise it becomes the region's main city.
 */
export async function saveProfileLocation(userId: number, location: ValidLocation) {
  await prisma.$transaction(async (tx) => {
    const current = await tx.profile.findUnique({
      where: { userId },
      select: { country: true, regionId: true, city: true, latitude: true, longitude: true },
    })
    await tx.profile.update({ where: { userId }, data: placeUpdate(current, location) })
  })
}

/**
 * A place the browser's position was geocoded to (GET /api/geocode.php) becomes the logged-in
 * member's place when the site serves its country. Its position is the town centre
 * (server/geo/reverse-geocode.ts), finer than a typed place's, so it replaces the stored one even
 * when the place is unchanged. True when it was stored.
 */
export async function saveGeocodedPlace(userId: number, site: Pick<Site, 'countries'>, found: GeocodeResult): Promise<boolean> {
  if (!site.countries.includes(found.country)) return false
  await prisma.profile.update({ where: { userId }, data: placeUpdate(null, found) })
  return true
}

type StoredPlace = Pick<ValidLocation, 'country' | 'city' | 'latitude' | 'longitude'> & { regionId: number | null }

/**
 * The place columns to store for a chosen place: every write of a Profile's place columns goes
 * through here. While the place stays the same the coarse position is kept (it may be the
 * geolocated town centre); a new place (or `current` null) takes the position found for it (a
 * typed place's region's main city, a geocoded one's town centre).
 */
export function placeUpdate(current: StoredPlace | null, place: StoredPlace): StoredPlace {
  const samePlace =
    current !== null && current.country === place.country && current.regionId === place.regionId && current.city === place.city
  return {
    country: place.country,
    regionId: place.regionId,
    city: place.city,
    latitude: samePlace ? current.latitude : place.latitude,
    longitude: samePlace ? current.longitude : place.longitude,
  }
}
