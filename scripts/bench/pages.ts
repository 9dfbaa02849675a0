// npm run bench:pages — server-rendered pages per process (issue 17): the production build on the
// database of bench:search (100,000 members; seeded when missing), autocannon at 1 and 10
// connections, req/s and p50/p99 for `/` and `/pages/terms` (visitors), `/members` and a profile
// (a logged-in member), and a minimal React Router page of the same stack (`/dev/reference`) as
// the floor. With BENCH_PROCESSES=1,2 it runs once per process count (WEB_CONCURRENCY, Redis on).
// Needs `npm run build` first.
//   DATABASE_URL       database (default postgresql://postgres@127.0.0.1:5432/amora_bench)
//   BENCH_SECONDS      seconds per measurement (default 10)
//   BENCH_CONNECTIONS  connection counts (default 1,10)
//   BENCH_PROCESSES    web process counts (default 1)
//   BENCH_PAGES        which pages (default reference,home,terms,members,profile)
//   BENCH_WARMUP_SECONDS  seconds each page is requested before any is measured (default 6):
//                      a fresh process compiles its hot code for tens of seconds (V8's optimising
//                      compiler), and a page measured in its first seconds shows that, not a
//                      server that has been up for a while (docs/performance.md)
//   BENCH_CPU_PROF     directory for a CPU profile of the server (summarise it with
//                      scripts/bench/profile-summary.ts)
//   BENCH_NODE_ARGS    extra node flags for the server (e.g. --max-semi-space-size=32)
import autocannon from 'autocannon'
import {
  assertLoggedIn,
  benchDatabaseUrl,
  benchServerEnv,
  cpuSeconds,
  prepareBenchDatabase,
  sessionCookies,
  startAppServer,
  waitUntilUp,
} from './harness.ts'

const url = benchDatabaseUrl('amora_bench')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 6)
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number)
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1').split(',').map(Number)
const PORT = 3205
const base = `http://localhost:${PORT}`

process.env.DATABASE_URL = url
await prepareBenchDatabase(url, Number(process.env.SEED_MEMBERS ?? 100_000))
const { prisma, disconnectPrisma } = await import('../../server/db.ts')

// Logged-in members who search: active women and men with a position, so the page shows distances.
const searchers = await prisma.$queryRaw<{ id: number }[]>`
  select u.id from "User" u join "Profile" p on p."userId" = u.id
   where u.status = 'active' and p.latitude is not null and not p.fictional
   order by u.id limit 50`
// A profile with photos that every searcher may see.
const [profile] = await prisma.$queryRaw<{ id: number }[]>`
  select p."userId" as id from "Profile" p
   where p.searchable and not p.fictional
     and exists (select 1 from "Photo" f where f."userId" = p."userId" and f."isMain" and f.status = 'active')
   order by p."userId" desc limit 1`
const cookies = await sessionCookies(
  searchers.map((s) => s.id),
  base,
)
await disconnectPrisma()

interface Page {
  name: string
  path: string
  member: boolean
}
const ALL: Page[] = [
  { name: 'reference', path: '/dev/reference', member: false },
  { name: 'home', path: '/', member: false },
  { name: 'terms', path: '/pages/terms', member: false },
  { name: 'members', path: '/members?gender=female&min_age=18&max_age=99', member: true },
  { name: 'profile', path: `/members/${profile!.id}`, member: true },
]
const wanted = (process.env.BENCH_PAGES ?? ALL.map((p) => p.name).join(',')).split(',')
const pages = ALL.filter((p) => wanted.includes(p.name))

function measure(page: Page, connections: number, duration: number) {
  let next = 0
  return autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        path: page.path,
        setupRequest: (request, context) => {
          const state = context as { cookie?: string }
          // Each connection is one member (or one visitor), as a browser would be.
          if (page.member) state.cookie ??= cookies[next++ % cookies.length]!
          const headers = { ...(request.headers as Record<string, string>), accept: 'text/html', 'accept-encoding': 'gzip' }
          if (state.cookie) Object.assign(headers, { cookie: state.cookie })
          return { ...request, headers }
        },
      },
    ],
  })
}

const rows: string[][] = []
const database = new URL(url).pathname.slice(1)
for (const processes of PROCESSES) {
  const server = startAppServer(PORT, {
    ...benchServerEnv(url, { redis: true }),
    WEB_CONCURRENCY: String(processes),
    DEV_REFERENCE_PAGE: '1',
  })
  try {
    await waitUntilUp(`${base}/healthz`)
    for (const page of pages) {
      if (page.member) await assertLoggedIn(base, cookies[0]!)
      const check = await fetch(`${base}${page.path}`, {
        headers: page.member ? { cookie: cookies[0]! } : {},
        redirect: 'manual',
      })
      if (check.status !== 200) throw new Error(`${page.path}: ${check.status}`)
    }
    // Every page first, so the code they share is compiled as it is in a server that has been up a while.
    if (WARMUP_SECONDS > 0) {
      console.log(`warming up: each page for ${WARMUP_SECONDS} s`)
      for (const page of pages) await measure(page, 2 * processes, WARMUP_SECONDS)
    }
    for (const page of pages) {
      await measure(page, 2, 2) // this page's own warm-up
      for (const connections of CONNECTIONS) {
        const before = cpuSeconds(server.pid, database)
        const r = await measure(page, connections, SECONDS)
        const after = cpuSeconds(server.pid, database)
        if (r.non2xx || r.errors) throw new Error(`${page.path}: ${r.non2xx} non-2xx, ${r.errors} errors`)
        // CPU per request (one process only: a cluster's workers are not the process started
        // here): the figure a machine shared with other work changes least.
        const perRequest = (a: number | null, b: number | null) =>
          processes !== 1 || a === null || b === null || !r.requests.total
            ? '-'
            : (((b - a) * 1000) / r.requests.total).toFixed(2)
        rows.push([
          String(processes),
          page.name,
          String(connections),
          Math.round(r.requests.average).toLocaleString('en'),
          r.latency.p50.toFixed(1),
          r.latency.p99.toFixed(1),
          perRequest(before.process, after.process),
          perRequest(before.database, after.database),
        ])
        console.log(rows.at(-1)!.join('\t'))
      }
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

console.log(
  `\n${SECONDS} s per measurement; target (issue 17): /members and a profile >= 150 req/s per process, with p50 <= 8 ms at 1 connection`,
)
console.log(
  ['processes', 'page', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'server CPU', 'db CPU'].map((h) => h.padStart(11)).join(''),
  ' (CPU: ms a request)',
)
for (const row of rows) console.log(row.map((c) => c.padStart(11)).join(''))
