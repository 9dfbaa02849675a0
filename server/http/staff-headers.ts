// The staff console's pages (and their data requests) are never cached, never indexed, and send
// no referrer to other sites (a set-up link carries its token in the address). docs/staff.md.
// "same-origin", not "no-referrer": under no-referrer a browser sends `Origin: null` with a form
// posted without JavaScript, which the request guard refuses as cross-site (403), so no console
// form would work without JavaScript.
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
