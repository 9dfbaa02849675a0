// The staff console's pages (and their data requests) are never cached, never indexed, and send
// no referrer to other sites (a set-up link carries its token in the address). docs/staff.md.
// Not "no-referrer": with it the browser sends a form posted without JavaScript with
// `Origin: null`, which the request guard refuses as a cross-site request (403).
import type { NextFunction, Request, Response } from 'express'

export const isStaffPath = (path: string) => path === '/staff' || path.startsWith('/staff/') || path.startsWith('/staff.')

export function staffConsoleHeaders(req: Request, res: Response, next: NextFunction) {
  if (isStaffPath(req.path)) {
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    res.setHeader('Referrer-Policy', 'same-origin')
  }
  next()
}
