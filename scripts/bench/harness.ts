// What the benchmark scripts share: a database of their own on the local PostgreSQL (created,
// migrated and seeded once, then reused), percentiles, timed runs, and the production server
// started as a child process. Import server modules only after setting DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { readdirSync, readFileSync } from 'node:fs'
import pg from 'pg'

export const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'

/** The session secret of every benchmark server (the scripts sign their members' cookies with it). */
export const BENCH_SESSION_SECRET = 'bench-secret-bench-secret-bench-secret'

/** The database a benchmark uses: DATABASE_URL / BENCH_DATABASE_URL, else `name` on the local server. */
export function benchDatabaseUrl(name: string): string {
  return process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, `/${name}`)
}

/**
 * Creates the database when missing, migrates it, and seeds `members` members unless it has them
 * (and the default site, whatever `members` is).
 */
export async function prepareBenchDatabase(url: string, members: number) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
  await admin.end()
  const { applyMigrations } = await import('../../server/db/schema-engine.ts')
  const { createPrismaClient } = await import('../../server/db.ts')
  const { seedDatabase } = await import('../../prisma/seed/seed.ts')
  await applyMigrations(url)
  const seeder = createPrismaClient(url, 4)
  try {
    if ((await seeder.profile.count()) < members || (await seeder.site.count()) === 0) {
      console.log(`seeding ${members.toLocaleString('en')} members ...`)
      await seedDatabase(seeder, { members, uploadDir: '.data/bench/uploads', log: (m) => console.log(m) })
      // Fresh tables have no statistics and no visibility map: the planner guesses and index-only
      // scans visit the heap, which made the first measurement after a seed 2x slower.
      await seeder.$executeRawUnsafe('VACUUM ANALYZE')
    }
  } finally {
    await seeder.$disconnect()
  }
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export interface Timing {
  label: string
  p50: number
  p95: number
  p99: number
  max: number
}

export function summarise(label: string, samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    label,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  }
}

/** Runs `run` `warmup` times unmeasured, then `runs` times one after another; the timings in ms. */
export async function timeRuns(label: string, runs: number, warmup: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < warmup; i++) await run(i)
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await run(warmup + i)
    samples.push(performance.now() - start)
  }
  return summarise(label, samples)
}

/** Prints timings as a table, flagging p95 over the target. */
export function printTimings(results: Timing[], targetP95: number) {
  console.log('case'.padEnd(72), 'p50'.padStart(7), 'p95'.padStart(7), 'p99'.padStart(7), 'max'.padStart(7))
  for (const r of results) {
    const flag = r.p95 < targetP95 ? '' : `  over ${targetP95} ms`
    console.log(
      r.label.padEnd(72),
      r.p50.toFixed(1).padStart(7),
      r.p95.toFixed(1).padStart(7),
      r.p99.toFixed(1).padStart(7),
      r.max.toFixed(1).padStart(7),
      flag,
    )
  }
}

/** What a benchmark server needs: its database, the bench session secret, and with Redis fresh key prefixes. */
export function benchServerEnv(url: string, options: { redis?: boolean } = {}): Record<string, string> {
  const prefix = `amora-bench-${Date.now()}`
  return {
    DATABASE_URL: url,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    ...(options.redis
      ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', KEY_PREFIX: prefix, QUEUE_PREFIX: prefix }
      : {}),
  }
}

/** Session cookies ("name=value") for members, as the benchmark server reads them. */
export async function sessionCookies(userIds: number[], origin: string): Promise<string[]> {
  process.env.SESSION_SECRET = BENCH_SESSION_SECRET
  // The environment is read once and kept: a script that touched the database before this has it
  // without the secret, and its cookies would be signed with another (every "member" a visitor).
  ;(await import('../../server/env.ts')).resetEnv()
  const { createSession } = await import('../../server/accounts/sessions.ts')
  const cookies: string[] = []
  for (const id of userIds) cookies.push((await createSession(id, new Request(origin), '127.0.0.1')).split(';')[0]!)
  return cookies
}

/**
 * The production build (`npm run build` first) on 127.0.0.1:`port`, with `env` added. With
 * BENCH_CPU_PROF=dir the server writes a V8 CPU profile there when it stops (read it with
 * `npx tsx scripts/bench/profile-summary.ts dir/*.cpuprofile`). BENCH_NODE_ARGS adds node flags
 * (`--trace-gc`, `--max-semi-space-size=32`), and BENCH_SERVER_STDOUT=1 shows what the server
 * prints (such traces) instead of dropping it.
 */
export function startAppServer(port: number, env: Record<string, string>): ChildProcess {
  const profileDir = process.env.BENCH_CPU_PROF
  const nodeArgs = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ]
  return spawn(process.execPath, [...nodeArgs, 'build/app-server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: '.data/bench',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  })
}

export async function waitUntilUp(target: string) {
  for (let i = 0; i < 300; i++) {
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

/** Fails unless the server takes `cookie` for a logged-in member (GET /api/user.php answers 200). */
export async function assertLoggedIn(origin: string, cookie: string) {
  const res = await fetch(`${origin}/api/user.php`, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } })
  if (res.status !== 200)
    throw new Error(`the member's cookie is not taken (${res.status}): is it signed with the server's secret?`)
}

/**
 * CPU seconds (user + system) used so far by process `pid` and, with `database`, by every
 * PostgreSQL backend serving that database (Linux /proc; both null elsewhere). Per request they
 * are figures a machine shared with other work changes far less than req/s or latency.
 */
export function cpuSeconds(pid: number | undefined, database?: string): { process: number | null; database: number | null } {
  const ticks = (id: string) => {
    const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  }
  const hz = 100
  try {
    const own = pid === undefined ? null : ticks(String(pid)) / hz
    let db: number | null = null
    if (database) {
      db = 0
      for (const id of readdirSync('/proc')) {
        if (!/^\d+$/.test(id)) continue
        try {
          if (readFileSync(`/proc/${id}/cmdline`, 'utf8').includes(` ${database} `)) db += ticks(id) / hz
        } catch {
          // The backend ended between the listing and the read.
        }
      }
    }
    return { process: own, database: db }
  } catch {
    return { process: null, database: null }
  }
}
