// Security headers. Pages get a CSP with a per-request nonce for React Router's inline
// scripts; JSON (the API, /healthz) gets a fixed, stricter set without per-request work.
import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
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

export function pageSecurityHeaders({ production, dev }: SecurityOptions): RequestHandler {
  const withHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
          ...(dev ? ["'unsafe-inline'"] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
        'media-src': ["'self'", 'https:'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", ...hostedPaymentOrigins(getEnv())],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    withHelmet(req, res, next)
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
