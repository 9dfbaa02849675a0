// Short transactions that lock rows (money and counters; docs/security.md §11). A pooled
// connection must not sit for long waiting for a row another transaction holds: under a burst
// (five deliveries of one webhook, eight orders at once) the pool of 10 filled with such waiters
// and the next transaction gave up after Prisma's 2 s maxWait (P2028, a 500). So a locked
// transaction waits at most LOCK_WAIT_MS for any row (PostgreSQL's lock_timeout, then 55P03), and
// one that could not lock in time, could not get a connection in time, deadlocked or lost a
// serialisation race is rolled back and run again after a short random pause, outside the pool.
import { setTimeout as sleep } from 'node:timers/promises'
import { Prisma as PrismaNamespace } from './generated/prisma/client.ts'
import type { Prisma } from './generated/prisma/client.ts'
import { prisma } from './db.ts'
import { ServiceError } from './errors.ts'

type Tx = Prisma.TransactionClient

/** How long a statement of a locked transaction waits for a row before the transaction starts over. */
export const LOCK_WAIT_MS = 100
/** How long one operation keeps trying before it gives up (BusyError). */
export const LOCKED_TRANSACTION_BUDGET_MS = 20_000

/** PostgreSQL's codes for a lock not granted in time, a deadlock and a serialisation failure. */
const RETRYABLE_SQLSTATES = new Set(['55P03', '40P01', '40001'])

/** Still busy after every try: the caller answers "try again" (a webhook 503, never a 500). */
export class BusyError extends ServiceError<'busy'> {
  constructor() {
    super('busy', {}, 'The database stayed busy; try again.')
  }
}

function sqlState(error: unknown): string | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: string; code?: string } } } }).meta
  const cause = meta?.driverAdapterError?.cause
  return cause?.originalCode ?? cause?.code
}

/** Whether running the same transaction again may succeed (nothing of it was committed). */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  // P2028: no connection within maxWait, or the transaction ran past its timeout (rolled back).
  // P2034: a write conflict or deadlock.
  if (code === 'P2028' || code === 'P2034') return true
  const state = sqlState(error)
  return state !== undefined && RETRYABLE_SQLSTATES.has(state)
}

const lockWait = PrismaNamespace.raw(`SET LOCAL lock_timeout = '${LOCK_WAIT_MS}ms'`)

/**
 * Runs `run` in a transaction whose lock waits are bounded by LOCK_WAIT_MS, again (from the
 * start) while it fails for a reason that a second try can cure (isRetryableTransactionError),
 * for up to LOCKED_TRANSACTION_BUDGET_MS; then BusyError. `run` must have no effect outside the
 * database: it may run more than once.
 */
export async function lockedTransaction<T>(run: (tx: Tx) => Promise<T>, budgetMs = LOCKED_TRANSACTION_BUDGET_MS): Promise<T> {
  const deadline = Date.now() + budgetMs
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw(lockWait)
          return run(tx)
        },
        { maxWait: 5_000 },
      )
    } catch (error) {
      if (!isRetryableTransactionError(error)) throw error
      if (Date.now() >= deadline) throw new BusyError()
      // Full jitter, growing to at most 100 ms: waiters spread out instead of retrying in step.
      await sleep(Math.random() * Math.min(100, 5 * 2 ** attempt))
    }
  }
}
