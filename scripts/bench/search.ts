// npm run bench:search — server time of member search and of the profile page's data at
// 100,000 members. Creates (or reuses) the database amora_bench on the local PostgreSQL,
// migrates it and seeds it once, then times typical searches, each with its total count.
//   DATABASE_URL         another database to use (default postgresql://postgres@127.0.0.1:5432/amora_bench)
//   SEED_MEMBERS         members to seed (default 100000)
//   BENCH_RUNS           timed runs per case (default 200)
//   REDIS_URL            Redis for the "shared count" cases (default redis://127.0.0.1:6379; none: skipped)
//   npm run bench:search -- --explain   also prints EXPLAIN ANALYZE of each search's SQL
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import pg from 'pg'

const { values: args } = parseArgs({ options: { explain: { type: 'boolean' } }, allowPositionals: true })
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
const url = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? adminUrl.replace(/\/[^/]*$/, '/amora_bench')
const MEMBERS = Number(process.env.SEED_MEMBERS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = 20
const TARGET_P95_MS = 20

// The server modules read DATABASE_URL when they first query.
process.env.DATABASE_URL = url
process.env.DATABASE_POOL_SIZE ??= '10'
// Totals are shared between processes through Redis; the cases measure one process unless they say so.
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379'
process.env.KEY_PREFIX = `amora-bench-search-${Date.now()}`

const { applyMigrations } = await import('../../server/db/schema-engine.ts')
const { createPrismaClient, prisma, disconnectPrisma } = await import('../../server/db.ts')
const { seedDatabase } = await import('../../prisma/seed/seed.ts')
const { searchMembers, memberSearch } = await import('../../server/members/search-members.ts')
const { countQuery, pageQuery } = await import('../../server/members/search/search-query.ts')
const { clearSearchCountCache, countCacheSettings, forgetSharedCounts } =
  await import('../../server/members/search/count-cache.ts')
const { closeRedis, getRequestRedis, requestRedisSettled } = await import('../../server/redis.ts')
const { checkSearchCounts } = await import('../../server/members/search/count-table.ts')
countCacheSettings.shared = false

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
  await admin.end()
  const applied = await applyMigrations(url)
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`)
  const seeder = createPrismaClient(url, 4)
  try {
    const members = await seeder.profile.count()
    if (members < MEMBERS) {
      console.log(`seeding ${MEMBERS.toLocaleString('en')} members (about 30 s per 100,000) ...`)
      await seedDatabase(seeder, { members: MEMBERS, uploadDir: '.data/bench/uploads', log: (m) => console.log(m) })
    }
  } finally {
    await seeder.$disconnect()
  }
  // What autovacuum does on a live database: fresh statistics and a visibility map.
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('VACUUM ANALYZE "Profile", "Photo", "Block", "User"')
  await client.end()
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return { label, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1]! }
}

await prepareDatabase()

const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
const demo = await prisma.user.findFirstOrThrow({
  where: { siteId: site.id, email: 'demo@amora.example' },
  include: { profile: true },
})
const viewer = { id: demo.id, siteId: site.id, latitude: demo.profile!.latitude, longitude: demo.profile!.longitude }
// A region of the demo member's country with members in it, and a few blocks either way.
const region = await prisma.profile.groupBy({
  by: ['regionId'],
  where: { siteId: site.id, country: 'NL', regionId: { not: null } },
  _count: true,
  orderBy: { _count: { regionId: 'desc' } },
  take: 1,
})
const regionId = region[0]!.regionId!
const others = await prisma.profile.findMany({
  where: { siteId: site.id, searchable: true, userId: { not: demo.id } },
  select: { userId: true },
  take: 10,
})
await prisma.block.createMany({
  data: others.flatMap((o, i) =>
    i % 2 ? [{ blockerId: demo.id, blockedId: o.userId }] : [{ blockerId: o.userId, blockedId: demo.id }],
  ),
  skipDuplicates: true,
})

const members = await prisma.profile.count({ where: { siteId: site.id } })
console.log(`\n${members.toLocaleString('en')} members on ${site.domain}; ${RUNS} runs per case after ${WARMUP} warm-up runs`)
console.log('server time per call (all queries of the call, on a pool of 10 connections)\n')

const cases = [
  { label: 'no filters, page 1', filters: { pageNumber: 1 } },
  { label: 'gender only', filters: { gender: 'female', pageNumber: 1 } },
  { label: 'gender + country', filters: { gender: 'female', country: 'NL', pageNumber: 1 } },
  {
    label: 'gender + country + region + ages',
    filters: { gender: 'female', country: 'NL', countryregion: regionId, min_age: 25, max_age: 40, pageNumber: 1 },
  },
  { label: 'ages 25 to 40', filters: { min_age: 25, max_age: 40, pageNumber: 1 } },
  { label: 'distance 50 km', filters: { distance: 50, pageNumber: 1 } },
  { label: 'gender + distance 50 km', filters: { gender: 'female', distance: 50, pageNumber: 1 } },
  { label: 'no filters, page 20', filters: { pageNumber: 20 } },
  { label: 'gender + country, page 20', filters: { gender: 'female', country: 'NL', pageNumber: 20 } },
] as const

const rows: Awaited<ReturnType<typeof time>>[] = []
const width = 58
console.log(`${'case'.padEnd(width)}   p50 ms   p95 ms   max ms`)
async function measure(label: string, run: () => Promise<unknown>) {
  const r = await time(label, run)
  rows.push(r)
  const flag = label.startsWith('search:') && r.p95 > TARGET_P95_MS ? '  over target' : ''
  console.log(
    `${label.padEnd(width)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)}${flag}`,
  )
}

for (const c of cases) await measure(`search: ${c.label}`, () => searchMembers(viewer, { ...c.filters }))
// The first total of a process, with nothing cached. No filter, a gender, a country or both are
// answered from the count table ("ProfileSearchCount", docs/search-performance.md): no cache to
// clear, the same cost every time. The other shapes count index entries (then cache the total).
const tableCases = cases.slice(0, 3)
const countedCases = [cases[4]!, cases[3]!] // ages 25 to 40; gender + country + region + ages
for (const c of [...tableCases, ...countedCases])
  await measure(`search: ${c.label}, uncached count`, () => {
    clearSearchCountCache()
    return searchMembers(viewer, { ...c.filters })
  })
// What the table replaced: the same totals counted from "Profile" (the SQL of every other shape).
const countSearcher = { siteId: site.id, userId: demo.id, position: null }
for (const scan of [true, false])
  for (const [label, criteria] of [
    ['no filters', {}],
    ['gender only', { gender: 'female' }],
  ] as const) {
    const sql = countQuery(countSearcher, criteria, new Date(), { scan })
    await measure(`count only: ${label}, ${scan ? 'counted from Profile' : 'from the count table'}`, () => prisma.$queryRaw(sql))
  }
// What a member meets once a counted total is older than a minute: the stale total at once, the
// recount in the background (its cost is the "uncached count" line, paid by no one waiting).
for (const c of countedCases)
  await measure(`search: ${c.label}, stale count`, () => {
    clearSearchCountCache({ staleOnly: true })
    return searchMembers(viewer, { ...c.filters })
  })
// A process that has no total of its own takes the one another process counted, from Redis
// (after a start or deploy, and for each process's first search of a kind).
// The request connection queues nothing while it connects: wait for it (1 s at most).
await requestRedisSettled()
if (getRequestRedis()?.status === 'ready') {
  countCacheSettings.shared = true
  for (const c of countedCases) {
    clearSearchCountCache()
    await searchMembers(viewer, { ...c.filters }) // counted once, shared
    await measure(`search: ${c.label}, shared count`, () => {
      clearSearchCountCache()
      return searchMembers(viewer, { ...c.filters })
    })
  }
  await forgetSharedCounts()
  countCacheSettings.shared = false
} else console.log('(no Redis: the shared-total cases are left out)')
// The recurring check of the count table (jobs/warm-search-totals.ts): how long one run takes here.
{
  const started = performance.now()
  const { drifted } = await checkSearchCounts()
  console.log(`(count table check: ${drifted.length} group(s) drifted, ${((performance.now() - started) / 1000).toFixed(2)} s)`)
}
// A thin search: the whole page flow, with similar results (several more queries).
const thin = new URLSearchParams({
  gender: 'female',
  country: 'NL',
  countryregion: String(regionId),
  min_age: '70',
  max_age: '72',
})
await measure('page flow: thin search + similar results', () => memberSearch({ site, viewer, params: thin }))
await measure('page flow: gender + country (URL parsed)', () =>
  memberSearch({ site, viewer, params: new URLSearchParams({ gender: 'female', country: 'NL' }) }),
)

// The profile page's data: the real loader (server/members/profile-view.ts), or, while that
// module is missing, the query a profile page needs (profile, photos, interests, blocks).
const target = (await searchMembers(viewer, { pageNumber: 1 })).members[0]!
type GetProfileView = (viewer: unknown, siteId: number, id: number) => Promise<unknown>
const profileView = (await import('../../server/members/profile-view.ts' as string).catch(() => null)) as {
  getProfileView?: GetProfileView
} | null
const getProfileView = profileView?.getProfileView
if (getProfileView) {
  const profileViewer = { id: demo.id, paidUser: demo.paidUser, profile: demo.profile }
  await measure('profile page: getProfileView', () => getProfileView(profileViewer, site.id, target.id))
} else {
  await measure('profile page: representative query', () =>
    Promise.all([
      prisma.profile.findFirst({
        where: { userId: target.id, siteId: site.id, searchable: true },
        include: {
          region: true,
          interests: { include: { interest: true } },
          user: { select: { photos: { where: { status: 'active' }, orderBy: { sortOrder: 'asc' } } } },
        },
      }),
      prisma.block.findFirst({
        where: {
          OR: [
            { blockerId: demo.id, blockedId: target.id },
            { blockerId: target.id, blockedId: demo.id },
          ],
        },
      }),
    ]),
  )
}
const over = rows.filter((r) => r.label.startsWith('search:') && r.p95 > TARGET_P95_MS)
console.log(`\ntarget: search p95 <= ${TARGET_P95_MS} ms: ${over.length ? `${over.length} case(s) over` : 'met'}`)

if (args.explain) {
  const now = new Date()
  const searcher = { siteId: site.id, userId: demo.id, position: { latitude: viewer.latitude!, longitude: viewer.longitude! } }
  for (const c of cases) {
    const f = c.filters as Record<string, number | string | undefined>
    const criteria = {
      gender: f.gender as 'female' | undefined,
      country: f.country as string | undefined,
      regionId: f.countryregion as number | undefined,
      minAge: f.min_age as number | undefined,
      maxAge: f.max_age as number | undefined,
      distanceKm: f.distance as number | undefined,
    }
    const page = { offset: ((f.pageNumber as number) - 1) * 24, limit: 24 }
    for (const [kind, sql] of [
      ['count', countQuery(searcher, criteria, now)],
      ['page', pageQuery(searcher, criteria, page, now)],
    ] as const) {
      const plan = await prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql.text}`,
        ...sql.values,
      )
      console.log(`\n### ${c.label} (${kind})\n${plan.map((l) => l['QUERY PLAN']).join('\n')}`)
    }
  }
}

await disconnectPrisma()
await closeRedis()
