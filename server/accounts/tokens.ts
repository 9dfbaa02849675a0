// Single-use link tokens (activation, reset, e-mail change, reactivation). The member gets
// a random token; we store only its SHA-256, so a database leak does not leak live links.
import { createHash, randomBytes } from 'node:crypto'
import { prisma } from '../db.ts'
import type { Prisma, TokenType } from '../generated/prisma/client.ts'

export const TOKEN_TTL_HOURS: Record<TokenType, number> = {
  activation: 72,
  password_reset: 2,
  email_change: 24,
  reactivation: 14 * 24,
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createToken(
  userId: number,
  type: TokenType,
  data?: Prisma.InputJsonValue,
  db: Prisma.TransactionClient = prisma,
) {
  const token = randomBytes(32).toString('base64url')
  const row = await db.token.create({
    data: { userId, type, data, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS[type] * 3600_000) },
  })
  return { token, id: row.id, expiresAt: row.expiresAt }
}

/** Looks a token up without using it (for confirmation pages); null when unknown, used or expired. */
export async function findValidToken(token: string | null | undefined, type: TokenType) {
  if (!token || token.length > 200) return null
  const row = await prisma.token.findUnique({ where: { tokenHash: hashToken(token) } })
  if (!row || row.type !== type || row.usedAt || row.expiresAt <= new Date()) return null
  return row
}

/** Uses a token once, inside the caller's transaction; null when unknown, used, expired or raced. */
export async function consumeToken(tx: Prisma.TransactionClient, token: string | null | undefined, type: TokenType) {
  if (!token || token.length > 200) return null
  const now = new Date()
  const used = await tx.token.updateManyAndReturn({
    where: { tokenHash: hashToken(token), type, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  })
  return used[0] ?? null
}
