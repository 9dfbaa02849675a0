// The chat's GIF picker (issue 12): the built-in stickers always, and GIPHY's search API
// (https://developers.giphy.com/docs/api/endpoint#search) when the operator sets GIPHY_API_KEY.
// A GIF message can only carry a built-in sticker's address or a GIPHY media address over HTTPS.
import { getEnv } from '../env.ts'
import { log } from '../log.ts'
import { STICKERS, stickerOf, stickerUrl } from '../../shared/chat/stickers.ts'

export interface GifOption {
  /** The address the message stores and shows. */
  url: string
  /** A smaller rendition for the picker. */
  preview: string
  /** A built-in sticker's id (its label is translated), or null for a search result. */
  sticker: string | null
  /** The provider's title of a search result ("" for stickers). */
  title: string
}

export const GIF_RESULTS = 24
export const GIF_QUERY_MAX = 50
const SEARCH_TIMEOUT_MS = 4000

export const builtInGifs = (): GifOption[] =>
  STICKERS.map((id) => ({ url: stickerUrl(id), preview: stickerUrl(id), sticker: id, title: '' }))

export const gifSearchEnabled = () => Boolean(getEnv().GIPHY_API_KEY)

const GIPHY_MEDIA = /^https:\/\/(media\d*|i)\.giphy\.com\/[\w./-]+$/

/** Whether a GIF message may carry this address. */
export function isAllowedGif(url: string): boolean {
  if (stickerOf(url)) return true
  return gifSearchEnabled() && url.length <= 500 && GIPHY_MEDIA.test(url)
}

interface GiphyImage {
  url?: string
}
interface GiphyResult {
  title?: string
  images?: { fixed_height?: GiphyImage; fixed_height_small?: GiphyImage }
}

/**
 * GIPHY's results for a query in the member's language (rated PG-13 at most), only those whose
 * addresses a message may carry. Without a key, or when GIPHY fails or is slow, the built-in
 * stickers whose translated label matches (the caller passes the labels) are the answer.
 */
export async function searchGifs(query: string, language: string, labels: Record<string, string>): Promise<GifOption[]> {
  const q = query.trim().slice(0, GIF_QUERY_MAX)
  const own = builtInGifs().filter((g) => !q || (labels[g.sticker!] ?? g.sticker!).toLowerCase().includes(q.toLowerCase()))
  const env = getEnv()
  if (!q || !env.GIPHY_API_KEY) return own
  const url = new URL('/v1/gifs/search', env.GIPHY_API_URL ?? 'https://api.giphy.com')
  url.search = new URLSearchParams({
    api_key: env.GIPHY_API_KEY,
    q,
    limit: String(GIF_RESULTS),
    rating: 'pg-13',
    lang: language,
  }).toString()
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`GIPHY answered ${response.status}`)
    const body = (await response.json()) as { data?: GiphyResult[] }
    const found = (body.data ?? []).flatMap((r): GifOption[] => {
      const full = r.images?.fixed_height?.url
      const small = r.images?.fixed_height_small?.url ?? full
      if (!full || !small || !isAllowedGif(full) || !isAllowedGif(small)) return []
      return [{ url: full, preview: small, sticker: null, title: String(r.title ?? '').slice(0, 100) }]
    })
    return [...own, ...found].slice(0, GIF_RESULTS + own.length)
  } catch (error) {
    log().warn({ err: error }, 'GIF search failed')
    return own
  }
}
