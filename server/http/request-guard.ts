// The first check of every request, before any route runs: the method, the Host header, the
// URL and, for requests that change state, where they come from. Doing it once here means no
// route can forget it (docs/security.md).
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { plainError } from './plain-error.ts'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const allowed = new Set<string>(ALLOWED_METHODS)
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// A DNS name or IPv4 address with an optional port, or a bracketed IPv6 address with one.
const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?'
const HOST_PATTERN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i')

/** Whether a Host header can name this server: a valid name, an optional port up to 65535. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false
  const match = HOST_PATTERN.exec(host)
  if (!match) return false
  return match[1] === undefined || (Number(match[1]) > 0 && Number(match[1]) <= 65535)
}

/** The host (with port) the client addressed: X-Forwarded-Host only behind a trusted proxy. */
export function requestHost(req: Request): string | undefined {
  const forwarded = req.app.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  return forwarded || req.headers.host
}

/**
 * True when a browser says the request comes from another site: `Sec-Fetch-Site` other than
 * same-origin/none, or an `Origin` whose host is not the one addressed. Clients that send
 * neither (curl, payment providers' webhooks) are not browsers acting for a member.
 */
export function isCrossSite(req: Request): boolean {
  const fetchSite = req.headers['sec-fetch-site']
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = req.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host.toLowerCase() !== (requestHost(req) ?? '').toLowerCase()
  } catch {
    return true // "null" or garbage: an opaque origin is never our own page
  }
}

/** A control character, raw or percent-encoded (NUL, CR, LF, tab...): never part of a real link. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i
function hasControlCharacter(url: string) {
  if (ENCODED_CONTROL.test(url)) return true
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

export function requestGuard(): RequestHandler {
  return function guard(req: Request, res: Response, next: NextFunction) {
    if (!allowed.has(req.method)) {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '))
      return plainError(req, res, 405, 'method_not_allowed', 'This method is not allowed here.')
    }
    if (!isValidHost(requestHost(req))) return plainError(req, res, 400, 'invalid_host', 'The Host header is missing or invalid.')
    const url = req.originalUrl
    // Absolute-form targets ("GET http://host/path") are for proxies: React Router would build a
    // broken URL from one (a 500). OPTIONS * asks about the server and gets its Allow below.
    const originForm = url.startsWith('/') || (url === '*' && req.method === 'OPTIONS')
    if (!originForm || url.length > 8192 || hasControlCharacter(url)) {
      return plainError(req, res, 400, 'invalid_url', 'The address contains characters that are not allowed.')
    }
    try {
      decodeURIComponent(req.path)
    } catch {
      return plainError(req, res, 400, 'invalid_url', 'The address is not correctly encoded.')
    }
    // React Router's single-fetch data URLs exist for pages only, not for the JSON API.
    if (req.path.startsWith('/api/') && req.path.endsWith('.data')) {
      return plainError(req, res, 404, 'not_found', 'This API endpoint does not exist.')
    }
    // No cross-origin use of this site: OPTIONS (a CORS preflight) learns the methods, nothing more.
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '))
      res.status(204).end()
      return
    }
    if (!SAFE_METHODS.has(req.method) && isCrossSite(req)) {
      return plainError(req, res, 403, 'cross_site_request', 'Requests from other sites are not accepted.')
    }
    next()
  }
}
