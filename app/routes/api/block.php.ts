// /api/block.php — blocking (SPEC §6). GET lists the members the member blocked; POST {id}
// blocks one, DELETE {id} (or ?id=) lifts the block; both change nothing when repeated.
// Logged-in members only; messages in the member's language. See docs/api.md.
import type { TFunction } from 'i18next'
import type { Route } from './+types/block.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { getSessionUser, type SessionUser } from '../../../server/accounts/sessions.ts'
import { getI18n } from '../../../server/i18n/resources.ts'
import { BlockError, blockMember, listBlocked, unblockMember } from '../../../server/members/blocking.ts'
import { parseProfileId } from '../../../server/members/profile-access.ts'
import { toMemberCardJson } from '../../../server/members/member-card-json.ts'
import { getSiteByHost } from '../../../server/sites/get-site-by-host.ts'
import { isLocale, type Locale } from '../../i18n/config.ts'
import { detectLocale } from '../../middleware/page-context.server.ts'

const noStore = { 'Cache-Control': 'no-store' }

/** The logged-in member and their language's messages; 403 authentication_required otherwise. */
async function requireMember(request: Request): Promise<{ user: SessionUser; t: TFunction }> {
  const user = await getSessionUser(request)
  let language: Locale
  if (user && isLocale(user.language)) language = user.language
  else language = detectLocale(request, (await getSiteByHost(new URL(request.url).host)).domainLanguage)
  const t = getI18n(language).getFixedT(language)
  if (!user) throw new ApiError(403, 'authentication_required', t('members:api.authenticationRequired'))
  return { user, t }
}

/** The `id` of a JSON or form body, or of the query string (DELETE clients often send no body). */
async function memberId(request: Request, t: TFunction): Promise<number> {
  let raw: unknown = new URL(request.url).searchParams.get('id')
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    const body: unknown = await request.json().catch(() => {
      throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.')
    })
    if (typeof body === 'object' && body !== null && 'id' in body) raw = body.id
  } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    raw = (await request.formData()).get('id') ?? raw
  }
  const id = parseProfileId(raw)
  if (id === null) throw new ApiError(400, 'invalid_parameter', t('members:api.invalidId'), { id: t('members:api.invalidId') })
  return id
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user } = await requireMember(request)
    const blocked = await listBlocked(user.id)
    return Response.json({ blocked: blocked.map(toMemberCardJson) }, { headers: noStore })
  })
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== 'POST' && request.method !== 'DELETE') return methodNotAllowed(['GET', 'POST', 'DELETE'])
    const { user, t } = await requireMember(request)
    const id = await memberId(request, t)
    if (request.method === 'DELETE') {
      await unblockMember(user.id, id)
      return Response.json({ blocked: false, id }, { headers: noStore })
    }
    try {
      const { name } = await blockMember(user.id, id)
      return Response.json({ blocked: true, id, name }, { headers: noStore })
    } catch (error) {
      if (error instanceof BlockError && error.code === 'not_found')
        throw new ApiError(404, 'not_found', t('members:block.notFound'))
      if (error instanceof BlockError) throw new ApiError(400, 'cannot_block_self', t('members:block.cannotBlockSelf'))
      throw error
    }
  })
}
