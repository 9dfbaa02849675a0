// The short cluster drill (issue 39; the full one is npm run drill:cluster, with HAProxy): three
// web processes of the production build with data folders of their own behind a load balancer
// that checks /healthz (scripts/drill/tcp-balancer.ts, so this test needs nothing installed), two
// workers, one PostgreSQL, one Redis, photos on a real S3-compatible server. Sessions, photos,
// live messages, limits and site texts cross the nodes; node 2 killed with SIGKILL under load
// loses no message, credit or e-mail, and only requests in flight on it fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCluster, type Cluster } from '../../scripts/drill/cluster-harness.ts'
import { makeMembers } from '../../scripts/drill/cluster-client.ts'
import {
  lockoutAcrossNodes,
  messageAcrossNodes,
  photoAcrossNodes,
  photosOnNodes,
  sessionAcrossNodes,
  siteTextAcrossNodes,
} from '../../scripts/drill/cluster-checks.ts'
import { killNodeUnderLoad } from '../../scripts/drill/kill-under-load.ts'

let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster({ name: `amora_http_drill_${process.pid}`, balancer: 'tcp' })
}, 120_000)
afterAll(() => cluster?.stop(), 60_000)

describe('three web processes behind a load balancer', () => {
  it('know a session made through one of them', async () => {
    const [member] = await makeMembers(cluster.db, 1, { label: 'session' })
    const { seen } = await sessionAcrossNodes(cluster, member!)
    expect(seen).toEqual({ node1: member!.email, node2: member!.email, node3: member!.email })
  })

  it('serve a photo uploaded through another, from the S3 store, and keep none on their disks', async () => {
    const [member] = await makeMembers(cluster.db, 1, { label: 'photo' })
    const { served, publicInBucket } = await photoAcrossNodes(cluster, member!)
    expect(publicInBucket).toBe(true)
    for (const node of ['node1', 'node2', 'node3']) expect(served[node]).toEqual({ public: 200, private: 200 })
    expect(await photosOnNodes(cluster)).toEqual([])
  })

  it('deliver a message sent through node 1 to a stream held by node 2, live', async () => {
    const [sender, recipient] = await makeMembers(cluster.db, 2, { label: 'live', credits: 100 })
    const { messageId } = await messageAcrossNodes(cluster, sender!, recipient!)
    expect(messageId).toBeGreaterThan(0)
  })

  it('count the login limit together: the 5th wrong password, answered by another node, locks the account', async () => {
    const [member] = await makeMembers(cluster.db, 1, { label: 'lockout' })
    expect(await lockoutAcrossNodes(cluster, member!)).toEqual([401, 401, 401, 401, 429])
  })

  it('show a site text changed by another process on every node within 5 s', async () => {
    const { ms } = await siteTextAcrossNodes(cluster)
    for (const node of ['node1', 'node2', 'node3']) expect(ms[node]).toBeLessThanOrEqual(5000)
  })

  it('survive node 2 killed under load: streams move and replay, nothing is lost or doubled', async () => {
    const users = await makeMembers(cluster.db, 8, { label: 'load', credits: 500 })
    const recipients = await makeMembers(cluster.db, 3, { label: 'stream' })
    const { rows } = await cluster.db.query<{ id: number }>(
      `select p.id from "CreditPackage" p join "Site" s on s.id = p."siteId" where s.domain = 'localhost' and p.country = 'NL' order by p.amount limit 1`,
    )
    const report = await killNodeUnderLoad(cluster, {
      users,
      recipients,
      beforeKillMs: 3000,
      afterKillMs: 3000,
      packageId: rows[0]!.id,
    })
    console.log(JSON.stringify(report))
    expect(report.failedAfterKill).toBe(0)
    expect(report.failedInFlight).toBeLessThanOrEqual(report.inFlightAtKill)
    expect(report.streams).toMatchObject({ held: 3, reconnected: 3, resyncs: 0, replayedTwice: 0 })
    expect(report.messages).toMatchObject({ lost: 0, doubled: 0, missingOnStream: 0 })
    expect(report.messages.stored).toBeGreaterThan(0)
    expect(report.credits).toMatchObject({ ledgerMismatches: 0, doubleCharges: 0 })
    expect(report.credits.purchaseRows).toBe(report.credits.paidOrders)
    expect(report.credits.paidOrders).toBeGreaterThan(0)
    expect(report.emails).toMatchObject({ resetsWithoutEmail: 0, duplicates: 0 })
    expect(report.emails.received).toBe(report.emails.outbound)
    expect(report.photos.onNodeDisks).toBe(0)
  }, 90_000)
})
