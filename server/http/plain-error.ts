// Errors answered by the HTTP layer itself, before React Router (bad method, host, URL, body
// size, foreign origin): the API's JSON error shape under /api/, a short page elsewhere.
import type { Request, Response } from 'express'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function plainError(req: Request, res: Response, status: number, code: string, message: string) {
  res.status(status)
  res.setHeader('Cache-Control', 'no-store')
  if (req.path.startsWith('/api/') || req.path === '/healthz') {
    res.json({ error: { status, code, message } })
    return
  }
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${status}</title><main style="font-family:'Open Sans',Arial,sans-serif;text-align:center;padding:3rem 1rem">` +
        `<p style="font-size:3rem;font-weight:700;color:#d62127;margin:0">${status}</p><h1 style="font-size:1.25rem">${escapeHtml(message)}</h1>` +
        `<a href="/">Go to the home page</a></main></html>`,
    )
}
