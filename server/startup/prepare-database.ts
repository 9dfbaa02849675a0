// Start-up: connect to PostgreSQL (or start the embedded one, migrate and seed it)
// and say in one clear line what is wrong when it cannot.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import type { Logger } from 'pino'
import type { Env } from '../env.ts'
import { readEmbeddedHandle, removeEmbeddedHandle, startEmbeddedDatabase, writeEmbeddedHandle } from '../db/embedded.ts'
import { applyMigrations } from '../db/schema-engine.ts'
import { createPrismaClient } from '../db.ts'
import { seedDatabase } from '../../prisma/seed/seed.ts'
import { seedDemoStaff } from '../staff/demo-staff.ts'

export interface PreparedDatabase {
  mode: 'embedded' | 'external'
  label: string
  seeded: boolean
  /** The embedded demo: its staff accounts are printed at start-up. */
  demoStaff: boolean
  stop(): Promise<void>
}

function describeUrl(url: string) {
  const u = new URL(url)
  return `${u.hostname}:${u.port || 5432}${u.pathname}`
}

async function checkConnection(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    const reason = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error)
    throw new Error(`Database error: cannot connect to ${describeUrl(url)} (${reason}). Check DATABASE_URL.`)
  } finally {
    await client.end().catch(() => {})
  }
}

/** Embedded demos have no configured secret: make one and keep it in the data folder. */
async function ensureSessionSecret(env: Env) {
  if (process.env.SESSION_SECRET) return
  const file = path.resolve(env.DATA_DIR, 'session-secret')
  let secret = await readFile(file, 'utf8').catch(() => '')
  if (secret.trim().length < 32) {
    secret = randomBytes(32).toString('hex')
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, secret, { mode: 0o600 })
  }
  process.env.SESSION_SECRET = secret.trim()
}

export async function prepareDatabase(env: Env, logger: Logger): Promise<PreparedDatabase> {
  if (!env.embeddedDatabase) {
    await checkConnection(env.DATABASE_URL!)
    return {
      mode: 'external',
      label: `PostgreSQL ${describeUrl(env.DATABASE_URL!)}`,
      seeded: false,
      demoStaff: false,
      stop: async () => {},
    }
  }
  await ensureSessionSecret(env)
  const holder = await readEmbeddedHandle(env.DATA_DIR)
  if (holder)
    throw new Error(
      `Database error: the ${holder.holder === 'cli' ? 'support CLI' : 'app'} (process ${holder.pid}) holds the embedded database in ${path.resolve(env.DATA_DIR)}; start again when it has finished.`,
    )
  const embedded = await startEmbeddedDatabase(env.DATA_DIR)
  // The support CLI connects through this socket while the app runs (docs/staff.md).
  await writeEmbeddedHandle(env.DATA_DIR, embedded.url, 'app')
  // The embedded backend serves one connection at a time: a pool of one avoids deadlocks.
  process.env.DATABASE_URL = embedded.url
  // Read later by getEnv(): still the embedded demo (plain-HTTP links on the port, docs/payments.md).
  process.env.AMORA_EMBEDDED_DATABASE = '1'
  process.env.DATABASE_POOL_SIZE = '1'
  const applied = await applyMigrations(embedded.url)
  if (applied.length) logger.info({ applied }, 'embedded database migrated')
  const prisma = createPrismaClient(embedded.url, 1)
  let seeded = false
  try {
    if ((await prisma.site.count()) === 0) {
      console.log(`First run: seeding the embedded database with ${env.SEED_MEMBERS} demo members ...`)
      await seedDatabase(prisma, { members: env.SEED_MEMBERS, uploadDir: env.uploadDir, log: (m) => console.log(m) })
      seeded = true
    }
    if (await seedDemoStaff(prisma, env)) console.log('Demo staff accounts made (one per role, printed below).')
  } finally {
    await prisma.$disconnect()
  }
  return {
    mode: 'embedded',
    label: `embedded PostgreSQL (PGlite) in ${path.resolve(env.DATA_DIR, 'pglite')}`,
    seeded,
    demoStaff: true,
    stop: async () => {
      await removeEmbeddedHandle(env.DATA_DIR)
      await embedded.stop()
    },
  }
}
