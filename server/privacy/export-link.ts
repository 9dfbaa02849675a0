// The download link of a data export: /data-export/<id>?exp=<unix seconds>&sig=<HMAC>, signed with
// a key derived from SESSION_SECRET (like photo addresses, server/photos/signed-url.ts, with a key
// of its own). The link alone is not enough: the download also needs the owner's session.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '../env.ts'

let secret: Buffer | undefined
function signingKey(): Buffer {
  secret ??= createHmac('sha256', getEnv().SESSION_SECRET ?? 'development-only-session-secret-do-not-use')
    .update('amora data exports v1')
    .digest()
  return secret
}

function signature(exportId: number, expires: number): string {
  return createHmac('sha256', signingKey()).update(`${exportId}\n${expires}`).digest('base64url')
}

/** The path and query of the download link, valid until `expiresAt`. */
export function exportLinkPath(exportId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `/data-export/${exportId}?exp=${expires}&sig=${signature(exportId, expires)}`
}

export type ExportLinkCheck = { ok: true } | { ok: false; reason: 'forged' | 'expired' }

/** Checks a link's `exp` and `sig` for export `exportId`. */
export function checkExportLink(exportId: number, exp: string | null, sig: string | null, nowMs = Date.now()): ExportLinkCheck {
  if (!exp || !/^\d{1,12}$/.test(exp) || !sig || !/^[\w-]{43}$/.test(sig)) return { ok: false, reason: 'forged' }
  const expected = Buffer.from(signature(exportId, Number(exp)))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' }
  if (Number(exp) * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true }
}
