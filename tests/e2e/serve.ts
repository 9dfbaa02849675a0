// Playwright's web server: a fresh, migrated and seeded database on the real PostgreSQL,
// then the production build (npm run build first) against it, with Redis for jobs.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { SMTPServer } from 'smtp-server'
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

// A real SMTP server: every message the app sends lands in .data/e2e/inbox as a .eml file
// that tests read (tests/e2e/mailbox.ts).
const inbox = path.join(dataDir, 'inbox')
rmSync(inbox, { recursive: true, force: true })
mkdirSync(inbox, { recursive: true })
let n = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      writeFileSync(path.join(inbox, `${Date.now()}-${++n}.eml`), Buffer.concat(chunks))
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpAddress = smtp.server.address()
const smtpPort = String(typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : 0)

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3100',
  DATABASE_URL: url,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // Fresh Redis namespaces per run: no stale jobs or lockout counters from an earlier run.
  QUEUE_PREFIX: `amora-e2e-${Date.now()}`,
  KEY_PREFIX: `amora-e2e-${Date.now()}`,
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-000',
  DATA_DIR: dataDir,
  UPLOAD_DIR: uploadDir,
  DEV_MAIL_PAGE: '1',
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: '0',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: smtpPort,
  MAIL_FROM: 'Amora <no-reply@amora.example>',
}
const server = spawn(process.execPath, ['build/app-server.js'], { stdio: 'inherit', env })
// The real worker processes the queue, as in production.
const worker = spawn(process.execPath, ['--import', 'tsx', 'jobs/worker.ts'], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    worker.kill(signal)
    server.kill(signal)
  })
server.on('exit', (code) => {
  worker.kill('SIGTERM')
  smtp.close()
  process.exit(code ?? 0)
})
