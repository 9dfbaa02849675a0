// A short-lived response cache in front of React Router for API answers that opt in
// (the route sets `X-Amora-Microcache: <seconds>`, see cachedJsonResponse). Like a CDN
// microcache: the resource route stays the source of truth, a hit skips the route pipeline.
import { gzipSync } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { onInvalidation } from '../cache-bus.ts'
import { localeCookieName } from '../../shared/i18n/config.ts'
import { localeFromAcceptLanguage } from '../i18n/detect-locale.ts'
import { readPlainCookie } from './cookies.ts'
import { COUNTRY_HEADERS } from './geo.ts'

export const MICROCACHE_HEADER = 'x-amora-microcache'

interface Entry {
  status: number
  headers: [string, string][]
  etag: string | undefined
  body: Buffer
  gzip: Buffer | null
}

const SKIP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', MICROCACHE_HEADER])

function keyOf(req: Request): string {
  let key = `${req.headers.host ?? ''}\u0000${req.originalUrl}`
  for (const h of COUNTRY_HEADERS) key += `\u0000${req.headers[h] ?? ''}`
  // Answers may be in the visitor's language (site texts in /api/settings.php).
  // The language cookie is the one part of the Cookie header an answer may depend on.
  key += `\u0000${readPlainCookie(req.headers.cookie ?? null, localeCookieName) ?? ''}\u0000${localeFromAcceptLanguage(req.headers['accept-language']) ?? ''}`
  return key
}

function send(req: Request, res: Response, entry: Entry) {
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  const inm = req.headers['if-none-match']
  if (entry.etag && inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === entry.etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  res.statusCode = entry.status
  const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const body = gzip ? entry.gzip! : entry.body
  if (gzip) res.setHeader('Content-Encoding', 'gzip')
  if (entry.gzip) res.setHeader('Vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '))
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

export function apiMicrocache(maxEntries = 2000) {
  const store = new LRUCache<string, Entry>({ max: maxEntries })
  // Cached answers are built from the site (settings, company) and reference data (interests, regions).
  for (const topic of ['site', 'reference'] as const) onInvalidation(topic, () => store.clear())
  return function microcache(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const key = keyOf(req)
    const hit = store.get(key)
    if (hit) return send(req, res, hit)

    // Miss: let the route answer, and keep the answer when it opted in.
    let seconds = 0
    const chunks: Buffer[] = []
    const writeHead = res.writeHead
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      seconds = Number(res.getHeader(MICROCACHE_HEADER) ?? 0)
      res.removeHeader(MICROCACHE_HEADER)
      return writeHead.apply(this, args)
    } as Response['writeHead']
    const write = res.write
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array))
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
    } as Response['write']
    const end = res.end
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array))
      if (seconds > 0 && res.statusCode === 200) {
        const body = Buffer.concat(chunks)
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !SKIP_HEADERS.has(name))
          .map(([name, value]) => [name, String(value)] as [string, string])
        store.set(
          key,
          {
            status: 200,
            headers,
            etag: res.getHeader('etag') as string | undefined,
            body,
            gzip: body.length > 1024 ? gzipSync(body) : null,
          },
          { ttl: seconds * 1000 },
        )
      }
      return (end as (...a: unknown[]) => Response).call(this, chunk, ...rest)
    } as Response['end']
    next()
  }
}
