// npm run bench:chat-delivery — real-time delivery on one production server process in Redis mode
// (issue 12): STREAMS members hold their event stream (/api/events) open; members send messages to
// each other through POST /api/chat.php at RATE per second; prints the p50/p95/p99 time from the
// start of the send request to the recipient's stream event (target p95 < 100 ms), and the send
// requests' own times. Needs `npm run build` first, PostgreSQL and Redis.
//   DATABASE_URL   database (default postgresql://postgres@127.0.0.1:5432/amora_bench_stream; created,
//                  migrated and seeded once)
//   REDIS_URL      Redis (default redis://127.0.0.1:6379)
//   BENCH_STREAMS  open streams, one per member (default 1000)
//   BENCH_RATE     messages per second (default 50)
//   BENCH_SECONDS  how long messages are sent (default 20)
import { performance } from 'node:perf_hooks'
import {
  benchDatabaseUrl,
  benchServerEnv,
  prepareBenchDatabase,
  sessionCookies,
  startAppServer,
  summarise,
  waitUntilUp,
} from './harness.ts'

const url = benchDatabaseUrl('amora_bench_stream')
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000)
const RATE = Number(process.env.BENCH_RATE ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const PORT = 3202
// The seeded site answers to localhost (state changes to an unknown host are refused).
const base = `http://localhost:${PORT}`
const TARGET_P95_MS = 100

process.env.DATABASE_URL = url

// Some seeded members are fictional or inactive: seed half as many again.
await prepareBenchDatabase(url, Math.ceil(STREAMS * 1.5))
const { prisma, disconnectPrisma } = await import('../../server/db.ts')

// Real members who may chat without limits: active, premium, plenty of credits, nobody blocked.
const members = (
  await prisma.profile.findMany({
    where: { fictional: false, status: 'active', searchable: true, invisible: false, user: { status: 'active' } },
    select: { userId: true },
    orderBy: { userId: 'asc' },
    take: STREAMS,
  })
).map((p) => p.userId)
if (members.length < STREAMS) throw new Error(`only ${members.length} members to stream for`)
await prisma.user.updateMany({ where: { id: { in: members } }, data: { paidUser: true, credits: 1_000_000, invisible: false } })
await prisma.block.deleteMany({ where: { OR: [{ blockerId: { in: members } }, { blockedId: { in: members } }] } })
const signed = await sessionCookies(members, base)
const cookies = new Map(members.map((id, i) => [id, signed[i]!]))

const server = startAppServer(PORT, { ...benchServerEnv(url, { redis: true }), DATABASE_POOL_SIZE: '20' })

/** Start times of sends on their way, per "sender>recipient". */
const pending = new Map<string, number[]>()
const delivery: number[] = []
const sendTimes: number[] = []
let failures = 0
const controllers: AbortController[] = []

async function openStream(owner: number): Promise<void> {
  const controller = new AbortController()
  controllers.push(controller)
  const response = await fetch(`${base}/api/events`, { headers: { cookie: cookies.get(owner)! }, signal: controller.signal })
  if (!response.ok || !response.body) throw new Error(`stream of ${owner}: ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let ready = () => {}
  const connected = new Promise<void>((resolve) => (ready = resolve))
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.includes(': connected')) ready()
          const data = block.split('\n').find((l) => l.startsWith('data: '))
          if (!data) continue
          const event = JSON.parse(data.slice(6)) as { type: string; senderId?: number }
          if (event.type !== 'message' || event.senderId === owner) continue
          const started = pending.get(`${event.senderId}>${owner}`)?.shift()
          if (started !== undefined) delivery.push(performance.now() - started)
        }
      }
    } catch {
      // aborted at the end
    }
  })()
  await connected
}

async function send(from: number, to: number, n: number) {
  const key = `${from}>${to}`
  const started = performance.now()
  if (!pending.has(key)) pending.set(key, [])
  pending.get(key)!.push(started)
  const response = await fetch(`${base}/api/chat.php`, {
    method: 'POST',
    headers: { cookie: cookies.get(from)!, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ member_id: to, type: 'text', text: `Benchmark message ${n}` }),
  })
  const body = await response.text()
  if (response.status !== 201 && !failures) console.warn(body.slice(0, 300))
  sendTimes.push(performance.now() - started)
  if (response.status !== 201) {
    if (!failures) console.warn(`a send failed: ${response.status}`)
    failures++
    pending.get(key)!.pop()
  }
}

/** Sends `count` messages at RATE per second; pairs of neighbours write to each other, taking turns. */
async function sendAtRate(count: number, offset: number) {
  const pairs = Math.floor(members.length / 2)
  const sends: Promise<void>[] = []
  const begin = performance.now()
  for (let i = 0; i < count; i++) {
    const n = offset + i
    const [a, b] = [members[(n % pairs) * 2]!, members[(n % pairs) * 2 + 1]!]
    const [from, to] = Math.floor(n / pairs) % 2 === 0 ? [a, b] : [b, a]
    const wait = begin + (i * 1000) / RATE - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    sends.push(send(from, to, n))
  }
  await Promise.all(sends)
}

try {
  await waitUntilUp(`${base}/healthz`)
  const opening = performance.now()
  for (let i = 0; i < members.length; i += 100) await Promise.all(members.slice(i, i + 100).map(openStream))
  console.log(`${members.length.toLocaleString('en')} streams open in ${((performance.now() - opening) / 1000).toFixed(1)} s`)

  // Two seconds at the same rate first, unmeasured: the process warms up (JIT, pools).
  await sendAtRate(RATE * 2, 0)
  delivery.length = 0
  sendTimes.length = 0
  failures = 0
  const total = RATE * SECONDS
  await sendAtRate(total, RATE * 2)
  const deadline = performance.now() + 5000
  while (delivery.length < total - failures && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50))

  const d = summarise('send start → recipient event', delivery)
  const s = summarise('send request (POST /api/chat.php)', sendTimes)
  console.log(
    `\n${total.toLocaleString('en')} messages at ${RATE}/s to ${members.length.toLocaleString('en')} open streams (Redis mode, one process)`,
  )
  console.log(
    `delivered ${delivery.length.toLocaleString('en')}, failed sends ${failures}, missing events ${total - failures - delivery.length}`,
  )
  console.log('measure'.padEnd(40), 'p50'.padStart(7), 'p95'.padStart(7), 'p99'.padStart(7), 'max'.padStart(7), ' (ms)')
  for (const r of [d, s]) console.log(r.label.padEnd(40), ...[r.p50, r.p95, r.p99, r.max].map((v) => v.toFixed(1).padStart(7)))
  console.log(`target: delivery p95 < ${TARGET_P95_MS} ms: ${d.p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`)
} finally {
  for (const c of controllers) c.abort()
  server.kill('SIGTERM')
  await disconnectPrisma()
}
