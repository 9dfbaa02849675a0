// Photos only some viewers may see (private, pending, rejected and chat photos) live under
// restricted keys and are only reachable through short-lived signed addresses: the server
// decides who gets an address when it renders a page, and every load of the file checks the
// signature and expiry (server/http/uploaded-files.ts). A copied address stops working.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '../env.ts'

/** Keys of restricted photos start here; /uploads serves them only with a signature. */
export const RESTRICTED_KEY_PREFIX = 'private/'

/** An address is valid for at least this long... */
const MIN_VALID_SECONDS = 60 * 60
/** ...and handed out in windows of this size, so a page shows the same address for a while (browser cache). */
const WINDOW_SECONDS = 30 * 60

let secret: Buffer | undefined
function signingKey(): Buffer {
  // Derived from the session secret: one secret to rotate, shared by every process of the site.
  secret ??= createHmac('sha256', getEnv().SESSION_SECRET ?? 'development-only-session-secret-do-not-use')
    .update('amora photo addresses v1')
    .digest()
  return secret
}

function signature(key: string, expires: number): string {
  return createHmac('sha256', signingKey()).update(`${key}\n${expires}`).digest('base64url')
}

/** When an address made now expires (unix seconds). */
export function addressExpiry(nowMs = Date.now(), validSeconds = MIN_VALID_SECONDS): number {
  const now = Math.floor(nowMs / 1000)
  return Math.ceil((now + validSeconds) / WINDOW_SECONDS) * WINDOW_SECONDS
}

/**
 * "/uploads/private/ab/…-thumb.webp?exp=…&sig=…", valid for about an hour (pages), or for
 * `validSeconds` (an e-mail that shows the photo to its owner).
 */
export function signedPhotoPath(key: string, nowMs = Date.now(), validSeconds = MIN_VALID_SECONDS): string {
  const expires = addressExpiry(nowMs, validSeconds)
  return `/uploads/${key}?exp=${expires}&sig=${signature(key, expires)}`
}

export type SignatureCheck = { ok: true; expires: number } | { ok: false; reason: 'malformed' | 'expired' | 'forged' }

/** Checks the `exp` and `sig` of a request for a restricted key. */
export function checkPhotoSignature(key: string, exp: unknown, sig: unknown, nowMs = Date.now()): SignatureCheck {
  if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string' || !/^[\w-]{43}$/.test(sig)) {
    return { ok: false, reason: 'malformed' }
  }
  const expires = Number(exp)
  const expected = Buffer.from(signature(key, expires))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' }
  if (expires * 1000 <= nowMs) return { ok: false, reason: 'expired' }
  return { ok: true, expires }
}
