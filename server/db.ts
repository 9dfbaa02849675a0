// The one Prisma client of a process (adapter-pg). In embedded mode the server sets
// DATABASE_URL to the PGlite socket and a pool of 1 before anything queries.
import { PrismaPg } from '@prisma/adapter-pg'
import { readReplicas } from '@prisma/extension-read-replicas'
import { PrismaClient } from './generated/prisma/client.ts'
import { getEnv } from './env.ts'

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
 * leave them off: a bulk insert may rightly run long. `preparedStatements` likewise is for the
 * app's client (many small queries, the same few dozen texts again and again): with them the
 * seed's bulk inserts of large arrays took 1.7 times as long.
 */
export function createPrismaClient(
  url: string,
  poolSize = 10,
  options: { requestTimeouts?: boolean; preparedStatements?: boolean } = {},
): PrismaClient {
  const prepared = options.preparedStatements ?? false
  const adapter = new PrismaPg(
    {
      connectionString: url,
      max: poolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...(options.requestTimeouts ? { statement_timeout: QUERY_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS } : {}),
    },
    // The adapter's type wants a name for every statement; pg runs a statement without one unprepared.
    prepared ? { statementNameGenerator: preparedStatementName as (query: { sql: string; args: unknown[] }) => string } : {},
  )
  return new PrismaClient({ adapter })
}

/**
 * Prepared statements are on unless DATABASE_PREPARED_STATEMENTS=0 (behind a pooler that cannot
 * keep them) and for the embedded database: its socket serves every connection from one session,
 * so a statement prepared by an earlier connection (the seed) would clash with the next one's.
 */
export function preparedStatementsWanted(): boolean {
  const env = getEnv()
  return env.DATABASE_PREPARED_STATEMENTS !== false && !env.embeddedDatabase
}

/**
 * How many distinct statements are prepared (per connection, the same names on each). Each
 * costs the server some memory for its plan; the queries a page runs are a few dozen texts, so
 * a busy process reaches the cap only with statements whose text varies (IN lists of varying
 * length), and those then run unprepared as before.
 */
export const MAX_PREPARED_STATEMENTS = 300
/** Statements with an array parameter longer than this run unprepared. */
export const MAX_PREPARED_ARRAY = 100

/**
 * Put in a statement's SQL (`Prisma.raw(CUSTOM_PLAN)`), it keeps the statement unprepared, so
 * PostgreSQL plans it for its own values on every run. A prepared statement is planned for its
 * values five times; then PostgreSQL may keep a generic plan, one that does not look at the
 * values, when its estimate is no worse. For most statements that saves the planning (0.3 to
 * 0.9 ms each, the session's and the page frame's among them; PostgreSQL's time per /members
 * page halved). For the distance search the estimate misleads: its generic plan ran 2.5 times
 * slower (docs/performance.md), so its statements carry this mark.
 */
export const CUSTOM_PLAN = '/* amora:custom-plan */'
const statementNames = new Map<string, string>()

/**
 * The name a statement is prepared under: PostgreSQL then parses it once per connection and
 * may keep its plan, where an unnamed statement is parsed and planned on every run. On /members
 * parsing and planning took longer than running the queries (docs/performance.md).
 */
export function preparedStatementName({ sql, args }: { sql: string; args?: readonly unknown[] }): string | undefined {
  // Large arrays (bulk writes) are planned with their values on every run anyway, and planning a
  // prepared statement with them cost more than parsing it afresh.
  if (args?.some((a) => Array.isArray(a) && a.length > MAX_PREPARED_ARRAY)) return undefined
  if (sql.includes(CUSTOM_PLAN)) return undefined
  let name = statementNames.get(sql)
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `amora_${statementNames.size + 1}`
    statementNames.set(sql, name)
  }
  return name
}

export function getPrisma(): PrismaClient {
  if (!client) {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set: start the app through server/index.ts')
    client = createPrismaClient(url, Number(process.env.DATABASE_POOL_SIZE ?? 10), {
      requestTimeouts: true,
      preparedStatements: preparedStatementsWanted(),
    })
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

/** The primary extended with its replicas (DATABASE_REPLICA_URL), or null without any. */
let withReplicas: { $replica(): unknown; $disconnect(): Promise<void> } | null | undefined

/**
 * For reads that may run a moment behind the primary: search results and totals, related profiles
 * (docs/capacity.md). With DATABASE_REPLICA_URL (one or more streaming replicas, comma-separated)
 * Prisma's read-replica extension picks one per call; without, the primary. Only these reads go
 * there: everything else reads the primary, so a member always sees their own writes.
 */
export function replicaPrisma(): PrismaClient {
  if (withReplicas === undefined) {
    const urls = (process.env.DATABASE_REPLICA_URL ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean)
    const pool = Number(process.env.DATABASE_POOL_SIZE ?? 10)
    const options = { requestTimeouts: true, preparedStatements: preparedStatementsWanted() }
    withReplicas = urls.length
      ? getPrisma().$extends(readReplicas({ replicas: urls.map((url) => createPrismaClient(url, pool, options)) }))
      : null
  }
  return withReplicas ? (withReplicas.$replica() as PrismaClient) : getPrisma()
}

export async function disconnectPrisma() {
  const c = client
  const r = withReplicas
  client = undefined
  withReplicas = undefined
  // The extended client disconnects the primary and its replicas.
  await (r ?? c)?.$disconnect()
}
