// POST /api/page-hidden.php (SPEC §7): the page-bounce beacon sent when a page opened with
// ?lb becomes hidden. Stores one PageEvent with the page path (from the Referer, same site only).
import type { Route } from './+types/page-hidden.php'
import { handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { recordPageHidden } from '../../../server/shell/page-events.ts'

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    await recordPageHidden(request)
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  })
}

export function loader() {
  return methodNotAllowed(['POST'])
}
