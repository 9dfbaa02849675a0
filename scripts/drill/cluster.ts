// npm run drill:cluster — the multi-node drill (issue 39, docs/operations.md "Running N nodes"):
// 3 web processes of the production build (npm run build first), each with its own data folder,
// behind HAProxy (Debian's package, installed when missing) with health checks on /healthz; 2
// workers; one PostgreSQL; one Redis; photos on an S3-compatible server (s3rver); e-mail to a
// counting SMTP server; purchases through the fake Stripe. It checks what must cross the nodes,
// then kills node 2 with SIGKILL under load and prints what happened. Exit code 1 when a check
// fails. DRILL_USERS, DRILL_SECONDS (before and after the kill) change the load.
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { spawnSync } from 'node:child_process'
import { startCluster } from './cluster-harness.ts'
import { haproxyBinary } from './haproxy.ts'
import { makeMembers } from './cluster-client.ts'
import {
  lockoutAcrossNodes,
  messageAcrossNodes,
  photoAcrossNodes,
  photosOnNodes,
  sessionAcrossNodes,
  siteTextAcrossNodes,
} from './cluster-checks.ts'
import { killNodeUnderLoad } from './kill-under-load.ts'

if (!existsSync('build/app-server.js')) {
  console.error('The drill runs the production build: npm run build first.')
  process.exit(1)
}

const users = Number(process.env.DRILL_USERS ?? 24)
const seconds = Number(process.env.DRILL_SECONDS ?? 15)
const failures: string[] = []
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}
const log = (line: string) => console.log(`     ${line}`)

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')
console.log(`load average before: ${load()} (2 cores: figures above ~2 say more about the machine than about Amora)`)
const started = Date.now()
const cluster = await startCluster({ name: `amora_drill_cluster_${process.pid}`, balancer: 'haproxy', log })
console.log(
  `cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: HAProxy on :${cluster.port}, ` +
    `${cluster.nodes.map((n) => `${n.name} :${n.port}`).join(', ')}, ${cluster.workers.length} workers, S3 ${cluster.s3.endpoint}`,
)
try {
  const [a, b, c, d, e] = await makeMembers(cluster.db, 5, { label: 'cross', credits: 100 })

  const session = await sessionAcrossNodes(cluster, a!)
  check(
    Object.values(session.seen).every((email) => email === a!.email),
    `a session made by a login through node1 is known to ${Object.keys(session.seen).join(', ')}`,
  )

  const photo = await photoAcrossNodes(cluster, b!)
  check(
    photo.publicInBucket && Object.values(photo.served).every((s) => s.public === 200 && s.private === 200),
    `photos uploaded through node1 load through every node (public from the bucket, private by signed address): ${JSON.stringify(photo.served)}`,
  )

  const live = await messageAcrossNodes(cluster, c!, d!)
  check(true, `a message sent through node1 reached the stream held by node2 in ${live.ms} ms`)

  const lockout = await lockoutAcrossNodes(cluster, e!)
  check(
    JSON.stringify(lockout) === '[401,401,401,401,429]',
    `wrong passwords answered by node1, 2, 3, 1, 2: ${lockout.join(', ')} (5th locks)`,
  )

  const text = await siteTextAcrossNodes(cluster)
  check(
    Object.values(text.ms).every((ms) => ms <= 5000),
    `a site text set twice by the support CLI (another process) showed on every node after ${text.rounds.map((r) => JSON.stringify(r.ms)).join(', then ')} ms`,
  )

  const compose = spawnSync(haproxyBinary(), ['-c', '-q', '-f', 'deploy/haproxy.cfg'], { encoding: 'utf8' })
  check(compose.status === 0, `deploy/haproxy.cfg (docker compose's balancer) passes haproxy -c ${compose.stderr.trim()}`)

  const loadUsers = await makeMembers(cluster.db, users, { label: 'load', credits: 500 })
  const recipients = await makeMembers(cluster.db, Math.max(3, Math.round(users / 4)), { label: 'stream' })
  const { rows } = await cluster.db.query<{ id: number }>(
    `select p.id from "CreditPackage" p join "Site" s on s.id = p."siteId" where s.domain = 'localhost' and p.country = 'NL' order by p.amount limit 1`,
  )
  console.log(`load: ${users} members through HAProxy for ${seconds} s, node2 killed (SIGKILL), ${seconds} s more`)
  const report = await killNodeUnderLoad(cluster, {
    users: loadUsers,
    recipients,
    beforeKillMs: seconds * 1000,
    afterKillMs: seconds * 1000,
    packageId: rows[0]!.id,
    log,
  })
  console.log(`     ${report.requests} requests (${report.requestsPerSecond}/s): ${JSON.stringify(report.byAction)}`)
  check(
    report.failedAfterKill === 0,
    `requests started after node2 was gone that the balancer did not route around: ${report.failedAfterKill} (HAProxy marked node2 down after ${report.balancerDownMs} ms); refused by a busy surviving process (503): ${report.overloadedAfterKill}`,
  )
  check(
    report.failedInFlight <= report.inFlightAtKill,
    `failed requests: ${report.failedInFlight}, of ${report.inFlightAtKill} in flight at the kill (${report.inFlightOnNode2 ?? '?'} on node2 as HAProxy counted them)${report.failures.length ? `: ${report.failures.join('; ')}` : ''}`,
  )
  check(
    report.streams.reconnected === report.streams.held && report.streams.resyncs === 0 && report.streams.replayedTwice === 0,
    `streams held on node2: ${report.streams.held}, reconnected through HAProxy: ${report.streams.reconnected} (after ${report.streams.reconnectMs.join(', ')} ms), replayed ${report.streams.replayed} events by Last-Event-ID, ${report.streams.resyncs} resyncs, ${report.streams.replayedTwice} events twice`,
  )
  const m = report.messages
  check(
    m.lost === 0 && m.doubled === 0 && m.missingOnStream === 0,
    `messages: ${m.answered} answered, ${m.stored} stored, ${m.lost} lost, ${m.doubled} doubled, ${m.delivered} on their recipient's streams, ${m.missingOnStream} missing (${m.announcedTwice} announced twice after a retried send)`,
  )
  const cr = report.credits
  check(
    cr.ledgerMismatches === 0 && cr.doubleCharges === 0 && cr.purchaseRows === cr.paidOrders && cr.paidOrders > 0,
    `credits: ${cr.members} balances equal their ledgers except ${cr.ledgerMismatches}, ${cr.doubleCharges} messages charged twice, ${cr.purchases} purchases started, ${cr.paidOrders} orders paid, ${cr.purchaseRows} credited`,
  )
  const em = report.emails
  check(
    em.resetsWithoutEmail === 0 && em.duplicates === 0 && em.received === em.outbound,
    `e-mails: ${em.outbound} sent by the workers, ${em.received} received, ${em.duplicates} twice (${JSON.stringify(em.statuses)}); ${em.resets} password resets answered, ${em.resetsWithoutEmail} without their e-mail`,
  )
  const onDisk = await photosOnNodes(cluster)
  check(
    onDisk.length === 0,
    `photos uploaded during the load: ${report.photos.uploaded}; photo files on the web nodes' and workers' disks: ${onDisk.length}`,
  )
} catch (error) {
  failures.push(String(error))
  console.error(error)
} finally {
  await cluster.stop()
}
console.log(`load average after: ${load()}`)
console.log(failures.length ? `${failures.length} checks failed` : 'all checks passed')
process.exit(failures.length ? 1 : 0)
