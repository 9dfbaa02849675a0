// The drill's members: accounts made in the database, requests as their browsers send them (each
// member from an address of its own, so limits per client count per member), event streams that
// reconnect with Last-Event-ID, and the actions of the drill's mix.
import { randomBytes } from 'node:crypto'
import { request as httpRequest, type ClientRequest } from 'node:http'
import bcrypt from 'bcrypt'
import type pg from 'pg'
import { createCookie } from 'react-router'
import sharp from 'sharp'
import { sendTo, type RawRequest, type RawResponse } from '../../tests/http/raw-http.ts'
import { CLUSTER_SESSION_SECRET } from './cluster-harness.ts'
import { WITHDRAWAL_WAIVER_FIELD } from '../../shared/payments/withdrawal.ts'

export const DRILL_PASSWORD = 'drill-password-1'

export interface DrillMember {
  id: number
  email: string
  /** The member's own client address (127.x.y.z). */
  ip: string
  cookie: string
}

let made = 0
const passwordHash = bcrypt.hash(DRILL_PASSWORD, 4)

/** Active members with a session each (as a login makes), `credits` credits and a ledger that agrees. */
export async function makeMembers(
  db: pg.Pool,
  count: number,
  options: { credits?: number; label: string },
): Promise<DrillMember[]> {
  const hash = await passwordHash
  const cookie = createCookie('amora_session', { secrets: [CLUSTER_SESSION_SECRET], path: '/' })
  const members: DrillMember[] = []
  for (let i = 0; i < count; i++) {
    made++
    const email = `${options.label}.${made}.${Date.now()}@drill.amora.example`
    const credits = options.credits ?? 0
    const { rows } = await db.query<{ id: number }>(
      `insert into "User" ("siteId", email, "passwordHash", status, "activatedAt", "updatedAt", credits)
       select id, $1, $2, 'active', now(), now(), $3 from "Site" where domain = 'localhost' returning id`,
      [email, hash, credits],
    )
    const id = rows[0]!.id
    await db.query(
      `insert into "Profile" ("userId", "siteId", name, gender, "birthDate", country, city, status, searchable, "updatedAt")
       select $1, "siteId", $2, $3, date '1990-01-01', 'NL', 'Delft', 'active', true, now() from "User" where id = $1`,
      [id, `Drill${made}`, made % 2 ? 'female' : 'male'],
    )
    if (credits)
      await db.query(
        `insert into "CreditTransaction" ("userId", delta, "balanceAfter", reason, note) values ($1, $2, $2, 'adjustment', 'drill')`,
        [id, credits],
      )
    const session = randomBytes(32).toString('base64url')
    await db.query(`insert into "Session" (id, "userId", "expiresAt") values ($1, $2, now() + interval '1 day')`, [session, id])
    const ip = `127.${(made >> 8) & 255 || 1}.${made & 255}.${1 + (made % 250)}`
    members.push({ id, email, ip, cookie: (await cookie.serialize(session)).split(';')[0]! })
  }
  return members
}

export const JSON_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  'x-requested-with': 'XMLHttpRequest',
}

/** One request from `member`'s browser (a new connection) to `port` (the balancer or one node). */
export function memberRequest(port: number, member: DrillMember | null, request: RawRequest): Promise<RawResponse> {
  const from = member?.ip ?? '127.0.0.1'
  return sendTo(port, {
    timeoutMs: 30_000,
    ...request,
    from,
    host: `localhost:${port}`,
    headers: {
      origin: `http://localhost:${port}`,
      'sec-fetch-site': 'same-origin',
      // Read by the processes only behind the TCP balancer; HAProxy appends the real address after it.
      'x-forwarded-for': from,
      ...(member ? { cookie: member.cookie } : {}),
      ...request.headers,
    },
  })
}

export interface StreamEvent {
  type: string
  sseId?: string
  [key: string]: unknown
}

export interface EventStream {
  connected: Promise<number>
  events: StreamEvent[]
  /** The last SSE id received (for Last-Event-ID). */
  lastId: () => string | undefined
  /** Resolves when the connection ends (closed by us, by the server, or cut). */
  ended: Promise<void>
  close: () => void
}

/** GET /api/events on `port` as `member`, collecting member events with their SSE ids. */
export function openEventStream(port: number, member: DrillMember, lastEventId?: string): EventStream {
  const events: StreamEvent[] = []
  let buffer = ''
  let last = lastEventId
  let req: ClientRequest
  let endStream: () => void = () => undefined
  const ended = new Promise<void>((resolve) => (endStream = resolve))
  const connected = new Promise<number>((resolve, reject) => {
    const headers = {
      host: `localhost:${port}`,
      cookie: member.cookie,
      'x-forwarded-for': member.ip,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    }
    req = httpRequest({ host: '127.0.0.1', port, path: '/api/events', headers, agent: false }, (res) => {
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        if (buffer.includes(': connected')) resolve(res.statusCode ?? 0)
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const lines = block.split('\n')
          const data = lines.find((line) => line.startsWith('data: '))
          const id = lines.find((line) => line.startsWith('id: '))?.slice(4)
          if (id) last = id
          if (block.includes('event: member') && data)
            events.push({ ...(JSON.parse(data.slice(6)) as StreamEvent), ...(id ? { sseId: id } : {}) })
        }
      })
      res.on('error', () => undefined)
      res.on('close', () => endStream())
      if (res.statusCode !== 200) resolve(res.statusCode ?? 0)
    })
    req.on('error', (error) => {
      endStream()
      reject(error)
    })
    req.end()
  })
  connected.catch(() => undefined)
  return { connected, events, lastId: () => last, ended, close: () => req.destroy() }
}

const photo = (seed: number) =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: { r: seed % 255, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer()

function multipart(field: string, file: Buffer, filename: string) {
  const boundary = `----drill${randomBytes(8).toString('hex')}`
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

/** POST /api/photos.php: the member's new photo, as the answer describes it. */
export async function uploadPhoto(port: number, member: DrillMember, seed: number) {
  const { body, type } = multipart('photo', await photo(seed), `drill-${seed}.jpg`)
  return memberRequest(port, member, {
    method: 'POST',
    path: '/api/photos.php',
    headers: { 'content-type': type, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body,
  })
}

/** POST /api/chat.php: a text message with the client's idempotency key. */
export function sendMessage(port: number, from: DrillMember, to: DrillMember, text: string, clientKey: string) {
  return memberRequest(port, from, {
    method: 'POST',
    path: '/api/chat.php',
    headers: JSON_HEADERS,
    body: JSON.stringify({ member_id: to.id, type: 'text', text, client_key: clientKey }),
  })
}

export function logIn(port: number, member: DrillMember, password = DRILL_PASSWORD) {
  return memberRequest(port, null, {
    method: 'POST',
    path: '/api/user.php',
    headers: { ...JSON_HEADERS, 'x-forwarded-for': member.ip },
    body: JSON.stringify({ email: member.email, password }),
  })
}

/**
 * Buys a credit package with a card through the fake Stripe: the checkout form on our site, then
 * the hosted page's "pay". Stripe's webhook comes back through the balancer; like Stripe, the
 * sandbox sends it again until the site answers 200. The order id, or null when the checkout failed.
 */
export async function buyCredits(
  port: number,
  member: DrillMember,
  packageId: number,
  pay: (sessionId: string) => Promise<void>,
): Promise<{ status: number; sessionId: string | null }> {
  const checkout = await memberRequest(port, member, {
    method: 'POST',
    path: `/credits/${packageId}/creditcard`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    // The member ticks the waiver of the right of withdrawal, as every payment needs.
    body: `${WITHDRAWAL_WAIVER_FIELD}=on`,
  })
  const location = String(checkout.headers.location ?? '')
  const sessionId = /\/pay\/(cs_test_\w+)/.exec(location)?.[1] ?? null
  if (sessionId) await pay(sessionId)
  return { status: checkout.status, sessionId }
}
