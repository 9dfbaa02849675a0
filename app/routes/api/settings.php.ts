// GET /api/settings.php — the site settings for the request host (SPEC §7).
import { z } from 'zod'
import type { Route } from './+types/settings.php'
import { cachedJsonResponse, handleApi, methodNotAllowed, parseQuery } from '../../../server/http/api.ts'
import { countryFromRequest } from '../../../server/http/geo.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { getSettingsEntity } from '../../../server/sites/site-settings.ts'
import { detectLocale } from '../../../server/i18n/detect-locale.ts'

const query = z
  .object({
    /** Forces the site: the server-side client passes the visitor's host. */
    host: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be a host name')
      .optional(),
    /** The visitor's chosen payment country. */
    country: z
      .string()
      .regex(/^[a-z]{2}$/i, 'must be a two-letter country code')
      .transform((c) => c.toUpperCase())
      .optional(),
  })
  .loose() // the route's own query parameters ride along and are ignored

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const params = parseQuery(request, query)
    const site = await getSiteByHost(params.host ?? new URL(request.url).host)
    // Texts in the request's language (cookie, browser, site language): issue 16.
    const locale = detectLocale(request, site.domainLanguage)
    const entity = getSettingsEntity(site, {
      geoipCountry: countryFromRequest(request),
      selectedCountry: params.country ?? null,
      locale,
    })
    return cachedJsonResponse(request, entity, {
      cacheControl: 'private, max-age=60',
      vary: 'Host, Cookie, Accept-Language',
      microcacheSeconds: 5,
    })
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
