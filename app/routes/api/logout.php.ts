// GET /api/logout.php (SPEC §7) ends the session and goes to /. A GET that changes state
// is only accepted from our own pages (Sec-Fetch-Site), so other sites cannot log members out.
import { redirect } from 'react-router'
import type { Route } from './+types/logout.php'
import { apiErrorResponse } from '../../../server/http/api.ts'
import { destroySession } from '../../../server/accounts/sessions.ts'

async function logout(request: Request) {
  throw redirect('/', { headers: { 'Set-Cookie': await destroySession(request) } })
}

export async function loader({ request }: Route.LoaderArgs) {
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none')
    return apiErrorResponse(403, 'cross_site_request', 'Log out from the site itself.')
  return logout(request)
}

export async function action({ request }: Route.ActionArgs) {
  return logout(request)
}
