// GET /api/interests.php — the fixed list of 50 interests with their icons (SPEC §3, §7).
import type { Route } from './+types/interests.php'
import { cachedJsonResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getInterestsEntity } from '../../../server/reference/reference-data.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () =>
    cachedJsonResponse(request, await getInterestsEntity(), { cacheControl: 'public, max-age=86400', microcacheSeconds: 30 }),
  )
}

export function action() {
  return methodNotAllowed(['GET'])
}
