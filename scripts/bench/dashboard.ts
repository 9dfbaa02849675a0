// npm run bench:dashboard — the staff dashboard's query time over 1,000,000 members' worth of
// rows (issue 32 item 6). Creates (or reuses) amora_bench_dashboard, adds in bulk (SQL
// generate_series) a year of members, orders and messages, lets the dashboard-stats job count
// every day of that year (the backfill, timed per day), then times what a page view costs: the
// stored days plus today counted live, for 7, 30 and 90 days.
//   DATABASE_URL     another database (default postgresql://postgres@127.0.0.1:5432/amora_bench_dashboard)
//   BENCH_MEMBERS    members signed up over the last 365 days (default 1000000)
//   BENCH_ORDERS     paid orders (default 100000; 5 % refunded)
//   BENCH_MESSAGES   messages (default 1000000)
//   BENCH_RUNS       timed page views per range (default 50)
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { benchDatabaseUrl, prepareBenchDatabase, printTimings, timeRuns } from './harness.ts'

const url = benchDatabaseUrl('amora_bench_dashboard')
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 50)
const TARGET_P95_MS = 100

process.env.DATABASE_URL = url
process.env.DATABASE_POOL_SIZE ??= '10'

const { prisma, disconnectPrisma } = await import('../../server/db.ts')
const { recomputeDay, utcDay, addDays, countDay } = await import('../../server/staff/dashboard/aggregate.ts')
const { loadDashboard } = await import('../../server/staff/dashboard/dashboard.ts')
const { cliActor } = await import('../../server/staff/permissions.ts')

async function seconds<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await run()
  console.log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

async function prepareDatabase() {
  // The sites, packages and a few seeded profiles; the bulk comes below.
  await prepareBenchDatabase(url, 200)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n)
  const members = await count(`select count(*) as n from "User" where email like 'bench.dash.%'`)
  if (members < MEMBERS) {
    await seconds(`${(MEMBERS - members).toLocaleString('en')} members added`, () =>
      client.query(
        `with sites as (select array_agg(id order by id) as a, count(*)::int as n from "Site")
         insert into "User" ("siteId", email, "passwordHash", status, "signupDate", "activatedAt", "updatedAt")
         select sites.a[1 + g % sites.n], 'bench.dash.' || g || '@bench.example', 'x', 'active', t.at,
                case when g % 10 < 7 then t.at + interval '2 hours' end, now()
           from sites, generate_series($1::int + 1, $2::int) g,
                lateral (select now() - random() * interval '365 days' + g * interval '0 seconds' as at) t`,
        [members, MEMBERS],
      ),
    )
  }
  const orders = await count(`select count(*) as n from "Order" where "paymentId" like 'bench-dash-%'`)
  if (orders < ORDERS) {
    await seconds(`${(ORDERS - orders).toLocaleString('en')} paid orders added`, () =>
      client.query(
        `with bench as (select min(id) as lo, max(id) as hi from "User" where email like 'bench.dash.%'),
              pkg as (select id from "CreditPackage" order by id limit 1),
              methods as (select array['ideal', 'creditcard', 'paypal', 'sofort', 'bancontact'] as a)
         insert into "Order" ("userId", "packageId", provider, "paymentId", "paymentMethod", status, country, currency,
                              amount, credits, "createdAt", "paidAt", "refundedAt")
         select bench.lo + floor(random() * (bench.hi - bench.lo))::int, pkg.id, 'mollie', 'bench-dash-' || g,
                methods.a[1 + g % 5], case when g % 20 = 0 then 'refunded' else 'paid' end::"OrderStatus", 'NL',
                case when g % 4 = 0 then 'DKK' else 'EUR' end, 999 + (g % 4) * 1000, 15, t.at, t.at,
                case when g % 20 = 0 then t.at + interval '1 day' end
           from bench, pkg, methods, generate_series($1::int + 1, $2::int) g,
                lateral (select now() - random() * interval '365 days' + g * interval '0 seconds' as at) t`,
        [orders, ORDERS],
      ),
    )
  }
  const messages = await count(`select count(*) as n from "Message" where "clientKey" like 'bd%'`)
  if (messages < MESSAGES) {
    await seconds('conversations added', () =>
      client.query(
        `insert into "Conversation" ("siteId", "initiatorId", "createdAt", "lastMessageAt")
         select u."siteId", u.id, u."signupDate", u."signupDate" from "User" u
          where u.email like 'bench.dash.%' and u.id % 10 = 0
            and not exists (select 1 from "Conversation" c where c."initiatorId" = u.id)`,
      ),
    )
    await seconds(`${(MESSAGES - messages).toLocaleString('en')} messages added`, () =>
      client.query(
        `with conv as (select array_agg(id) as ids, array_agg("initiatorId") as who, count(*)::int as n from "Conversation")
         insert into "Message" ("conversationId", "senderId", body, "clientKey", "createdAt")
         select conv.ids[1 + k], conv.who[1 + k], 'hello', 'bd' || g, now() - random() * interval '365 days'
           from conv, generate_series($1::int + 1, $2::int) g, lateral (select ((g::bigint * 7919) % conv.n)::int as k) pick`,
        [messages, MESSAGES],
      ),
    )
  }
  await client.query('VACUUM ANALYZE "User", "Order", "Message", "Conversation", "Profile"')
  await client.end()
}

await prepareDatabase()
const [members, orders, messages] = await Promise.all([prisma.user.count(), prisma.order.count(), prisma.message.count()])
console.log(
  `${members.toLocaleString('en')} members, ${orders.toLocaleString('en')} orders, ${messages.toLocaleString('en')} messages`,
)

// The job: every day of the year counted (what the backfill does, 31 days per run).
const today = utcDay(new Date())
const dayTimes: number[] = []
await seconds('365 days counted by the job', async () => {
  for (let i = 365; i >= 0; i--) {
    const started = performance.now()
    await recomputeDay(addDays(today, -i))
    dayTimes.push(performance.now() - started)
  }
})
dayTimes.sort((a, b) => a - b)
console.log(
  `one day counted for every site: median ${dayTimes[Math.floor(dayTimes.length / 2)]!.toFixed(0)} ms, max ${dayTimes.at(-1)!.toFixed(0)} ms`,
)

const site = await prisma.site.findFirstOrThrow({ orderBy: { id: 'asc' } })
const actor = cliActor('bench')
const results = [await timeRuns('today counted live, one site', RUNS, 5, () => countDay(today, [site.id]))]
for (const range of [7, 30, 90] as const)
  results.push(
    await timeRuns(`dashboard page data, ${range} days (stored rows + today live)`, RUNS, 5, () =>
      loadDashboard(actor, site.id, range),
    ),
  )
printTimings(results, TARGET_P95_MS)
await disconnectPrisma()
