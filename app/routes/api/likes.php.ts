// /api/likes.php (SPEC §3 Likes data, §7): GET returns the member's likes, the data the likes
// tabs, the top-bar badge and the match modal need (no state change). POST {id} likes a member,
// DELETE {id} (or ?id=) takes the like back; both are no-ops when repeated. See docs/api.md.
import type { TFunction } from 'i18next'
import { z } from 'zod'
import type { Route } from './+types/likes.php'
import { ApiError, handleApi, methodNotAllowed, parseQuery } from '../../../server/http/api.ts'
import { isJsonRequest, readJsonObject } from '../../../server/http/read-body.ts'
import { requireApiMember, rethrowActivationRequired } from '../../../server/http/api-member.ts'
import { getLikesData } from '../../../server/likes/likes-json.ts'
import { FREE_LIKES_PER_DAY, LikeError, likeMember, unlikeMember } from '../../../server/likes/profile-likes.ts'
import { likeRefusal } from '../+shared/likes.server.ts'
import { likeInput, type LikeInput } from '../../../shared/likes/like-input.ts'

const noStore = { 'Cache-Control': 'private, no-store' }
const query = z.object({ pageNumber: z.coerce.number().int().min(1).max(1000).optional() })
/** The member to like or unlike (body, or ?id= for DELETE) and the source, read with the pages' schema. */
async function memberId(request: Request, t: TFunction): Promise<LikeInput> {
  const queryId = new URL(request.url).searchParams.get('id')
  const fromQuery = request.method === 'DELETE' && queryId !== null
  const body = !fromQuery && (isJsonRequest(request) || queryId === null) ? await readJsonObject(request) : {}
  const parsed = likeInput.safeParse({ id: body.id ?? queryId, source: body.source })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const message = t(issue.message)
    throw new ApiError(400, 'invalid_parameter', message, { [String(issue.path[0])]: message })
  }
  return parsed.data
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user } = await requireApiMember(request)
    const { pageNumber } = parseQuery(request, query)
    const likes = await getLikesData({ id: user.id, siteId: user.siteId, paidUser: user.paidUser }, pageNumber ?? 1)
    return Response.json(likes, { headers: noStore })
  })
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'POST', 'DELETE'])
    const { user, t } = await requireApiMember(request)
    const { id, source } = await memberId(request, t)
    if (request.method === 'DELETE') {
      const { removed } = await unlikeMember(user.id, id)
      return Response.json({ id, liked: false, removed }, { headers: noStore })
    }
    try {
      const result = await likeMember(user.id, id, user.siteId, { source })
      return Response.json(
        { id, liked: true, match: result.match, created: result.created, name: result.name },
        { headers: noStore },
      )
    } catch (error) {
      if (error instanceof LikeError) {
        const { status, key } = likeRefusal(error.code)
        throw new ApiError(
          status,
          error.code,
          t(key, { count: FREE_LIKES_PER_DAY }),
          undefined,
          error.code === 'like_limit' ? { premium_url: '/premium' } : undefined,
        )
      }
      rethrowActivationRequired(error, t)
    }
  })
}
