// Compression of a rendered page. Pages are rendered whole (app/entry.server.tsx), so each is
// compressed in one step on libuv's thread pool instead of through the `compression` middleware's
// stream, which cost a thread-pool round trip and a flush per chunk. The middleware leaves an
// answer alone once it has a Content-Encoding; it still handles everything else.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import Negotiator from 'negotiator'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Smaller bodies are sent as they are (as the middleware does). */
const THRESHOLD_BYTES = 1024
/**
 * Brotli at quality 4 takes about the time of gzip level 6 and gives 15 % smaller pages; the
 * qualities above it cost several times more CPU for a few per cent, which a page rendered for
 * one request cannot repay.
 */
const BROTLI_QUALITY = 4

export type PageEncoding = 'br' | 'gzip' | 'identity'

/** The best encoding a request accepts: by its q-values, and brotli where they tie. */
export function pageEncoding(acceptEncoding: string | null): PageEncoding {
  if (!acceptEncoding) return 'identity'
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
  // negotiator 1.x takes the server's preference for ties (@types/negotiator predates it).
  const encodings = negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[]
  const [best] = encodings.call(negotiator, ['br', 'gzip'], { preferred: ['br', 'gzip'] })
  return best === 'br' || best === 'gzip' ? best : 'identity'
}

/**
 * The page body in the best encoding the request accepts, with the headers that go with it
 * (Content-Encoding, Content-Length and Vary: Accept-Encoding, which applies even when the
 * answer is not compressed).
 */
export async function encodePage(
  html: Buffer,
  acceptEncoding: string | null,
  headers: Headers,
): Promise<Uint8Array<ArrayBuffer>> {
  headers.append('Vary', 'Accept-Encoding')
  const encoding = html.byteLength < THRESHOLD_BYTES ? 'identity' : pageEncoding(acceptEncoding)
  const body =
    encoding === 'br'
      ? await brotli(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
          },
        })
      : encoding === 'gzip'
        ? await gzipAsync(html)
        : html
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.byteLength))
  return body as Uint8Array<ArrayBuffer>
}
