// npm run bench:likes — server time of GET /api/likes.php's data, the new-likes badge and the
// next swipe card at 100,000 members with 1,000,000 likes (issue 11: p95 under 20 ms). Creates
// (or reuses) the database amora_bench_likes on the local PostgreSQL, migrates and seeds it once,
// adds the likes with one INSERT … SELECT, then times members chosen at random and the member
// with the most likes.
//   DATABASE_URL   another database (default postgresql://postgres@127.0.0.1:5432/amora_bench_likes)
//   SEED_MEMBERS   members to seed (default 100000)
//   BENCH_LIKES    likes to create (default 1000000)
//   BENCH_RUNS     timed runs per case (default 200)
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { benchDatabaseUrl, prepareBenchDatabase, printTimings, timeRuns } from './harness.ts'

const url = benchDatabaseUrl('amora_bench_likes')
const MEMBERS = Number(process.env.SEED_MEMBERS ?? 100_000)
const LIKES = Number(process.env.BENCH_LIKES ?? 1_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = 20
const TARGET_P95_MS = 20

process.env.DATABASE_URL = url
process.env.DATABASE_POOL_SIZE ??= '10'

const { prisma, disconnectPrisma } = await import('../../server/db.ts')
const { getLikesData } = await import('../../server/likes/likes-json.ts')
const { getActivityCounts } = await import('../../server/shell/shell-data.ts')
const { nextSwipeCards } = await import('../../server/likes/swipe.ts')

async function prepareDatabase() {
  await prepareBenchDatabase(url, MEMBERS)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ n: string }>('select count(*) as n from "Like"')
  const missing = LIKES - Number(rows[0]!.n)
  if (missing > 0) {
    console.log(`adding ${missing.toLocaleString('en')} likes ...`)
    const started = performance.now()
    // Random pairs of members of the same site, a quarter of them new, over the last 90 days;
    // a few members get far more likes than the rest (a skewed, realistic popularity).
    await client.query(
      `with ids as (select array_agg("userId" order by "userId") as a, count(*)::int as n from "Profile")
       insert into "Like" ("fromUserId", "toUserId", source, "isNew", "createdAt")
       select ids.a[1 + floor(random() * ids.n)::int],
              ids.a[1 + floor(power(random(), 2) * ids.n)::int],
              'profile', random() < 0.25, now() - random() * interval '90 days'
         from ids, generate_series(1, $1::int)
       on conflict do nothing`,
      [Math.ceil(missing * 1.02)],
    )
    await client.query('delete from "Like" where "fromUserId" = "toUserId"')
    console.log(`likes added in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  await client.query('VACUUM ANALYZE "Like", "Profile", "Photo", "Block", "User", "SwipePass"')
  await client.end()
}

const time = (label: string, run: (i: number) => Promise<unknown>) => timeRuns(label, RUNS, WARMUP, run)

await prepareDatabase()

const members = await prisma.profile.findMany({
  where: { searchable: true },
  select: { userId: true, siteId: true, gender: true, sexuality: true, country: true, user: { select: { paidUser: true } } },
  orderBy: { lastActiveAt: 'desc' },
  take: 5000,
})
const sample = Array.from({ length: RUNS + WARMUP }, (_, i) => members[(i * 7919) % members.length]!)
const [top] = await prisma.$queryRaw<
  { id: number }[]
>`select "toUserId" as id from "Like" group by 1 order by count(*) desc limit 1`
const heavy = await prisma.profile.findUniqueOrThrow({
  where: { userId: top!.id },
  select: { userId: true, siteId: true, gender: true, sexuality: true, country: true, user: { select: { paidUser: true } } },
})
const [likeCount, heavyCount] = await Promise.all([prisma.like.count(), prisma.like.count({ where: { toUserId: heavy.userId } })])
const memberCount = await prisma.profile.count()
const viewer = (m: typeof heavy) => ({ id: m.userId, siteId: m.siteId, paidUser: m.user.paidUser })
const swipeViewer = (m: typeof heavy) => ({
  id: m.userId,
  siteId: m.siteId,
  gender: m.gender,
  sexuality: m.sexuality,
  country: m.country,
})

const results = [
  await time('/api/likes.php data, random members', (i) => getLikesData(viewer(sample[i]!))),
  await time(`/api/likes.php data, most liked member (${heavyCount.toLocaleString('en')} likes)`, () =>
    getLikesData(viewer(heavy)),
  ),
  await time('top-bar counts (getActivityCounts), random members', (i) => getActivityCounts(sample[i]!.userId)),
  await time('next swipe card, random members', (i) => nextSwipeCards(swipeViewer(sample[i]!), 1)),
  await time('next swipe cards (stack of 5), most liked member', () => nextSwipeCards(swipeViewer(heavy), 5)),
]

console.log(`\n${memberCount.toLocaleString('en')} members, ${likeCount.toLocaleString('en')} likes, ${RUNS} runs per case (ms)`)
printTimings(results, TARGET_P95_MS)
await disconnectPrisma()
