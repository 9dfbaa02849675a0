// Playwright's web server: a fresh, migrated and seeded database on the real PostgreSQL,
// then the production build (npm run build first) against it, with Redis for jobs.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { applyMigrations } from '../../server/db/schema-engine.ts'
import { createPrismaClient } from '../../server/db.ts'
import { seedDatabase } from '../../prisma/seed/seed.ts'
import { databaseUrl, quoteIdent, withAdmin } from '../integration/db-admin.ts'

const name = process.env.E2E_DATABASE ?? 'amora_e2e'
const url = databaseUrl(name)
const dataDir = path.resolve('.data/e2e')
const uploadDir = path.join(dataDir, 'uploads')

await withAdmin(async (c) => {
  await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
  await c.query(`CREATE DATABASE ${quoteIdent(name)}`)
})
await applyMigrations(url)
const prisma = createPrismaClient(url, 4)
await seedDatabase(prisma, { members: 80, uploadDir, log: (m) => console.log(m) })
await prisma.$disconnect()

const server = spawn(process.execPath, ['build/app-server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '3100',
    DATABASE_URL: url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: 'amora-e2e',
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-000',
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    DEV_MAIL_PAGE: '1',
    LOG_LEVEL: 'warn',
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
