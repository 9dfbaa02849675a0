// Starts the production build (npm run build) on a copy of the seeded template database, with
// the real worker (e-mails land as files in its DATA_DIR) and the real Redis, on a free port.
// Used by the HTTP tests' global setup and by scripts/fuzz.ts.
import { spawn, type ChildProcess } from 'node:child_process'
export { freePort }
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { ensureTemplateDatabase, testUploadDir } from '../integration/global-setup.ts'
import { databaseUrl, quoteIdent, withAdmin } from '../integration/db-admin.ts'

export const HTTP_SESSION_SECRET = 'http-tests-session-secret-long-enough-0000'

export interface TestServer {
  origin: string
  port: number
  database: string
  dataDir: string
  template: string
  uploadDir: string
  /** The environment the server (and worker) run with. */
  env: NodeJS.ProcessEnv
  process: ChildProcess
  stop: () => Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const stopped = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))

export interface TestServerOptions {
  /** Extra or replaced environment (e.g. REDIS_URL of a Redis the test stops). */
  env?: Record<string, string>
  /** Connect to the database through this URL (e.g. a proxy the test cuts) instead of directly. */
  databaseUrl?: (direct: string) => string
  /** Start the real worker beside the server (default true). */
  worker?: boolean
}

export async function startTestServer(name = `amora_http_${process.pid}`, options: TestServerOptions = {}): Promise<TestServer> {
  if (!existsSync('build/app-server.js')) throw new Error('The HTTP tests need the production build: run npm run build first.')
  const template = await ensureTemplateDatabase()
  await withAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
    await c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`)
  })
  const port = await freePort()
  const dataDir = path.resolve(`.data/${name}`)
  rmSync(dataDir, { recursive: true, force: true })
  const prefix = `amora-http-${process.pid}-${Date.now()}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl ? options.databaseUrl(databaseUrl(name)) : databaseUrl(name),
    DATABASE_POOL_SIZE: '6',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    KEY_PREFIX: prefix,
    QUEUE_PREFIX: prefix,
    SESSION_SECRET: HTTP_SESSION_SECRET,
    SITE_URL_TEMPLATE: `http://{domain}:${port}`,
    COOKIE_SECURE: '0',
    DATA_DIR: dataDir,
    UPLOAD_DIR: testUploadDir,
    LOG_LEVEL: 'error',
    TRUST_PROXY: '',
    SMTP_HOST: '',
    ...options.env,
  }
  const server = spawn(process.execPath, ['build/app-server.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  // The real worker sends the e-mails, as in production.
  const worker =
    options.worker === false
      ? null
      : spawn(process.execPath, ['--import', 'tsx', 'jobs/worker.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  const stop = async () => {
    server.kill('SIGTERM')
    worker?.kill('SIGTERM')
    await Promise.all([stopped(server), worker ? stopped(worker) : null])
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`))
    rmSync(dataDir, { recursive: true, force: true })
  }
  await untilHealthy(server, port, stop)
  return {
    origin: `http://localhost:${port}`,
    port,
    database: name,
    dataDir,
    template,
    uploadDir: testUploadDir,
    env,
    process: server,
    stop,
  }
}

async function untilHealthy(server: ChildProcess, port: number, stop: () => Promise<void>) {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline) {
      await stop()
      throw new Error('the server did not start within 60 s')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * Another web process of the same deployment as `env` (a TestServer's): the same database, Redis
 * key prefix and secrets on its own port, as a second container or cluster worker would run.
 */
export async function startWebProcess(env: NodeJS.ProcessEnv): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const server = spawn(process.execPath, ['build/app-server.js'], {
    env: { ...env, PORT: String(port), SITE_URL_TEMPLATE: `http://{domain}:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    server.kill('SIGTERM')
    await stopped(server)
  }
  await untilHealthy(server, port, stop)
  return { port, stop }
}
