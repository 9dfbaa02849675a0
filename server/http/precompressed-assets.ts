// The build's assets in the encodings written once at build time (scripts/compress-assets.mjs):
// `name.js.br` (brotli 11) or `name.js.gz` (gzip 9) for a client that accepts it, by the same
// negotiation as pages. Everything else — a client taking neither, a file without copies, a
// development server — falls through to the plain static files and the compression middleware.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import { pageEncoding } from './encode-page.ts'

const SUFFIX = { br: '.br', gzip: '.gz' } as const

/** The names under `dir` that have a copy in each encoding (read once: the build does not change). */
function copiesIn(dir: string): { br: Set<string>; gzip: Set<string> } {
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    // No build directory: nothing is precompressed.
  }
  const withSuffix = (suffix: string) => new Set(names.filter((n) => n.endsWith(suffix)).map((n) => n.slice(0, -suffix.length)))
  return { br: withSuffix(SUFFIX.br), gzip: withSuffix(SUFFIX.gzip) }
}

export function precompressedAssets(dir: string): RequestHandler {
  const copies = copiesIn(dir)
  const files = express.static(dir, { immutable: true, maxAge: '1y', index: false })
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const query = req.url.indexOf('?')
    const pathname = query === -1 ? req.url : req.url.slice(0, query)
    const name = pathname.slice(1)
    if (!copies.br.has(name) && !copies.gzip.has(name)) return next()
    // The answer depends on Accept-Encoding whichever encoding this client gets.
    res.vary('Accept-Encoding')
    const encoding = pageEncoding(req.headers['accept-encoding'] ?? null)
    if (encoding === 'identity' || !copies[encoding].has(name)) return next()
    res.setHeader('Content-Encoding', encoding)
    res.type(path.extname(name))
    req.url = `${pathname}${SUFFIX[encoding]}${query === -1 ? '' : req.url.slice(query)}`
    files(req, res, next)
  }
}
