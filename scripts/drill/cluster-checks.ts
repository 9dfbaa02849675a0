// The checks of the cluster drill, each returning what it measured; npm run drill:cluster prints
// them, tests/http/cluster-drill.test.ts asserts them on a smaller run. Requests go to one node
// directly where a check is about crossing nodes, and through the balancer otherwise.
import { readdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Cluster, ClusterProcess } from './cluster-harness.ts'
import {
  JSON_HEADERS,
  logIn,
  memberRequest,
  openEventStream,
  sendMessage,
  uploadPhoto,
  type DrillMember,
} from './cluster-client.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(100)
  }
}

/** A session made by a login through node 1 is known to every node. */
export async function sessionAcrossNodes(cluster: Cluster, member: DrillMember) {
  const login = await logIn(cluster.nodes[0]!.port, member)
  if (login.status !== 200) throw new Error(`login through node 1 answered ${login.status}: ${login.body}`)
  const cookie = String(login.headers['set-cookie']).split(';')[0]!
  const seen: Record<string, string | null> = {}
  for (const node of cluster.nodes) {
    const me = await memberRequest(node.port, { ...member, cookie }, { path: '/api/user.php', headers: JSON_HEADERS })
    seen[node.name] = me.status === 200 ? (JSON.parse(me.body) as { user: { email: string } }).user.email : null
  }
  return { cookie, seen }
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

/** Photo files (*.webp) in the web processes' and workers' own folders: with S3 there are none. */
export async function photosOnNodes(cluster: Cluster): Promise<string[]> {
  const all = await Promise.all([...cluster.nodes, ...cluster.workers].map((p) => filesUnder(p.dataDir)))
  return all.flat().filter((file) => file.endsWith('.webp'))
}

interface UploadedPhoto {
  id: number
  status: string
  url: string
  thumbUrl: string
}

/**
 * Photos uploaded through node 1 load through every node: the public one from the bucket, the one
 * made private (through node 2) through each node's signed address, which sends the browser on
 * to a presigned address of the bucket.
 */
export async function photoAcrossNodes(cluster: Cluster, member: DrillMember) {
  const uploaded: UploadedPhoto[] = []
  for (const seed of [1, 2]) {
    const upload = await uploadPhoto(cluster.nodes[0]!.port, member, member.id * 10 + seed)
    if (upload.status !== 201) throw new Error(`upload through node 1 answered ${upload.status}: ${upload.body}`)
    uploaded.push((JSON.parse(upload.body) as { photo: UploadedPhoto }).photo)
  }
  const [main, other] = uploaded as [UploadedPhoto, UploadedPhoto]
  const made = await memberRequest(cluster.nodes[1]!.port, member, {
    method: 'POST',
    path: '/api/photos.php',
    headers: JSON_HEADERS,
    body: JSON.stringify({ action: 'private', id: other.id }),
  })
  if (made.status !== 200) throw new Error(`making the photo private through node 2 answered ${made.status}: ${made.body}`)
  const served: Record<string, { public: number; private: number }> = {}
  for (const node of cluster.nodes) {
    const list = await memberRequest(node.port, member, { path: '/api/photos.php', headers: JSON_HEADERS })
    const photos = (JSON.parse(list.body) as { photos: UploadedPhoto[] }).photos
    const shownMain = photos.find((p) => p.id === main.id)
    const shownPrivate = photos.find((p) => p.id === other.id)
    served[node.name] = {
      public: shownMain ? await loadPhoto(node.port, member, shownMain.thumbUrl) : 404,
      private: shownPrivate?.url.startsWith('/uploads/private/')
        ? await loadPhoto(node.port, member, shownPrivate.thumbUrl)
        : 404,
    }
  }
  return { served, publicInBucket: main.url.startsWith(`${cluster.s3.endpoint}/${cluster.s3.bucket}/`) }
}

/** The status of loading a photo address as the browser would (a signed address on `port` first). */
async function loadPhoto(port: number, member: DrillMember, url: string): Promise<number> {
  if (!url.startsWith('/')) return (await fetch(url)).status
  const signed = await memberRequest(port, member, { path: url })
  if (signed.status !== 302) return signed.status
  return (await fetch(String(signed.headers.location))).status
}

/** A message sent through node 1 reaches the recipient's stream held by node 2, live. */
export async function messageAcrossNodes(cluster: Cluster, sender: DrillMember, recipient: DrillMember) {
  const stream = openEventStream(cluster.nodes[1]!.port, recipient)
  try {
    if ((await stream.connected) !== 200) throw new Error('the stream on node 2 did not open')
    const started = Date.now()
    const sent = await sendMessage(
      cluster.nodes[0]!.port,
      sender,
      recipient,
      'From node 1 to node 2',
      `x-${sender.id}-${Date.now()}`,
    )
    if (sent.status !== 201) throw new Error(`send through node 1 answered ${sent.status}: ${sent.body}`)
    const messageId = (JSON.parse(sent.body) as { message: { id: number } }).message.id
    await until('the message on node 2', async () => stream.events.some((e) => e.type === 'message' && e.messageId === messageId))
    return { messageId, ms: Date.now() - started }
  } finally {
    stream.close()
  }
}

/** Wrong passwords answered by different nodes count together: the 5th locks the account. */
export async function lockoutAcrossNodes(cluster: Cluster, member: DrillMember) {
  const statuses: number[] = []
  for (let i = 0; i < 5; i++) {
    const node = cluster.nodes[i % cluster.nodes.length]!
    statuses.push((await logIn(node.port, member, 'not the password')).status)
  }
  return statuses
}

/**
 * A site text changed by another process (the support CLI) shows on every node: ms per node, for
 * two changes in a row. The second proves the bus: the nodes have just read the site again, so
 * their copies cannot reach the end of their 30 s TTL meanwhile.
 */
export async function siteTextAcrossNodes(cluster: Cluster) {
  const read = async (node: ClusterProcess) => {
    const answer = await memberRequest(node.port, null, {
      path: '/api/settings.php',
      headers: { cookie: 'lng=de', accept: 'application/json' },
    })
    return (JSON.parse(answer.body) as { index_title: string }).index_title
  }
  // Every node has the site (and /api/settings.php's answer) cached before the change.
  for (const node of cluster.nodes) await read(node)
  const rounds: { ms: Record<string, number>; cliMs: number }[] = []
  for (const round of [1, 2]) {
    const text = `Cluster drill ${round} ${Date.now()}`
    const started = Date.now()
    await cluster.support(['site-text', 'de', 'index_title', '--value', text])
    const changedAt = Date.now()
    const ms: Record<string, number> = {}
    await Promise.all(
      cluster.nodes.map(async (node) => {
        await until(`the new text on ${node.name}`, async () => (await read(node)) === text, 10_000)
        ms[node.name] = Date.now() - changedAt
      }),
    )
    rounds.push({ ms, cliMs: changedAt - started })
  }
  return { rounds, ms: Object.fromEntries(cluster.nodes.map((n) => [n.name, Math.max(...rounds.map((r) => r.ms[n.name]!))])) }
}

export { sleep, until }
