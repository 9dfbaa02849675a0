// GET /api/regions.php[?country=XX] — regions of the countries the site serves, with
// each country's own word for them (SPEC §7, §9).
import { z } from 'zod'
import type { Route } from './+types/regions.php'
import { ApiError, cachedJsonResponse, handleApi, methodNotAllowed, parseQuery } from '../../../server/http/api.ts'
import { getRegionsEntity } from '../../../server/reference/reference-data.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'

const query = z
  .object({
    country: z
      .string()
      .regex(/^[a-z]{2}$/i, 'must be a two-letter country code')
      .transform((c) => c.toUpperCase())
      .optional(),
  })
  .loose()

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const params = parseQuery(request, query)
    const site = await getSiteByHost(new URL(request.url).host)
    if (params.country && !site.countries.includes(params.country)) {
      throw new ApiError(404, 'unknown_country', 'This site does not serve that country.', { country: 'not served' })
    }
    const entity = await getRegionsEntity(params.country ? [params.country] : site.countries)
    return cachedJsonResponse(request, entity, { cacheControl: 'public, max-age=3600', vary: 'Host', microcacheSeconds: 30 })
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
