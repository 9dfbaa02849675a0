// Whether an error means "the database cannot be reached right now" (down, restarting, the
// connection cut, no connection within the timeout) rather than a bug: such requests answer 503
// with the generic error, and the pool reconnects by itself (docs/operations.md).
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'P1001', // can't reach the database server
  'P1002', // the database server timed out
  'P1017', // the server closed the connection
  'P2024', // timed out fetching a connection from the pool
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down)/i,
  /Can't reach database server/i,
  /Server has closed the connection/i,
]

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false
  const e = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    meta?: unknown
    originalCode?: unknown
    kind?: unknown
  }
  if (typeof e.code === 'string' && CODES.has(e.code)) return true
  if (typeof e.originalCode === 'string' && CODES.has(e.originalCode)) return true
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.meta, depth + 1)
}
