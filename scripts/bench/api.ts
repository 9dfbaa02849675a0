// npm run bench:api — GET /api/settings.php on the production server against a bare
// node:http hello-world, same tool (autocannon), connections and duration, same run.
// Needs `npm run build` first and PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432).
import { spawn, type ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'
import pg from 'pg'
import { applyMigrations } from '../../server/db/schema-engine.ts'
import { createPrismaClient } from '../../server/db.ts'
import { seedDatabase } from '../../prisma/seed/seed.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
const url = process.env.BENCH_DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, '/amora_bench')

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const name = new URL(url).pathname.slice(1)
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  await applyMigrations(url)
  const prisma = createPrismaClient(url, 2)
  await seedDatabase(prisma, { members: 50, uploadDir: '.data/bench/uploads' })
  await prisma.$disconnect()
}

function start(command: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, command, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
}

async function waitUntilUp(target: string) {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(target).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${target} did not come up`)
}

async function load(target: string): Promise<number> {
  // A short warm-up, then the measured run.
  await autocannon({ url: target, connections: CONNECTIONS, duration: 2 })
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION, headers: { host: 'localhost' } })
  if (result.non2xx || result.errors) throw new Error(`${target}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return result.requests.average
}

await prepareDatabase()
const bare = start(
  [
    '-e',
    "require('node:http').createServer((q,s)=>{s.setHeader('content-type','text/plain');s.end('hello world')}).listen(3299,'127.0.0.1')",
  ],
  {},
)
const app = start(['build/app-server.js'], {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '3200',
  DATABASE_URL: url,
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  DATA_DIR: '.data/bench',
})
try {
  await waitUntilUp('http://127.0.0.1:3299/')
  await waitUntilUp('http://127.0.0.1:3200/healthz')
  const bareRps = await load('http://127.0.0.1:3299/')
  const apiRps = await load('http://127.0.0.1:3200/api/settings.php')
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each`)
  console.log(`bare node:http hello world : ${Math.round(bareRps).toLocaleString('en')} req/s`)
  console.log(`GET /api/settings.php      : ${Math.round(apiRps).toLocaleString('en')} req/s`)
  console.log(`ratio                      : ${((apiRps / bareRps) * 100).toFixed(1)}% (target >= 10%)`)
} finally {
  bare.kill()
  app.kill('SIGTERM')
}
