// The drill's main act: members use the site through the balancer (polling, search, profiles,
// chat, photo uploads, purchases, password resets) while the recipients of half the messages hold
// their event streams on node 2; node 2 is killed with SIGKILL. Then: the balancer routes around
// it, the streams reconnect through the balancer and replay what they missed (Last-Event-ID), no
// message, credit or e-mail is lost or doubled, and the failed requests are only those that were
// in flight when the node died.
import { Redis } from 'ioredis'
import type { Cluster } from './cluster-harness.ts'
import {
  buyCredits,
  JSON_HEADERS,
  logIn,
  memberRequest,
  openEventStream,
  sendMessage,
  uploadPhoto,
  type DrillMember,
  type EventStream,
} from './cluster-client.ts'
import { photosOnNodes, sleep, until } from './cluster-checks.ts'

export interface LoadOptions {
  /** Members using the site through the balancer. */
  users: DrillMember[]
  /** Recipients whose streams are held on node 2; each user writes to one of them. */
  recipients: DrillMember[]
  /** Load before the kill and after it. */
  beforeKillMs: number
  afterKillMs: number
  packageId: number
  /** Requests in flight per user at once (1: each user waits for its answer). */
  log?: (line: string) => void
}

type Action = 'poll' | 'search' | 'profile' | 'message' | 'upload' | 'purchase' | 'login' | 'reset'

interface Sent {
  action: Action
  startedAt: number
  endedAt?: number
  status?: number
  error?: string
  /** Who answered a 5xx: the balancer (no server, bad gateway) or a web process (its JSON error). */
  by?: 'balancer' | 'app'
}

const WEIGHTS: [Action, number][] = [
  ['poll', 30],
  ['search', 16],
  ['profile', 18],
  ['message', 26],
  ['upload', 2],
  ['purchase', 3],
  ['login', 3],
  ['reset', 2],
]

/** Event ids ("<ms>-<n>") in order. */
function compareIds(a: string, b: string): number {
  const [x, y] = [a.split('-').map(Number), b.split('-').map(Number)]
  return x[0]! - y[0]! || x[1]! - y[1]!
}

const FIRST_ACTIONS: Action[] = ['purchase', 'reset', 'upload', 'login']

function pick(random: number): Action {
  const total = WEIGHTS.reduce((sum, [, w]) => sum + w, 0)
  let at = random * total
  for (const [action, weight] of WEIGHTS) if ((at -= weight) < 0) return action
  return 'poll'
}

export interface KillReport {
  requests: number
  byAction: Record<string, number>
  requestsPerSecond: number
  /** Requests not yet answered when node 2 was killed (all nodes), and on node 2 as HAProxy saw it. */
  inFlightAtKill: number
  inFlightOnNode2: number | null
  /** Failed requests (no answer, or a 5xx) among those in flight at the kill, and among later ones. */
  failedInFlight: number
  failedAfterKill: number
  /** Requests after the kill that a surviving process refused itself (503: database busy), i.e. load. */
  overloadedAfterKill: number
  failures: string[]
  /** ms from the kill until the balancer marked node 2 down. */
  balancerDownMs: number
  streams: { held: number; reconnected: number; resyncs: number; reconnectMs: number[]; replayed: number; replayedTwice: number }
  messages: {
    answered: number
    stored: number
    lost: number
    doubled: number
    delivered: number
    /** Messages whose event came twice: a retried send is announced again (pages refetch, nothing shows twice). */
    announcedTwice: number
    missingOnStream: number
  }
  credits: {
    members: number
    ledgerMismatches: number
    doubleCharges: number
    purchases: number
    paidOrders: number
    purchaseRows: number
  }
  emails: {
    resets: number
    resetsWithoutEmail: number
    outbound: number
    received: number
    duplicates: number
    /** OutboundEmail rows by status at the end (queued, sent, failed...). */
    statuses: Record<string, number>
  }
  photos: { uploaded: number; onNodeDisks: number }
}

export async function killNodeUnderLoad(cluster: Cluster, options: LoadOptions): Promise<KillReport> {
  const log = options.log ?? (() => undefined)
  const node2 = cluster.nodes[1]!
  const port = cluster.port
  const sent: Sent[] = []
  const messageKeys = new Map<string, { from: DrillMember; to: DrillMember; answered: boolean; attempts: string[] }>()
  const resets: { member: DrillMember; ok: boolean }[] = []
  let purchases = 0
  let uploads = 0
  let stopping = false
  let counter = 0

  const track = async (action: Action, run: () => Promise<{ status: number }>) => {
    const entry: Sent = { action, startedAt: Date.now() }
    sent.push(entry)
    try {
      const answer = (await run()) as { status: number; body?: string }
      entry.status = answer.status
      if (entry.status >= 500) {
        // Our processes answer errors in the API's JSON shape or as the generic error page.
        const ours = /"code"|service_unavailable|<html lang=/.test(answer.body ?? '')
        entry.by = ours ? 'app' : 'balancer'
        entry.error = `${entry.status} from the ${entry.by}`
      }
    } catch (error) {
      entry.error = (error as Error).message
    }
    entry.endedAt = Date.now()
    return entry
  }

  // Webhooks come through the balancer; like Stripe, the sandbox sends one again until it is taken.
  const pay = async (sessionId: string) => {
    await cluster.stripe.complete(sessionId, 'pay').catch(() => undefined)
    const session = cluster.stripe.sessions.get(sessionId)!
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await cluster.db.query<{ state: string }>(`select status as state from "Order" where id = $1`, [
        Number(session.metadata.orderId),
      ])
      if (rows[0]?.state === 'paid') return
      const status = await cluster.stripe.sendEvent('checkout.session.completed', session).catch(() => 0)
      if (status === 200) return
      await sleep(250)
    }
  }

  const profileIds = (
    await cluster.db.query<{ userId: number }>(`select "userId" from "Profile" where searchable order by "userId" limit 50`)
  ).rows.map((r) => r.userId)

  const act = async (user: DrillMember, index: number, first: boolean) => {
    const n = counter++
    // The first rounds cover every rare action at least once; then the weights decide.
    const action = first && index < FIRST_ACTIONS.length ? FIRST_ACTIONS[index]! : pick(((n * 7919) % 1000) / 1000)
    switch (action) {
      case 'poll':
        return void (await track(action, () => memberRequest(port, user, { path: '/api/user.php', headers: JSON_HEADERS })))
      case 'search':
        return void (await track(action, () =>
          memberRequest(port, user, { path: `/api/search.php?gender=${n % 2 ? 'female' : 'male'}`, headers: JSON_HEADERS }),
        ))
      case 'profile':
        return void (await track(action, () =>
          memberRequest(port, user, { path: `/api/profile.php?id=${profileIds[n % profileIds.length]}`, headers: JSON_HEADERS }),
        ))
      case 'message': {
        const to = options.recipients[index % options.recipients.length]!
        const key = `drill-${user.id}-${n}`
        messageKeys.set(key, { from: user, to, answered: false, attempts: [] })
        // A client whose send failed sends again with the same key, as the chat page does.
        for (let attempt = 0; attempt < 4; attempt++) {
          const entry = await track(action, () => sendMessage(port, user, to, `Drill message ${n}`, key))
          messageKeys.get(key)!.attempts.push(`${entry.startedAt - (deadAt || entry.startedAt)}ms:${entry.status ?? entry.error}`)
          if (entry.status === 201 || entry.status === 200) return void (messageKeys.get(key)!.answered = true)
          if (entry.status && entry.status < 500) return
          await sleep(200)
        }
        return
      }
      case 'upload':
        uploads++
        return void (await track(action, () => uploadPhoto(port, user, n)))
      case 'purchase':
        purchases++
        return void (await track(action, () => buyCredits(port, user, options.packageId, pay)))
      case 'login':
        return void (await track(action, () => logIn(port, user)))
      case 'reset': {
        const reset = { member: user, ok: false }
        resets.push(reset)
        const entry = await track(action, () =>
          memberRequest(port, null, {
            method: 'POST',
            path: '/reset-password',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': user.ip },
            body: new URLSearchParams({ email: user.email }).toString(),
          }),
        )
        reset.ok = entry.status === 200
        return
      }
    }
  }

  // Streams on node 2, directly: these are the ones that must move when it dies.
  const streams = new Map<number, EventStream[]>()
  for (const recipient of options.recipients) {
    const stream = openEventStream(node2.port, recipient)
    if ((await stream.connected) !== 200) throw new Error('a stream on node 2 did not open')
    streams.set(recipient.id, [stream])
  }
  const reconnectMs: number[] = []
  let resyncs = 0
  let killedAt = 0
  let deadAt = 0
  const following: Promise<void>[] = []
  const follow = (recipient: DrillMember, stream: EventStream) =>
    following.push(
      stream.ended.then(async () => {
        if (stopping && !killedAt) return
        // The browser's EventSource reconnects with the last id it saw, through the balancer.
        for (let attempt = 0; attempt < 50; attempt++) {
          const again = openEventStream(port, recipient, stream.lastId())
          const status = await again.connected.catch(() => 0)
          if (status === 200) {
            reconnectMs.push(Date.now() - killedAt)
            streams.get(recipient.id)!.push(again)
            await until('the replay', async () => again.events.length > 0 || Date.now() - killedAt > 3000, 5000).catch(
              () => undefined,
            )
            if (again.events.some((e) => e.type === 'resync')) resyncs++
            return
          }
          await sleep(200)
        }
      }),
    )
  for (const recipient of options.recipients) follow(recipient, streams.get(recipient.id)![0]!)

  const loops = options.users.map(async (user, index) => {
    for (let round = 0; !stopping; round++) await act(user, index, round === 0)
  })
  const started = Date.now()
  await sleep(options.beforeKillMs)

  const inFlightAtSignal = sent.filter((s) => s.endedAt === undefined).length
  const inFlightOnNode2 =
    cluster.balancer.kind === 'haproxy'
      ? await fetch(`http://127.0.0.1:${cluster.balancer.haproxy.statsPort}/stats;csv`)
          .then((r) => r.text())
          .then((csv) => {
            const rows = csv.split('\n').map((l) => l.split(','))
            const header = rows[0]!.map((h) => h.replace(/^# /, ''))
            const row = rows.find((r) => r[0] === 'nodes' && r[1] === node2.name)
            return row ? Number(row[header.indexOf('scur')]) : null
          })
          .catch(() => null)
      : null
  killedAt = Date.now()
  const gone = new Promise<number>((resolve) => node2.process.once('exit', () => resolve(Date.now())))
  node2.process.kill('SIGKILL')
  // Until the process is gone its socket may still take a connection: those requests are at risk too.
  deadAt = await gone
  log(`node2 killed with ${inFlightAtSignal} requests in flight, gone ${deadAt - killedAt} ms later`)
  const balancerDownMs = await until(
    'node 2 marked down',
    async () => {
      const down =
        cluster.balancer.kind === 'haproxy'
          ? (await cluster.balancer.haproxy.status())[node2.name]?.startsWith('DOWN')
          : !cluster.balancer.tcp.backends.find((b) => b.name === node2.name)!.up
      return down ? Date.now() - killedAt : undefined
    },
    15_000,
  )
  await sleep(options.afterKillMs)
  stopping = true
  await Promise.all(loops)
  const elapsed = (Date.now() - started) / 1000
  // Every stream of node 2 has come back (a slow machine may take a while) before anything is counted.
  await Promise.race([Promise.all(following), sleep(60_000)])

  const inFlight = sent.filter((s) => s.startedAt < deadAt && (s.endedAt ?? Infinity) > killedAt)
  const failedInFlight = inFlight.filter((s) => s.error).length
  const afterKill = sent.filter((s) => s.startedAt >= deadAt && s.error)
  // Not routed around node 2: no answer, or the balancer's own error. A web process's 503 is load.
  const failedAfterKill = afterKill.filter((s) => s.by !== 'app')
  const overloadedAfterKill = afterKill.filter((s) => s.by === 'app').length
  const failures = [...inFlight.filter((s) => s.error), ...afterKill].map(
    (s) => `${s.action} sent ${s.startedAt - deadAt} ms after node2 was gone, ended +${s.endedAt! - s.startedAt} ms: ${s.error}`,
  )

  // Messages: one row per key that was answered; none twice; each on its recipient's streams once.
  const keys = [...messageKeys.keys()]
  const { rows: stored } = await cluster.db.query<{ clientKey: string; id: number; senderId: number; n: string }>(
    `select "clientKey", min(id) as id, min("senderId") as "senderId", count(*) as n from "Message" where "clientKey" = any($1) group by "clientKey"`,
    [keys],
  )
  const storedByKey = new Map(stored.map((r) => [r.clientKey, r]))
  const answered = [...messageKeys.values()].filter((m) => m.answered).length
  const lost = [...messageKeys.entries()].filter(([key, m]) => m.answered && !storedByKey.has(key)).length
  const doubled = stored.filter((r) => Number(r.n) > 1).length
  const storedIds = new Set(stored.map((r) => r.id))
  const seenOnStreams = () => {
    const counts = new Map<number, number>()
    for (const list of streams.values())
      for (const stream of list)
        for (const e of stream.events)
          if (e.type === 'message' && storedIds.has(e.messageId as number))
            counts.set(e.messageId as number, (counts.get(e.messageId as number) ?? 0) + 1)
    return counts
  }
  await until('every stored message on its stream', async () => seenOnStreams().size === storedIds.size, 15_000).catch(
    () => undefined,
  )
  const seen = seenOnStreams()
  // A missing one: was its event published at all (the recipient's log in Redis), or lost on the way?
  const redis = new Redis(cluster.env.REDIS_URL!)
  for (const row of stored) {
    if (seen.has(row.id)) continue
    const sent = messageKeys.get(row.clientKey)!
    const log = await redis.xrange(`${cluster.env.KEY_PREFIX}:member-events:log:${sent.to.id}`, '-', '+')
    const entry = log.find(([, fields]) => fields[1]?.includes(`"messageId":${row.id},`))
    // Did the stream hear later events (one event dropped) or none (a stream gone deaf)?
    const later = entry
      ? streams
          .get(sent.to.id)!
          .flatMap((stream) => stream.events)
          .filter((e) => e.sseId && compareIds(e.sseId, entry[0]) > 0).length
      : 0
    failures.push(
      `message ${row.id} (${row.clientKey}) not on its recipient's streams, ${entry ? `but in their event log (${later} later events on the streams)` : 'nor in their event log'}; attempts ${sent.attempts.join(', ')}`,
    )
  }
  redis.disconnect()
  // Each recipient's sessions together: every SSE id once (a replay starts after the last one seen).
  let replayedTwice = 0
  for (const list of streams.values()) {
    const ids = list.flatMap((stream) => stream.events.map((e) => e.sseId).filter(Boolean))
    replayedTwice += ids.length - new Set(ids).size
  }
  const replayed = [...streams.values()]
    .flatMap((list) => list.slice(1))
    .reduce((sum, s) => sum + s.events.filter((e) => e.type === 'message').length, 0)
  for (const list of streams.values()) for (const stream of list) stream.close()

  // Credits: every balance is its ledger's sum; no message charged twice; each paid order credited once.
  const userIds = options.users.map((u) => u.id)
  const { rows: ledger } = await cluster.db.query<{ id: number; credits: number; sum: string | null }>(
    `select u.id, u.credits, (select sum(delta) from "CreditTransaction" t where t."userId" = u.id) as sum from "User" u where u.id = any($1)`,
    [userIds],
  )
  const { rows: charges } = await cluster.db.query<{ n: string }>(
    `select count(*) as n from "CreditTransaction" where "userId" = any($1) and "messageId" is not null group by "messageId" having count(*) > 1`,
    [userIds],
  )
  const { rows: orders } = await cluster.db.query<{ paid: string; rows: string }>(
    `select count(*) filter (where o.status = 'paid') as paid,
            (select count(*) from "CreditTransaction" t where t.reason = 'purchase' and t."userId" = any($1)) as rows
       from "Order" o where o."userId" = any($1)`,
    [userIds],
  )

  // E-mails: every reset that was answered got its e-mail, each sent e-mail arrived once.
  let outbound = 0
  await until(
    'the e-mails settled: none queued, each sent one received',
    async () => {
      const { rows } = await cluster.db.query<{ queued: string; sent: string }>(
        `select count(*) filter (where status = 'queued') as queued, count(*) filter (where status = 'sent') as sent from "OutboundEmail"`,
      )
      outbound = Number(rows[0]!.sent)
      return Number(rows[0]!.queued) === 0 && cluster.mail.length === outbound
    },
    30_000,
  ).catch(() => undefined)
  const ids = cluster.mail.map((m) => m.messageId)
  const { rows: statusRows } = await cluster.db.query<{ status: string; n: string }>(
    `select status, count(*) as n from "OutboundEmail" group by status`,
  )
  const okResets = resets.filter((r) => r.ok)
  const resetsWithoutEmail = okResets.filter((r) => !cluster.mail.some((m) => m.to.includes(r.member.email))).length

  const byAction: Record<string, number> = {}
  for (const s of sent) byAction[s.action] = (byAction[s.action] ?? 0) + 1
  return {
    requests: sent.length,
    byAction,
    requestsPerSecond: Math.round(sent.length / elapsed),
    inFlightAtKill: inFlight.length,
    inFlightOnNode2,
    failedInFlight,
    failedAfterKill: failedAfterKill.length,
    overloadedAfterKill,
    failures,
    balancerDownMs,
    streams: { held: options.recipients.length, reconnected: reconnectMs.length, resyncs, reconnectMs, replayed, replayedTwice },
    messages: {
      answered,
      stored: stored.length,
      lost,
      doubled,
      delivered: seen.size,
      announcedTwice: [...seen.values()].filter((n) => n > 1).length,
      missingOnStream: storedIds.size - seen.size,
    },
    credits: {
      members: ledger.length,
      ledgerMismatches: ledger.filter((r) => Number(r.sum ?? 0) !== r.credits).length,
      doubleCharges: charges.length,
      purchases,
      paidOrders: Number(orders[0]?.paid ?? 0),
      purchaseRows: Number(orders[0]?.rows ?? 0),
    },
    emails: {
      resets: okResets.length,
      resetsWithoutEmail,
      outbound,
      received: cluster.mail.length,
      duplicates: ids.length - new Set(ids).size,
      statuses: Object.fromEntries(statusRows.map((r) => [r.status, Number(r.n)])),
    },
    photos: { uploaded: uploads, onNodeDisks: (await photosOnNodes(cluster)).length },
  }
}
