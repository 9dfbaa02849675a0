// Request bodies are bounded before anything buffers them: a per-route limit on the declared
// Content-Length (413), no body without one (411), and a body the route did not read is drained
// after the answer so the keep-alive connection can carry the next request (docs/security.md).
import type { IncomingMessage } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { plainError } from './plain-error.ts'

const KiB = 1024
const MiB = 1024 * KiB

/** Forms and JSON: a few fields of text. */
export const DEFAULT_BODY_LIMIT = 64 * KiB

/**
 * Routes that take more than a form: uploads at their own limit (the photo pipeline refuses
 * files above 15 MiB with its own message, so the body may carry one plus the form around it),
 * webhooks at what their providers send. The first matching path wins.
 */
export const BODY_LIMITS: { path: RegExp; bytes: number }[] = [
  { path: /^\/api\/photos\.php$/, bytes: 16 * MiB },
  { path: /^\/api\/chat-photo\.php$/, bytes: 16 * MiB },
  { path: /^\/api\/webhooks\//, bytes: 1 * MiB },
]

export function bodyLimitFor(path: string): number {
  return BODY_LIMITS.find((l) => l.path.test(path))?.bytes ?? DEFAULT_BODY_LIMIT
}

/** How long an unread body may take to arrive after the answer before the connection is cut. */
const DRAIN_TIMEOUT_MS = 10_000
/**
 * A body somewhat over its limit is read and dropped before the 413, so the client (a browser
 * still uploading) receives the answer instead of a reset connection; a far larger one is refused
 * at once and the connection closed, without reading it.
 */
const DRAIN_BEFORE_REFUSING = (limit: number) => Math.min(limit * 4, 32 * MiB)

function drainUnreadBody(req: IncomingMessage, then?: () => void) {
  if (req.complete || req.destroyed) {
    then?.()
    return
  }
  // The React Router adapter's pump holds the stream paused once its buffer is full; with its
  // listener gone the rest of the body is read and dropped.
  req.removeAllListeners('data')
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_TIMEOUT_MS).unref()
  req.once('end', () => {
    clearTimeout(timer)
    then?.()
  })
  req.once('close', () => clearTimeout(timer))
  req.resume()
}

export function bodyGuard(limitFor: (path: string) => number = bodyLimitFor): RequestHandler {
  return function guardBody(req: Request, res: Response, next: NextFunction) {
    const declared = req.headers['content-length']
    const chunked = req.headers['transfer-encoding'] !== undefined
    if (declared === undefined && !chunked) return next()
    if (declared === undefined) {
      res.setHeader('Connection', 'close')
      return plainError(req, res, 411, 'length_required', 'Send the body with a Content-Length.')
    }
    const length = /^\d{1,16}$/.test(declared) ? Number(declared) : NaN
    if (!Number.isSafeInteger(length)) {
      res.setHeader('Connection', 'close')
      return plainError(req, res, 400, 'invalid_content_length', 'The Content-Length header is invalid.')
    }
    const limit = limitFor(req.path)
    if (length > limit) {
      const refuse = () => plainError(req, res, 413, 'payload_too_large', 'The request is too large.')
      if (length <= DRAIN_BEFORE_REFUSING(limit)) return drainUnreadBody(req, refuse)
      // Not a byte of it is read: the connection closes after this answer.
      res.setHeader('Connection', 'close')
      return refuse()
    }
    if (length > 0) res.once('finish', () => drainUnreadBody(req))
    next()
  }
}
