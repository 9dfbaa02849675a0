// GET /api/geocode.php?lat=&lon= (SPEC §7): the country, region and city of the browser's
// position, or {geocode:false} when there is none (the client stores that, SPEC §7). Never
// answers coordinates. A logged-in member's profile gets the location when the site serves
// its country. See docs/api.md.
import { z } from 'zod'
import type { Route } from './+types/geocode.php'
import { ApiError, apiErrorResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { consumeLimit } from '../../../server/http/rate-limits.ts'
import { clientIp } from '../../context.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import { reverseGeocode } from '../../../server/geo/reverse-geocode.ts'
import { saveGeocodedPlace } from '../../../server/geo/location-fields.ts'
import { detectLocale } from '../../../server/i18n/detect-locale.ts'
import { sessionUser } from '../../session.server.ts'

const coordinate = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)

const query = z
  .object({
    lat: coordinate(-90, 90, 'location:errors.latitudeInvalid'),
    lon: coordinate(-180, 180, 'location:errors.longitudeInvalid'),
  })
  .loose()

export interface GeocodeAnswer {
  geocode: { country: string; region: { id: number; name: string } | null; city: string } | false
}

/** A GET that changes state is only honoured from our own pages (as /api/logout.php). */
function fromOwnPage(request: Request) {
  const site = request.headers.get('sec-fetch-site')
  return !site || site === 'same-origin' || site === 'none'
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const url = new URL(request.url)
    const site = await getSiteByHost(url.host)
    const { t } = getI18n(detectLocale(request, site.domainLanguage))

    const parsed = query.safeParse(Object.fromEntries(url.searchParams))
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'query')] ??= t(issue.message)
      throw new ApiError(400, 'invalid_parameter', t('location:api.invalid'), fields)
    }

    const user = await sessionUser({ request, context })
    const limit = await consumeLimit('geocode-member', user ? `user:${user.id}` : `ip:${clientIp(context)}`)
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds
      const response = apiErrorResponse(429, 'rate_limited', t('location:api.rateLimited', { minutes: Math.ceil(seconds / 60) }))
      response.headers.set('Retry-After', String(seconds))
      return response
    }

    const found = await reverseGeocode(parsed.data.lat, parsed.data.lon)
    // The member's place, when the site serves its country (server/geo placeUpdate, as every place write).
    if (found && user?.profile && user.siteId === site.id && fromOwnPage(request)) await saveGeocodedPlace(user.id, site, found)
    const body: GeocodeAnswer = {
      geocode: found
        ? {
            country: found.country,
            region: found.regionId !== null ? { id: found.regionId, name: found.regionName! } : null,
            city: found.city,
          }
        : false,
    }
    return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
