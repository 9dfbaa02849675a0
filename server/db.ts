// The one Prisma client of a process (adapter-pg). In embedded mode the server sets
// DATABASE_URL to the PGlite socket and a pool of 1 before anything queries.
import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from './generated/prisma/client.ts'

export type { PrismaClient }

let client: PrismaClient | undefined

export function createPrismaClient(url: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 })
  return new PrismaClient({ adapter })
}

export function getPrisma(): PrismaClient {
  if (!client) {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set: start the app through server/index.ts')
    client = createPrismaClient(url, Number(process.env.DATABASE_POOL_SIZE ?? 10))
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
