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
import { E2E_DATABASE, E2E_PORT, E2E_SESSION_SECRET } from './e2e-env.ts'
import { startFakeMollie, startFakeStripe } from '../../scripts/sandbox/payment-providers.ts'

const name = E2E_DATABASE
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
// A connection the app drops (a restart, a timeout) must not end the test server.
smtp.on('error', (error) => console.warn('smtp:', error.message))
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpAddress = smtp.server.address()
const smtpPort = String(typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : 0)

// Local fake Stripe and Mollie APIs with their test hosted pages; the app's real SDKs talk to them.
const stripe = await startFakeStripe({ webhookUrl: `http://localhost:${E2E_PORT}/api/webhooks/stripe` })
const mollie = await startFakeMollie()

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(E2E_PORT),
  // Links in e-mails point at the site's own domain on the test port.
  SITE_URL_TEMPLATE: `http://{domain}:${E2E_PORT}`,
  // As behind a load balancer: tests give each simulated visitor an address with X-Forwarded-For.
  TRUST_PROXY: '1',
  DATABASE_URL: url,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // Fresh Redis namespaces per run: no stale jobs or lockout counters from an earlier run.
  QUEUE_PREFIX: `amora-e2e-${Date.now()}`,
  KEY_PREFIX: `amora-e2e-${Date.now()}`,
  SESSION_SECRET: E2E_SESSION_SECRET,
  DATA_DIR: dataDir,
  UPLOAD_DIR: uploadDir,
  DEV_MAIL_PAGE: '1',
  // Direct-debit SMS codes go to DATA_DIR/sms and /dev/sms, where the test reads them.
  DEV_SMS_PAGE: '1',
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: '0',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: smtpPort,
  MAIL_FROM: 'Amora <no-reply@amora.example>',
  STRIPE_SECRET_KEY: stripe.secret,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
  MOLLIE_API_KEY: mollie.apiKey,
  MOLLIE_API_URL: mollie.apiUrl,
  // The Mollie SDK speaks only HTTPS and pins its own CA bundle: the test server (only) accepts the
  // local fake's self-signed certificate.
  NODE_TLS_REJECT_UNAUTHORIZED: '0',
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
