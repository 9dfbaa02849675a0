// GET /api/auto-like.php (SPEC §7): a like from a fitting profile, shown in the like modal.
// It writes a like, so it answers only script requests (X-Requested-With) of the logged-in
// member: a link or an image tag from another site cannot trigger it.
import type { Route } from './+types/auto-like.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { createAutoLike } from '../../../server/likes/auto-like.ts'
import { sessionUser } from '../../session.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    if (!request.headers.get('x-requested-with')) {
      throw new ApiError(400, 'client_request_required', 'Send the x-requested-with header with client requests.')
    }
    const user = await sessionUser({ request, context })
    if (!user) throw new ApiError(403, 'authentication_required', 'Please log in again.')
    const profile = await createAutoLike(user.id)
    if (!profile) throw new ApiError(404, 'no_profile', 'No profile to show right now.')
    return Response.json(profile, { headers: { 'Cache-Control': 'no-store' } })
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
