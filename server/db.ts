// The one Prisma client of a process (adapter-pg). In embedded mode the server sets
// DATABASE_URL to the PGlite socket and a pool of 1 before anything queries.
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from './generated/prisma/client.ts'

export type { PrismaClient }

let client: PrismaClient | undefined

/** Connecting may take this long before a request gives up (the database is down or unreachable). */
export const CONNECT_TIMEOUT_MS = 3000
/** No query runs longer than this, on the server (statement_timeout) or waiting for it (query_timeout). */
export const QUERY_TIMEOUT_MS = 15_000

/**
 * A Prisma client on its own pool. `requestTimeouts` (the app's own client) makes requests fail
 * fast when PostgreSQL is gone; broken connections are dropped by the pool and new ones made on
 * the next query, so the app recovers by itself (docs/operations.md). Scripts (seed, benchmarks)
 * leave them off: a bulk insert may rightly run long.
 */
export function createPrismaClient(url: string, poolSize = 10, options: { requestTimeouts?: boolean } = {}): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(options.requestTimeouts ? { statement_timeout: QUERY_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS } : {}),
  })
  return new PrismaClient({ adapter })
}

export function getPrisma(): PrismaClient {
  if (!client) {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set: start the app through server/index.ts')
    client = createPrismaClient(url, Number(process.env.DATABASE_POOL_SIZE ?? 10), { requestTimeouts: true })
  }
  return client
}

/** `prisma.user.findMany(...)` anywhere on the server; connects on first use. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const real = getPrisma()
    const value = Reflect.get(real, prop, real)
    return typeof value === 'function' ? value.bind(real) : value
  },
})

export async function disconnectPrisma() {
  const c = client
  client = undefined
  await c?.$disconnect()
}
