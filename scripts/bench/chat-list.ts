// npm run bench:chat-list — server time of the chat list (/chats, GET /api/chats.php) and of one
// conversation page (/chats/{id}, GET /api/chat.php) at 100,000 members and 1,000,000 messages
// (issue 12: p95 under 20 ms). Creates (or reuses) the database amora_bench_chat, seeds the
// members once, adds conversations and messages with INSERT … SELECT (a few members have far more
// conversations than the rest), then times members chosen at random and the busiest member.
//   DATABASE_URL     another database (default postgresql://postgres@127.0.0.1:5432/amora_bench_chat)
//   SEED_MEMBERS     members to seed (default 100000)
//   BENCH_MESSAGES   messages to create (default 1000000), 10 per conversation
//   BENCH_RUNS       timed runs per case (default 200)
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { benchDatabaseUrl, prepareBenchDatabase, printTimings, timeRuns } from './harness.ts'

const url = benchDatabaseUrl('amora_bench_chat')
const MEMBERS = Number(process.env.SEED_MEMBERS ?? 100_000)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000)
const PER_CONVERSATION = 10
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WARMUP = 20
const TARGET_P95_MS = 20

process.env.DATABASE_URL = url
process.env.DATABASE_POOL_SIZE ??= '10'

const { prisma, disconnectPrisma } = await import('../../server/db.ts')
const { listConversations, getConversation } = await import('../../server/chat/read-messages.ts')
const { getActivityCounts } = await import('../../server/shell/shell-data.ts')

async function prepareDatabase() {
  await prepareBenchDatabase(url, MEMBERS)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ n: string }>('select count(*) as n from "Message"')
  const missing = MESSAGES - Number(rows[0]!.n)
  if (missing > 0) {
    const conversations = Math.ceil(missing / PER_CONVERSATION)
    console.log(`adding ${conversations.toLocaleString('en')} conversations with ${missing.toLocaleString('en')} messages ...`)
    const started = performance.now()
    await client.query('BEGIN')
    // Random pairs (one conversation per pair); the second member skewed towards a few popular ones.
    await client.query(
      `with ids as (select array_agg("userId" order by "userId") as a, count(*)::int as n, min("siteId") as site from "Profile"),
            pairs as (
              select ids.site, ids.a[1 + floor(random() * ids.n)::int] as x, ids.a[1 + floor(power(random(), 3) * ids.n)::int] as y
                from ids, generate_series(1, $1::int))
       insert into "Conversation" ("siteId", "initiatorId", "memberLowId", "memberHighId", "createdAt", "lastMessageAt")
       select site, x, least(x, y), greatest(x, y), now() - interval '60 days', now()
         from pairs where x <> y
       on conflict do nothing`,
      [Math.ceil(conversations * 1.05)],
    )
    await client.query(
      `insert into "ConversationMember" ("conversationId", "userId")
       select c.id, m.id from "Conversation" c cross join lateral (values (c."memberLowId"), (c."memberHighId")) m(id)
       on conflict do nothing`,
    )
    await client.query(
      `insert into "Message" ("conversationId", "senderId", type, body, credits, "createdAt")
       select c.id, case when random() < 0.5 then c."memberLowId" else c."memberHighId" end, 'text',
              'Hello, how are you? ' || g, 0, now() - (g || ' hours')::interval - random() * interval '50 days'
         from "Conversation" c, generate_series(1, $1::int) g`,
      [PER_CONVERSATION],
    )
    await client.query(
      `update "Conversation" c set "lastMessageAt" = m.last
         from (select "conversationId", max("createdAt") as last from "Message" group by 1) m
        where m."conversationId" = c.id`,
    )
    await client.query(`update "ConversationMember" set "unreadCount" = floor(random() * 4)::int where random() < 0.3`)
    await client.query('COMMIT')
    console.log(`chats added in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  await client.query('VACUUM ANALYZE "Conversation", "ConversationMember", "Message", "Profile", "User", "Block", "Photo"')
  await client.end()
}

await prepareDatabase()

const site = await prisma.site.findFirstOrThrow({ where: { isDefault: true } })
// Members and one of their conversations whose other member they may still reach (the page's own rule).
const members = await prisma.$queryRaw<{ userId: number; conversationId: number }[]>`
  select distinct on (cm."userId") cm."userId", cm."conversationId"
    from "ConversationMember" cm
    join "Conversation" c on c.id = cm."conversationId"
    join "Profile" p on p."userId" = case when c."memberLowId" = cm."userId" then c."memberHighId" else c."memberLowId" end
   where cm."userId" in (select "userId" from "ConversationMember" order by random() limit 2000)
     and p.status = 'active' and not p.invisible and p.searchable
   order by cm."userId", cm."conversationId"`
const sample = Array.from({ length: RUNS + WARMUP }, (_, i) => members[(i * 7919) % members.length]!)
const [busiest] = await prisma.$queryRaw<{ userId: number; n: bigint; conversationId: number }[]>`
  select "userId", count(*) as n, max("conversationId") as "conversationId" from "ConversationMember" group by 1 order by 2 desc limit 1`
const reader = (userId: number, paidUser = true) => ({ id: userId, siteId: site.id, paidUser })
const [messageCount, conversationCount, memberCount] = await Promise.all([
  prisma.message.count(),
  prisma.conversation.count(),
  prisma.profile.count(),
])

const time = (label: string, run: (i: number) => Promise<unknown>) => timeRuns(label, RUNS, WARMUP, run)
const results = [
  await time('chat list (listConversations), random members', (i) => listConversations(reader(sample[i]!.userId))),
  await time(`chat list, busiest member (${Number(busiest!.n).toLocaleString('en')} conversations)`, () =>
    listConversations(reader(busiest!.userId)),
  ),
  await time('one conversation (getConversation, newest 30), random members', (i) =>
    getConversation(reader(sample[i]!.userId), sample[i]!.conversationId),
  ),
  await time('one conversation, a free member (history limit)', (i) =>
    getConversation(reader(sample[i]!.userId, false), sample[i]!.conversationId),
  ),
  await time('unread and new-likes totals (top bar), random members', (i) => getActivityCounts(sample[i]!.userId)),
]

console.log(
  `\n${memberCount.toLocaleString('en')} members, ${conversationCount.toLocaleString('en')} conversations, ${messageCount.toLocaleString('en')} messages, ${RUNS} runs per case (ms)`,
)
printTimings(results, TARGET_P95_MS)
await disconnectPrisma()
