// Security headers. Pages get a CSP with a per-request nonce for React Router's inline
// scripts; JSON (the API, /healthz) gets a fixed, stricter set without per-request work.
import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { getEnv } from '../env.ts'
import { hostedPaymentOrigins } from '../payments/hosted-pages.ts'

export interface SecurityOptions {
  production: boolean
  dev: boolean
}

export function isJsonPath(path: string) {
  return path.startsWith('/api/') || path === '/healthz' || path === '/livez'
}

/**
 * A request React Router answers with a rendered page: a GET or HEAD asking for HTML, not for a
 * route's data (`.data`) or a file. Such answers come compressed already (server/http/encode-page.ts).
 */
export function isPageRequest(req: { method: string; path: string; headers: { accept?: string } }): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    Boolean(req.headers.accept?.includes('text/html')) &&
    !req.path.endsWith('.data') &&
    !req.path.startsWith('/assets/') &&
    !req.path.startsWith('/uploads/')
  )
}

/**
 * The Content-Security-Policy of a page, around its nonce: React Router's inline scripts (the
 * hydration data, the page's texts, the module loader) carry the nonce, and no other script runs.
 */
export function pageContentSecurityPolicy({ dev }: SecurityOptions, formActions: readonly string[]): (nonce: string) => string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'nonce-{nonce}'", ...(dev ? ["'unsafe-inline'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(dev ? ['ws:'] : [])]],
    ['media-src', ["'self'", 'https:']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...formActions]],
    ['frame-ancestors', ["'none'"]],
  ]
  const [before, after] = directives
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';')
    .split('{nonce}')
  return (nonce) => `${before}${nonce}${after}`
}

/**
 * Headers for a page: the CSP with a fresh nonce, and the same fixed set helmet 8 sent (isolated
 * from other origins' windows, never framed, no sniffing, the referrer's origin only across
 * sites, HSTS in production). One middleware that sets them costs a tenth of helmet's chain of
 * twelve (docs/performance.md).
 */
export function pageSecurityHeaders(options: SecurityOptions): RequestHandler {
  const policy = pageContentSecurityPolicy(options, hostedPaymentOrigins(getEnv()))
  const fixed = fixedHeaders(
    [
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Cross-Origin-Resource-Policy', 'same-site'],
      ['Origin-Agent-Cluster', '?1'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Download-Options', 'noopen'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ['X-XSS-Protection', '0'],
    ],
    options.production,
  )
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', policy(nonce))
    fixed(req, res, next)
  }
}

/** Built files under /assets (hashed scripts, styles, fonts): none of them is a document. */
export function isAssetPath(path: string) {
  return path.startsWith('/assets/')
}

/**
 * Headers for built assets: what applies to a script, a stylesheet or a font (no sniffing, not
 * for other sites, HTTPS only). A page's policies (CSP, framing, referrer, opener) govern
 * documents and mean nothing here, and sent with each of a page's 20-odd modules they were a
 * kilobyte a file of every first load (docs/performance.md).
 */
export function assetSecurityHeaders({ production }: SecurityOptions): RequestHandler {
  return fixedHeaders(
    [
      ['X-Content-Type-Options', 'nosniff'],
      ['Cross-Origin-Resource-Policy', 'same-site'],
    ],
    production,
  )
}

export function jsonSecurityHeaders({ production }: SecurityOptions): RequestHandler {
  return fixedHeaders(
    [
      ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Cross-Origin-Resource-Policy', 'same-site'],
    ],
    production,
  )
}

/** A middleware that sets the same headers on every answer, with HSTS in production. */
function fixedHeaders(headers: [string, string][], production: boolean): RequestHandler {
  const all = production
    ? [...headers, ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as [string, string]]
    : headers
  return (_req, res, next) => {
    for (const [name, value] of all) res.setHeader(name, value)
    next()
  }
}
