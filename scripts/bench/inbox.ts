// npm run bench:inbox — the operator inbox under load (issue 33: the list's p95 at most 20 ms
// with 10,000 waiting conversations and 100 operators claiming at once, and no double claims).
// Creates (or reuses) the database amora_bench_inbox on the local PostgreSQL, migrates and seeds
// it once, tops the waiting conversations up to BENCH_WAITING with one INSERT … SELECT, makes the
// operators, then lets every operator loop at once: read the list (timed), claim the oldest
// conversation nobody holds. Every claim that succeeded is remembered: two operators holding the
// same conversation would be a double claim (none may happen; the script fails if one does).
//   DATABASE_URL     another database (default postgresql://postgres@127.0.0.1:5432/amora_bench_inbox)
//   SEED_MEMBERS     members to seed (default 3000)
//   BENCH_WAITING    waiting conversations (default 10000)
//   BENCH_OPERATORS  operators claiming at once (default 100)
//   BENCH_ROUNDS     list-and-claim rounds per operator (default 20)
//   BENCH_THINK_MS   an operator's pause between rounds, on average (default 500; a person reads
//                    the list before they open one). The stress phase runs the same with no pause.
// The list's page is shared by the operators of a process until the next inbox event
// (server/inbox/listed-pages.ts): the runs "alone" forget it before each list, so they time the
// statement; the phases share it as a serving process does.
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { benchDatabaseUrl, prepareBenchDatabase, printTimings, summarise, timeRuns } from './harness.ts'

const url = benchDatabaseUrl('amora_bench_inbox')
const MEMBERS = Number(process.env.SEED_MEMBERS ?? 3000)
const WAITING = Number(process.env.BENCH_WAITING ?? 10_000)
const OPERATORS = Number(process.env.BENCH_OPERATORS ?? 100)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500)
const TARGET_P95_MS = 20

process.env.DATABASE_URL = url
process.env.DATABASE_POOL_SIZE ??= '20'

async function prepareDatabase() {
  await prepareBenchDatabase(url, MEMBERS)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const site = (await client.query<{ id: number }>(`select id from "Site" where domain = 'localhost'`)).rows[0]!.id
  // Each run starts with no claims, and the conversations answered by the last run wait again.
  await client.query('delete from "InboxClaim"')
  const { rows } = await client.query<{ n: string }>('select count(*) as n from "InboxItem"')
  const missing = WAITING - Number(rows[0]!.n)
  if (missing > 0) {
    console.log(`adding ${missing.toLocaleString('en')} waiting conversations ...`)
    const started = performance.now()
    // Random pairs of a member and a fictional profile, each with the member's message, waiting
    // since some moment of the last two days.
    await client.query(
      `with f as (select array_agg("userId" order by "userId") a, count(*)::int n from "Profile" where fictional and "siteId" = $1),
            m as (select array_agg("userId" order by "userId") a, count(*)::int n from "Profile" where not fictional and "siteId" = $1),
            pairs as (
              select distinct on (least(mi, fi), greatest(mi, fi)) mi, fi, now() - random() * interval '2 days' as at
                from (select m.a[1 + floor(random() * m.n)::int] mi, f.a[1 + floor(random() * f.n)::int] fi
                        from f, m, generate_series(1, $2::int)) r
               where not exists (select 1 from "Conversation" c where c."memberLowId" = least(mi, fi) and c."memberHighId" = greatest(mi, fi))
            ),
            conv as (
              insert into "Conversation" ("siteId", "initiatorId", "createdAt", "lastMessageAt", "memberLowId", "memberHighId")
              select $1, mi, at, at, least(mi, fi), greatest(mi, fi) from pairs
              returning id, "initiatorId" as mi, "memberLowId" + "memberHighId" - "initiatorId" as fi, "createdAt" as at
            ),
            sides as (
              insert into "ConversationMember" ("conversationId", "userId", "unreadCount", "lastMessageAt")
              select id, mi, 0, at from conv union all select id, fi, 1, at from conv
            ),
            msgs as (
              insert into "Message" ("conversationId", "senderId", type, body, "createdAt")
              select id, mi, 'text', 'Hello, how are you?', at from conv
            )
       insert into "InboxItem" ("conversationId", "siteId", "profileId", "memberId", language, "waitingSince", "lastMessageAt")
       select conv.id, $1, conv.fi, conv.mi, u.language, conv.at, conv.at from conv join "User" u on u.id = conv.mi`,
      [site, Math.ceil(missing * 1.05)],
    )
    console.log(`added in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  const have = Number((await client.query<{ n: string }>('select count(*) as n from "InboxItem"')).rows[0]!.n)
  const operators = Number(
    (await client.query<{ n: string }>(`select count(*) as n from "Staff" where email like 'bench-operator-%'`)).rows[0]!.n,
  )
  if (operators < OPERATORS)
    await client.query(
      `insert into "Staff" (email, name, roles, "allSites", "updatedAt")
       select 'bench-operator-' || i || '@staff.bench', 'Bench operator ' || i, '{operator}', true, now()
         from generate_series($1::int + 1, $2::int) i`,
      [operators, OPERATORS],
    )
  await client.query('VACUUM ANALYZE "InboxItem", "InboxClaim", "Conversation", "Profile", "User", "Staff"')
  await client.end()
  return { site, waiting: have }
}

const { site, waiting } = await prepareDatabase()
const { prisma, disconnectPrisma } = await import('../../server/db.ts')
const { consoleActor } = await import('../../server/staff/permissions.ts')
const { principalOf } = await import('../../server/staff/sessions.ts')
const { listWaiting } = await import('../../server/inbox/inbox.ts')
const { claimConversation } = await import('../../server/inbox/claims.ts')
const { InboxError } = await import('../../server/inbox/inbox-error.ts')
const { forgetSharedPages } = await import('../../server/inbox/listed-pages.ts')

const staff = await prisma.staff.findMany({
  where: { email: { startsWith: 'bench-operator-' } },
  orderBy: { id: 'asc' },
  take: OPERATORS,
})
const actors = staff.map((s) => consoleActor(principalOf(s), '127.0.0.1'))
console.log(`${waiting.toLocaleString('en')} waiting conversations, ${actors.length} operators, ${ROUNDS} rounds each`)

// Alone first: the list with nobody else working.
const alone = [
  await timeRuns('list, oldest first (alone)', 200, 20, () => {
    forgetSharedPages()
    return listWaiting(actors[0]!, site)
  }),
  await timeRuns('list, one language (alone)', 200, 20, (i) => {
    forgetSharedPages()
    return listWaiting(actors[0]!, site, { language: ['nl', 'de', 'fr', 'en'][i % 4] })
  }),
]

// A serving process has its pool's connections open; the runs alone used one. Opening the other
// nineteen at once, on a loaded machine, took most of the first second of the phase below.
const pool = Number(process.env.DATABASE_POOL_SIZE)
await Promise.all(Array.from({ length: pool }, () => prisma.$queryRaw`SELECT 1 AS one FROM pg_sleep(0.05)`))

/**
 * Every operator at once: list (timed), claim one of the oldest three conversations nobody holds
 * (many reach for the same one at the same moment), pause about `think` ms, again.
 */
async function phase(think: number, language: boolean) {
  // Each phase starts with nobody holding anything; a claim won twice within it is a double claim.
  await prisma.inboxClaim.deleteMany()
  // Deleted behind the services' back (no inbox event): the shared pages would show them held.
  forgetSharedPages()
  const won = new Map<number, number[]>()
  const listTimes: number[] = []
  const claimTimes: number[] = []
  let refused = 0
  const started = performance.now()
  await Promise.all(
    actors.map(async (actor, n) => {
      // Operators start within the first pause, not all in the same millisecond.
      if (think) await new Promise((r) => setTimeout(r, Math.random() * think))
      for (let round = 0; round < ROUNDS; round++) {
        const t0 = performance.now()
        const list = await listWaiting(actor, site, language && n % 5 === 0 ? { language: 'nl' } : {})
        listTimes.push(performance.now() - t0)
        const free = list.rows.filter((r) => !r.claim)
        const pick = free[Math.floor(Math.random() * Math.min(3, free.length))]
        if (pick) {
          const t1 = performance.now()
          try {
            await claimConversation(actor, pick.conversationId)
            won.set(pick.conversationId, [...(won.get(pick.conversationId) ?? []), actor.via === 'console' ? actor.staff.id : 0])
          } catch (error) {
            if (!(error instanceof InboxError && error.code === 'claimed')) throw error
            refused++
          }
          claimTimes.push(performance.now() - t1)
        }
        if (think) await new Promise((r) => setTimeout(r, Math.random() * 2 * think))
      }
    }),
  )
  const doubles = [...won.values()].filter((holders) => new Set(holders).size > 1).length
  const stored = await prisma.inboxClaim.count()
  return { listTimes, claimTimes, refused, won: won.size, stored, doubles, seconds: (performance.now() - started) / 1000 }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
console.log(`load average before the phases: ${load()}`)
const paced = await phase(THINK_MS, true)
const stress = await phase(0, true)
console.log(`load average after the phases: ${load()}`)

printTimings(
  [
    ...alone,
    summarise(`list, ${actors.length} operators claiming at once (pause ~${THINK_MS} ms)`, paced.listTimes),
    summarise(`claim, ${actors.length} operators at once (pause ~${THINK_MS} ms)`, paced.claimTimes),
    summarise(`list, ${actors.length} operators with no pause (stress)`, stress.listTimes),
    summarise(`claim, ${actors.length} operators with no pause (stress)`, stress.claimTimes),
  ],
  TARGET_P95_MS,
)
for (const [name, p] of [
  ['paced', paced],
  ['stress', stress],
] as const)
  console.log(
    `${name}: ${p.won} claims won, ${p.refused} refused as taken, in ${p.seconds.toFixed(1)} s; claims stored ${p.stored}; double claims ${p.doubles}`,
  )
await disconnectPrisma()
if (paced.doubles || stress.doubles || paced.stored !== paced.won || stress.stored !== stress.won) {
  console.error('DOUBLE CLAIMS: a conversation was held by two operators at once')
  process.exit(1)
}
