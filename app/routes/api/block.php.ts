// /api/block.php — blocking (SPEC §6). GET lists the members the member blocked; POST {id}
// blocks one, DELETE {id} (or ?id=) lifts the block; both change nothing when repeated.
// Logged-in members only; JSON bodies only; messages in the member's language. See docs/api.md.
import type { TFunction } from 'i18next'
import type { Route } from './+types/block.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { isJsonRequest, readJsonObject } from '../../../server/http/read-body.ts'
import { BlockError, blockMember, listBlocked, unblockMember } from '../../../server/members/blocking.ts'
import { parseProfileId } from '../../../server/members/profile-access.ts'
import { toMemberCardJson } from '../../../server/members/member-card-json.ts'
import { requireApiMember, rethrowActivationRequired } from '../../../server/http/api-member.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** The `id` of a JSON body, or of the query string (DELETE clients often send no body). */
async function memberId(request: Request, t: TFunction): Promise<number> {
  const query = new URL(request.url).searchParams.get('id')
  const raw =
    isJsonRequest(request) || (query === null && request.method !== 'DELETE') ? (await readJsonObject(request)).id : query
  const id = parseProfileId(raw)
  if (id === null) throw new ApiError(400, 'invalid_parameter', t('members:api.invalidId'), { id: t('members:api.invalidId') })
  return id
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user } = await requireApiMember(request)
    const blocked = await listBlocked(user.id, user.siteId)
    return Response.json({ blocked: blocked.map(toMemberCardJson) }, { headers: noStore })
  })
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'POST', 'DELETE'])
    const { user, t } = await requireApiMember(request)
    const id = await memberId(request, t)
    if (request.method === 'DELETE') {
      await unblockMember(user.id, id)
      return Response.json({ blocked: false, id }, { headers: noStore })
    }
    try {
      const { name } = await blockMember(user.id, id, user.siteId)
      return Response.json({ blocked: true, id, name }, { headers: noStore })
    } catch (error) {
      if (error instanceof BlockError && error.code === 'not_found')
        throw new ApiError(404, 'not_found', t('members:block.notFound'))
      if (error instanceof BlockError) throw new ApiError(400, 'cannot_block_self', t('members:block.cannotBlockSelf'))
      rethrowActivationRequired(error, t)
    }
  })
}
