// npm run bench:mail — one process (the worker's concurrency, 8) renders and sends new-message
// notification e-mails in four languages to a local SMTP sink through the real mailer (pooled
// SMTP, one OutboundEmail row per e-mail), then pushes to a local HTTPS push service (self-signed)
// with web-push (aes128gcm + VAPID). Prints e-mails and pushes per minute. Target >= 2,000 e-mails
// per minute. Uses its own members (deleted at the end).
//   DATABASE_URL   database (default postgresql://postgres@127.0.0.1:5432/amora_bench_mail; created,
//                  migrated and given the default site when missing)
//   BENCH_MAILS    e-mails to send (default 2000)
//   BENCH_PUSHES   pushes to send (default 1000)
import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { SMTPServer } from 'smtp-server'
import { benchDatabaseUrl, prepareBenchDatabase } from './harness.ts'

const url = benchDatabaseUrl('amora_bench_mail')
const MAILS = Number(process.env.BENCH_MAILS ?? 2000)
const PUSHES = Number(process.env.BENCH_PUSHES ?? 1000)
const CONCURRENCY = 8
const LANGUAGES = ['en', 'de', 'fr', 'pl'] as const

// A local SMTP sink that accepts everything.
let received = 0
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined)
    stream.on('end', () => {
      received++
      callback()
    })
  },
})
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
const smtpPort = (sink.server.address() as AddressInfo).port

// The server modules read these when they first need them.
process.env.DATABASE_URL = url
process.env.SMTP_HOST = '127.0.0.1'
process.env.SMTP_PORT = String(smtpPort)
process.env.SMTP_SECURE = '0'
process.env.SMTP_POOL_SIZE ??= '5'
delete process.env.REDIS_URL

const { prisma, disconnectPrisma } = await import('../../server/db.ts')
const { deliverNotification } = await import('../../server/notifications/deliver.ts')
const { pushToMember, pushPayload, setLocalPushAgent } = await import('../../server/notifications/push.ts')
const { resetEnv } = await import('../../server/env.ts')
const { closeMailer } = await import('../../server/mail/mailer.ts')

async function pool<T>(items: T[], worker: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await worker(items[next++]!)
    }),
  )
}

// The default site only: the benchmark makes its own members.
await prepareBenchDatabase(url, 0)
const site = await prisma.site.findFirstOrThrow({ where: { domain: 'localhost' } })
const tag = `bench-${Date.now()}`
console.log(`preparing ${MAILS} conversations (${LANGUAGES.join(', ')}) ...`)
const sender = await prisma.user.create({
  data: {
    siteId: site.id,
    email: `${tag}.sender@bench.amora.example`,
    passwordHash: 'x',
    status: 'active',
    profile: {
      create: {
        siteId: site.id,
        name: 'Sam',
        gender: 'male',
        birthDate: new Date('1990-01-01'),
        country: 'NL',
        searchable: true,
      },
    },
  },
})
const events: { recipientId: number; conversationId: number; messageId: number }[] = []
for (let i = 0; i < MAILS; i++) {
  const recipient = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `${tag}.${i}@bench.amora.example`,
      passwordHash: 'x',
      status: 'active',
      language: LANGUAGES[i % LANGUAGES.length],
      profile: {
        create: {
          siteId: site.id,
          name: `Robin${i}`,
          gender: 'female',
          birthDate: new Date('1991-01-01'),
          country: 'NL',
          lastActiveAt: new Date(Date.now() - 86_400_000),
        },
      },
    },
  })
  const chat = await prisma.conversation.create({
    data: { siteId: site.id, initiatorId: sender.id, members: { create: [{ userId: sender.id }, { userId: recipient.id }] } },
  })
  const message = await prisma.message.create({ data: { conversationId: chat.id, senderId: sender.id, body: 'Hi!' } })
  events.push({ recipientId: recipient.id, conversationId: chat.id, messageId: message.id })
}

try {
  // Warm-up (templates, i18n, SMTP pool) is part of what a worker does once.
  let sent = 0
  const started = performance.now()
  await pool(events, async (e) => {
    const result = await deliverNotification({ type: 'new_message', senderId: sender.id, ...e })
    if (result.email === 'sent') sent++
  })
  const seconds = (performance.now() - started) / 1000
  console.log(
    `e-mails: ${sent} sent in ${seconds.toFixed(1)} s = ${Math.round((sent / seconds) * 60).toLocaleString('en')} per minute` +
      ` (sink received ${received}; target >= 2,000 per minute)`,
  )

  // Pushes: a local HTTPS push service with a self-signed certificate.
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-bench-push-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'k.pem'),
      '-out',
      path.join(dir, 'c.pem'),
    ],
    { stdio: 'ignore' },
  )
  let pushed = 0
  const push = createServer(
    { key: readFileSync(path.join(dir, 'k.pem')), cert: readFileSync(path.join(dir, 'c.pem')) },
    (req, res) => {
      req.on('data', () => undefined)
      req.on('end', () => {
        pushed++
        res.writeHead(201).end()
      })
    },
  )
  await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve))
  const pushOrigin = `https://localhost:${(push.address() as AddressInfo).port}`
  // The local push service is allowed the way tests allow theirs (never in production).
  process.env.PUSH_EXTRA_ORIGINS = pushOrigin
  resetEnv()
  setLocalPushAgent(new Agent({ ca: readFileSync(path.join(dir, 'c.pem')), keepAlive: true, maxSockets: CONCURRENCY }))
  const targets = events.slice(0, PUSHES)
  for (const e of targets) {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    await prisma.pushSubscription.create({
      data: {
        userId: e.recipientId,
        endpoint: `${pushOrigin}/${randomBytes(8).toString('hex')}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    })
  }
  const users = new Map(
    (await prisma.user.findMany({ where: { id: { in: targets.map((t) => t.recipientId) } } })).map((u) => [u.id, u]),
  )
  let delivered = 0
  const pushStarted = performance.now()
  await pool(targets, async (e) => {
    const payload = pushPayload(
      users.get(e.recipientId)!.language,
      'new_message',
      'Sam',
      site.name,
      `/chats/${e.conversationId}`,
      `chat-${e.conversationId}`,
    )
    const n = await pushToMember(e.recipientId, site, payload)
    delivered += n
  })
  const pushSeconds = (performance.now() - pushStarted) / 1000
  console.log(
    `pushes: ${delivered} delivered in ${pushSeconds.toFixed(1)} s = ${Math.round((delivered / pushSeconds) * 60).toLocaleString('en')} per minute (push service received ${pushed})`,
  )
  push.close()
} finally {
  await prisma.user.deleteMany({ where: { email: { startsWith: `${tag}.` } } })
  await prisma.outboundEmail.deleteMany({ where: { to: { startsWith: `${tag}.` } } })
  closeMailer()
  sink.close()
  await disconnectPrisma()
}
