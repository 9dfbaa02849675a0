// npm run bench:export — how long one member's data export takes (issue 34): the member has
// 10,000 messages in 50 conversations, and the whole job is timed (data.json streamed from the
// database, the ZIP written, stored), without the e-mail. Creates (or reuses) amora_bench_export
// with a small seed; the member is made afresh on every run.
//   DATABASE_URL      another database (default postgresql://postgres@127.0.0.1:5432/amora_bench_export)
//   BENCH_MESSAGES    messages of the member's conversations (default 10000)
//   BENCH_RUNS        exports timed (default 3; the median is printed too)
import { stat } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { benchDatabaseUrl, prepareBenchDatabase } from './harness.ts'

const url = benchDatabaseUrl('amora_bench_export')
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000)
const CONVERSATIONS = 50
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

process.env.DATABASE_URL = url
process.env.DATA_DIR ??= '.data/bench'
process.env.UPLOAD_DIR ??= '.data/bench/uploads'

await prepareBenchDatabase(url, 200)
const { prisma, disconnectPrisma } = await import('../../server/db.ts')
const { writeExportZip } = await import('../../server/privacy/build-export.ts')

/** A member with `MESSAGES` messages over `CONVERSATIONS` conversations with seeded members. */
async function memberWithMessages() {
  const site = await prisma.site.findFirstOrThrow({ where: { domain: 'localhost' } })
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `bench.export.${Date.now()}@bench.amora.example`,
      passwordHash: 'x',
      status: 'active',
      profile: { create: { siteId: site.id, name: 'Bench', gender: 'female', birthDate: new Date('1990-01-01'), country: 'NL' } },
    },
  })
  const partners = await prisma.profile.findMany({
    where: { siteId: site.id, userId: { not: user.id } },
    select: { userId: true },
    take: CONVERSATIONS,
  })
  const started = performance.now()
  await prisma.$executeRaw`
    WITH partners AS (SELECT unnest(${partners.map((p) => p.userId)}::int[]) AS id),
         made AS (
           INSERT INTO "Conversation" ("siteId", "initiatorId", "createdAt", "lastMessageAt")
           SELECT ${site.id}, ${user.id}, now() - interval '90 days', now() FROM partners
           RETURNING id),
         numbered AS (SELECT id, row_number() OVER () AS n FROM made),
         pair AS (SELECT numbered.id, p.id AS partner FROM numbered
                   JOIN (SELECT id, row_number() OVER () AS n FROM partners) p USING (n))
    INSERT INTO "ConversationMember" ("conversationId", "userId")
    SELECT id, ${user.id} FROM pair UNION ALL SELECT id, partner FROM pair`
  await prisma.$executeRaw`
    WITH mine AS (
      SELECT cm."conversationId", array_agg(cm."userId") AS members, row_number() OVER () - 1 AS k
        FROM "ConversationMember" cm
        JOIN "ConversationMember" me ON me."conversationId" = cm."conversationId" AND me."userId" = ${user.id}
       GROUP BY cm."conversationId")
    INSERT INTO "Message" ("conversationId", "senderId", body, "createdAt")
    SELECT mine."conversationId", mine.members[1 + (i % 2)],
           'Message ' || i || ': a line of chat about the weekend, the weather and a place to meet.',
           now() - interval '90 days' + i * interval '1 minute'
      FROM generate_series(0, ${MESSAGES - 1}::int) AS i
      JOIN mine ON mine.k = i % ${CONVERSATIONS}`
  console.log(
    `made member ${user.id} with ${MESSAGES.toLocaleString('en')} messages in ${Math.round(performance.now() - started)} ms`,
  )
  return user.id
}

const userId = await memberWithMessages()
const times: number[] = []
for (let run = 0; run < RUNS; run++) {
  const file = path.join(tmpdir(), `amora-bench-export-${process.pid}-${run}.zip`)
  const started = performance.now()
  await writeExportZip(userId, file)
  const ms = performance.now() - started
  times.push(ms)
  const { size } = await stat(file)
  console.log(`export ${run + 1}: ${Math.round(ms)} ms, ZIP ${(size / 1024).toFixed(0)} KiB`)
  await rm(file, { force: true })
}
times.sort((a, b) => a - b)
console.log(
  `data export of a member with ${MESSAGES.toLocaleString('en')} messages: median ${Math.round(times[Math.floor(times.length / 2)]!)} ms`,
)
await disconnectPrisma()
