// GET /api/companyinfo.php — the company behind the site, for legal pages (SPEC §7).
import type { Route } from './+types/companyinfo.php'
import { cachedJsonResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { getCompanyInfoEntity } from '../../../server/sites/site-settings.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const site = await getSiteByHost(new URL(request.url).host)
    return cachedJsonResponse(request, getCompanyInfoEntity(site), {
      cacheControl: 'public, max-age=3600',
      vary: 'Host',
      microcacheSeconds: 30,
    })
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
