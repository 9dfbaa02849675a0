// GET /api/gifs.php?q= — the chat's GIF picker (docs/api.md): the built-in stickers, and with a
// query GIPHY's results when the operator set GIPHY_API_KEY (server/chat/gif-search.ts).
// Logged-in members only; `search` says whether a query reaches a provider.
import type { Route } from './+types/gifs.php'
import { ApiError, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { requireApiMember } from '../../../server/http/api-member.ts'
import { consumeLimit } from '../../../server/http/rate-limits.ts'
import { GIF_QUERY_MAX, gifSearchEnabled, searchGifs } from '../../../server/chat/gif-search.ts'
import { STICKERS } from '../../../shared/chat/stickers.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user, t, language } = await requireApiMember(request)
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim()
    if (q.length > GIF_QUERY_MAX)
      throw new ApiError(400, 'invalid_parameter', t('chat:errors.invalid'), { q: t('chat:errors.invalid') })
    if (q && gifSearchEnabled()) {
      const limit = await consumeLimit('gif-search-member', user.id)
      if (!limit.allowed)
        throw new ApiError(429, 'rate_limited', t('chat:errors.rate_limited'), undefined, {
          retry_after: limit.retryAfterSeconds,
        })
    }
    const labels = Object.fromEntries(STICKERS.map((id) => [id, t(`chat:stickers.${id}`)]))
    const gifs = await searchGifs(q, language, labels)
    return Response.json(
      {
        search: gifSearchEnabled(),
        gifs: gifs.map((g) => ({ url: g.url, preview_url: g.preview, title: g.sticker ? labels[g.sticker] : g.title })),
      },
      { headers: { 'Cache-Control': 'private, max-age=60' } },
    )
  })
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => methodNotAllowed(['GET']))
}
