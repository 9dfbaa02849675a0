// Signed tokens in notification e-mails: the footer's preferences link (the e-mail-source variant
// of the notifications page) and the one-click List-Unsubscribe address. A token names one member,
// expires, and is bound to the member's address: after an e-mail change old links stop working.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '../env.ts'

/** How long a link in a notification e-mail keeps working. */
export const EMAIL_TOKEN_DAYS = 60

function sessionSecret(): string {
  return getEnv().SESSION_SECRET ?? 'development-only-session-secret-do-not-use'
}

function mac(secret: string, userId: number, expires: number, email: string): string {
  const key = createHmac('sha256', secret).update('amora e-mail preference links v1').digest()
  return createHmac('sha256', key).update(`${userId}\n${expires}\n${email.toLowerCase()}`).digest('base64url')
}

/** "<userId>.<expires unix seconds>.<signature>"; `secret` defaults to the site's SESSION_SECRET. */
export function createEmailToken(user: { id: number; email: string }, nowMs = Date.now(), secret = sessionSecret()): string {
  const expires = Math.floor(nowMs / 1000) + EMAIL_TOKEN_DAYS * 86_400
  return `${user.id}.${expires}.${mac(secret, user.id, expires, user.email)}`
}

export type EmailTokenCheck = { ok: true; userId: number } | { ok: false; reason: 'malformed' | 'expired' | 'signature' }

/** Reads a token's member id; `emailOf` looks up the member's current address (null: no such member). */
export async function verifyEmailToken(
  token: unknown,
  emailOf: (userId: number) => Promise<string | null>,
  nowMs = Date.now(),
): Promise<EmailTokenCheck> {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'malformed' }
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'malformed' }
  const userId = Number(match[1])
  const expires = Number(match[2])
  if (expires * 1000 < nowMs) return { ok: false, reason: 'expired' }
  const email = await emailOf(userId)
  if (email === null) return { ok: false, reason: 'signature' }
  const expected = Buffer.from(mac(sessionSecret(), userId, expires, email))
  const given = Buffer.from(match[3]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' }
  return { ok: true, userId }
}
