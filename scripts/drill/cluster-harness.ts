// Several machines' worth of Amora on this one: N web processes of the production build, each with
// a data folder of its own (no shared disk), behind a load balancer that checks /healthz, M
// workers, one PostgreSQL database (a copy of the tests' seeded template), one Redis (a key
// prefix of its own), an S3-compatible store (s3rver) for photos, an SMTP server that counts
// every e-mail, and the fake Stripe API for purchases. Used by npm run drill:cluster (HAProxy)
// and by tests/http/cluster-drill.test.ts (the small TCP balancer).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { databaseUrl, quoteIdent, withAdmin } from '../../tests/integration/db-admin.ts'
import { ensureTemplateDatabase } from '../../tests/integration/global-setup.ts'
import { freePort } from '../../tests/http/test-server.ts'
import { startFakeStripe, type FakeStripe } from '../sandbox/payment-providers.ts'
import { startS3Server, type S3TestServer } from './s3-server.ts'
import { startTcpBalancer, type TcpBalancer } from './tcp-balancer.ts'
import { startHaproxy, type Haproxy } from './haproxy.ts'

export const CLUSTER_SESSION_SECRET = 'cluster-drill-session-secret-long-enough-00'

export interface ClusterOptions {
  /** Database name and folder under .data/. */
  name: string
  nodes?: number
  workers?: number
  balancer: 'haproxy' | 'tcp'
  log?: (line: string) => void
}

export interface ClusterProcess {
  name: string
  port: number
  dataDir: string
  process: ChildProcess
}

export interface ReceivedMail {
  to: string
  messageId: string
  subject: string
}

export interface Cluster {
  /** Where clients go: the balancer. */
  port: number
  origin: string
  nodes: ClusterProcess[]
  workers: ClusterProcess[]
  database: string
  db: pg.Pool
  s3: S3TestServer
  stripe: FakeStripe
  mail: ReceivedMail[]
  balancer: { kind: 'haproxy'; haproxy: Haproxy } | { kind: 'tcp'; tcp: TcpBalancer }
  /** The environment every process of the deployment shares (its own PORT and DATA_DIR aside). */
  env: NodeJS.ProcessEnv
  /** Runs the production support CLI as one more process of the deployment; its output. */
  support: (args: string[]) => Promise<string>
  stop: () => Promise<void>
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)))

async function untilHealthy(port: number, child: ChildProcess, name: string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline) throw new Error(`${name} was not healthy within 90 s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

function startMailSink(mail: ReceivedMail[]) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const head = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0]!
          .replace(/\r?\n[ \t]+/g, ' ')
        const header = (name: string) => new RegExp(`^${name}: *(.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
        mail.push({ to: header('To'), messageId: header('Message-ID'), subject: header('Subject') })
        callback()
      })
    },
  })
  smtp.on('error', () => undefined)
  return smtp
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => undefined)
  const nodeCount = options.nodes ?? 3
  const workerCount = options.workers ?? 2
  const root = path.resolve('.data', options.name)
  await rm(root, { recursive: true, force: true })
  await mkdir(root, { recursive: true })
  // Undone last first: the balancer, the processes, the services, the database, the folder.
  const cleanups: (() => Promise<unknown>)[] = [() => rm(root, { recursive: true, force: true })]
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`))
    cleanups.length = 0
  }
  try {
    const template = await ensureTemplateDatabase()
    const database = options.name
    await withAdmin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`)
      await c.query(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(template)}`)
    })
    cleanups.push(() => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`)))
    const db = new pg.Pool({ connectionString: databaseUrl(database), max: 4 })
    cleanups.push(() => db.end())

    const s3 = await startS3Server(path.join(root, 's3'))
    cleanups.push(s3.stop)
    const mail: ReceivedMail[] = []
    const smtp = startMailSink(mail)
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve(null))))

    const port = await freePort()
    const origin = `http://localhost:${port}`
    // Stripe's webhooks come in through the balancer, like any provider's.
    const stripe = await startFakeStripe({ webhookUrl: `http://localhost:${port}/api/webhooks/stripe` })
    cleanups.push(() => stripe.close())
    const prefix = `amora-cluster-${options.name}-${Date.now()}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(database),
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      KEY_PREFIX: prefix,
      QUEUE_PREFIX: prefix,
      SESSION_SECRET: CLUSTER_SESSION_SECRET,
      SITE_URL_TEMPLATE: `http://{domain}:${port}`,
      COOKIE_SECURE: '0',
      LOG_LEVEL: 'error',
      // One proxy in front: the balancer (HAProxy adds X-Forwarded-For; the TCP balancer passes the client's).
      TRUST_PROXY: '1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((smtp.server.address() as { port: number }).port),
      MAIL_FROM: 'Amora <no-reply@amora.example>',
      STRIPE_SECRET_KEY: stripe.secret,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      UPLOAD_DIR: '',
      ...s3.env,
    }
    // Tests set it for themselves; the processes of the deployment must not inherit it.
    delete env.UPLOAD_DIR

    const spawnProcess = async (kind: 'node' | 'worker', index: number): Promise<ClusterProcess> => {
      const name = `${kind}${index}`
      const dataDir = path.join(root, name)
      await mkdir(dataDir, { recursive: true })
      const processPort = kind === 'node' ? await freePort() : 0
      const entry = kind === 'node' ? 'build/app-server.js' : 'build/worker.js'
      const child = spawn(process.execPath, [entry], {
        env: { ...env, DATA_DIR: dataDir, PORT: String(processPort) },
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString().trim()
        // The AWS SDK's notice that its 2027 versions need Node 22 says nothing about the drill.
        if (!/NodeVersionSupportWarning|AWS SDK for JavaScript|node >=22|receiving updates|a\.co\/|--trace-warnings/.test(text))
          log(`${name}: ${text.slice(0, 500)}`)
      })
      const started = { name, port: processPort, dataDir, process: child }
      cleanups.push(async () => {
        if (child.exitCode !== null || child.signalCode !== null) return
        child.kill('SIGTERM')
        await exited(child)
      })
      return started
    }
    const nodes = await Promise.all(Array.from({ length: nodeCount }, (_, i) => spawnProcess('node', i + 1)))
    await Promise.all(nodes.map((n) => untilHealthy(n.port, n.process, n.name)))
    const workers = await Promise.all(Array.from({ length: workerCount }, (_, i) => spawnProcess('worker', i + 1)))

    const targets = nodes.map((n) => ({ name: n.name, port: n.port }))
    let balancer: Cluster['balancer']
    if (options.balancer === 'haproxy') {
      const haproxy = await startHaproxy(root, port, await freePort(), targets, log)
      balancer = { kind: 'haproxy', haproxy }
      cleanups.push(haproxy.stop)
    } else {
      // On the port the sandbox's webhooks and e-mail links already name.
      const tcp = await startTcpBalancer(targets, { port })
      balancer = { kind: 'tcp', tcp }
      cleanups.push(tcp.close)
    }

    const support = (args: string[]) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['build/support.js', ...args], {
          env: { ...env, DATA_DIR: path.join(root, 'support') },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let out = ''
        child.stdout.on('data', (c: Buffer) => (out += c.toString()))
        child.stderr.on('data', (c: Buffer) => (out += c.toString()))
        child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`support ${args[0]} exited ${code}: ${out}`))))
      })

    return { port, origin, nodes, workers, database, db, s3, stripe, mail, balancer, env, support, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
