// Deadlocks and serialisation failures are PostgreSQL's way of saying "run it again": it rolled
// the transaction back whole, so running it again is safe. Every transaction that may meet another
// one on the same rows in another order goes through `retryOnConflict` (or `transaction`, which
// wraps prisma.$transaction in it), so a member never sees a 500 for a race the database settled.
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'

/** Prisma's "write conflict or deadlock" (P2034) and PostgreSQL's own codes, as raw errors carry them. */
const CONFLICT_CODES = new Set(['P2034', '40001', '40P01'])
/** Runs of the work at most, the first one included. */
export const CONFLICT_ATTEMPTS = 4

/** Whether an error (or its cause) is a serialisation failure or a deadlock. */
export function isConflict(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false
  const e = error as { code?: unknown; originalCode?: unknown; kind?: unknown; cause?: unknown; meta?: unknown }
  if (typeof e.code === 'string' && CONFLICT_CODES.has(e.code)) return true
  if (typeof e.originalCode === 'string' && CONFLICT_CODES.has(e.originalCode)) return true
  if (e.kind === 'TransactionWriteConflict') return true
  return isConflict(e.cause, depth + 1) || isConflict(e.meta, depth + 1)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work`, and again (up to CONFLICT_ATTEMPTS runs, after a short random pause that grows) when
 * it fails with a deadlock or a serialisation failure. `work` must be a whole transaction: nothing it
 * did may outlive the failed run. Any other error, or the last conflict, is thrown.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = CONFLICT_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !isConflict(error)) throw error
      // Random, so the two transactions that met do not meet again at the same moment.
      await pause(Math.random() * 20 * 2 ** attempt)
    }
  }
}

type TransactionOptions = Parameters<typeof prisma.$transaction>[1]

/** prisma.$transaction(fn), run again when the database settled a race by rolling it back. */
export function transaction<T>(fn: (tx: Prisma.TransactionClient) => Promise<T>, options?: TransactionOptions): Promise<T> {
  return retryOnConflict(() => prisma.$transaction(fn, options))
}
