// Web push end to end against a local HTTPS push service (self-signed, allowed through
// PUSH_EXTRA_ORIGINS as tests do) that decrypts what it receives (RFC 8291 aes128gcm) and checks
// the VAPID header (RFC 8292): the member's language, the page a click opens, 404/410 cleanup,
// endpoints that are not push services (issue 31 item 4), who an endpoint belongs to, and
// POST /api/user.php?push=1 with good and bad input.
import { execFileSync } from 'node:child_process'
import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, Agent, type Server } from 'node:https'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { prisma } from '../../server/db.ts'
import { deliverNotification } from '../../server/notifications/deliver.ts'
import { pushToMember, setLocalPushAgent } from '../../server/notifications/push.ts'
import { resetEnv } from '../../server/env.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import * as userApi from '../../app/routes/api/user.php.ts'
import { routeContext } from './loader.ts'

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }) => Buffer
}

interface Received {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}
const received: Received[] = []
let server: Server
let origin = ''

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-push-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
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
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      const status = req.url?.startsWith('/gone/')
        ? 410
        : req.url?.startsWith('/missing/')
          ? 404
          : req.url?.startsWith('/busy/')
            ? 503
            : 201
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://localhost:${(server.address() as AddressInfo).port}`
  process.env.PUSH_EXTRA_ORIGINS = origin
  resetEnv()
  setLocalPushAgent(
    new Agent({
      ca: readFileSync(cert),
      lookup: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]),
    }),
  )
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  if (!site.pushPublicKey || !site.pushPrivateKey) {
    const keys = webpush.generateVAPIDKeys()
    await prisma.site.update({ where: { id: site.id }, data: { pushPublicKey: keys.publicKey, pushPrivateKey: keys.privateKey } })
  }
})
afterAll(async () => {
  setLocalPushAgent(undefined)
  delete process.env.PUSH_EXTRA_ORIGINS
  resetEnv()
  await new Promise((resolve) => server.close(resolve))
})

let n = 0
async function member(language = 'en', name?: string) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `push.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      language,
      profile: {
        create: {
          siteId: site.id,
          name: name ?? `Pushed${n}`,
          gender: 'male',
          birthDate: new Date('1988-05-05'),
          country: 'IS',
          searchable: true,
          lastActiveAt: new Date(),
        },
      },
    },
  })
}

/** A browser's subscription: its keys stay here so the test can decrypt like a browser. */
async function subscribe(userId: number, pathPrefix = 'ok') {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16).toString('base64url')
  const endpoint = `${origin}/${pathPrefix}/${randomBytes(6).toString('hex')}`
  await prisma.pushSubscription.create({
    data: { userId, endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth },
  })
  return { ecdh, auth, endpoint }
}

const sentTo = (endpoint: string) => received.filter((r) => endpoint.endsWith(r.path))

describe('pushes', () => {
  it('pushes a like in the member language, encrypted for the subscription and signed with VAPID', async () => {
    const recipient = await member('de')
    const liker = await member('en', 'Greta')
    await prisma.like.create({ data: { fromUserId: liker.id, toUserId: recipient.id } })
    const browser = await subscribe(recipient.id)
    // Online: no e-mail, but the push goes out (the open page reloads on it).
    expect(await deliverNotification({ type: 'like', recipientId: recipient.id, likerId: liker.id })).toEqual({
      email: 'online',
      pushes: 1,
    })
    const [request] = sentTo(browser.endpoint)
    expect(request).toBeDefined()
    expect(request!.headers['content-encoding']).toBe('aes128gcm')
    expect(String(request!.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
    expect(String(request!.headers.authorization)).toContain(`k=${site.pushPublicKey}`)
    expect(request!.body.toString('utf8')).not.toContain('Greta') // encrypted on the wire
    const payload = JSON.parse(
      ece.decrypt(request!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString('utf8'),
    ) as Record<string, string>
    expect(payload).toEqual({
      type: 'like',
      title: 'Neues Like',
      body: 'Greta hat dich geliked.',
      url: `/likes/m/${liker.id}`,
      tag: 'likes',
    })
    const stored = await prisma.pushSubscription.findUniqueOrThrow({ where: { endpoint: browser.endpoint } })
    expect(stored.lastPushedMessage).toBe('Greta hat dich geliked.')
    expect(stored.lastPushedAt).not.toBeNull()
  })

  it('pushes a message that opens its chat, to every subscription, and removes those answered 404 or 410', async () => {
    const recipient = await member('sv')
    const sender = await member('en', 'Sanna')
    const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
    const chat = await prisma.conversation.create({
      data: { siteId: site.id, initiatorId: sender.id, members: { create: [{ userId: sender.id }, { userId: recipient.id }] } },
    })
    const message = await prisma.message.create({ data: { conversationId: chat.id, senderId: sender.id, body: 'Hej' } })
    const phone = await subscribe(recipient.id)
    const gone = await subscribe(recipient.id, 'gone')
    const missing = await subscribe(recipient.id, 'missing')
    const busy = await subscribe(recipient.id, 'busy')
    const result = await deliverNotification({
      type: 'new_message',
      recipientId: recipient.id,
      senderId: sender.id,
      conversationId: chat.id,
      messageId: message.id,
    })
    expect(result.pushes).toBe(1)
    const payload = JSON.parse(
      ece
        .decrypt(sentTo(phone.endpoint)[0]!.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth })
        .toString('utf8'),
    ) as Record<string, string>
    expect(payload).toMatchObject({
      type: 'new_message',
      title: 'Nytt meddelande',
      url: `/chats/${chat.id}`,
      tag: `chat-${chat.id}`,
    })
    const left = await prisma.pushSubscription.findMany({ where: { userId: recipient.id } })
    expect(left.map((s) => s.endpoint).sort()).toEqual([busy.endpoint, phone.endpoint].sort())
    expect(sentTo(gone.endpoint)).toHaveLength(1)
    expect(sentTo(missing.endpoint)).toHaveLength(1)
  })

  it('pushes nothing about a member the recipient blocked', async () => {
    const recipient = await member()
    const liker = await member()
    await prisma.like.create({ data: { fromUserId: liker.id, toUserId: recipient.id } })
    await prisma.block.create({ data: { blockerId: recipient.id, blockedId: liker.id } })
    const browser = await subscribe(recipient.id)
    expect(await deliverNotification({ type: 'like', recipientId: recipient.id, likerId: liker.id })).toEqual({
      email: 'not_visible',
      pushes: 0,
    })
    expect(sentTo(browser.endpoint)).toHaveLength(0)
  })
})

describe('endpoints that are not push services', () => {
  it('sends nothing to stored endpoints that lead elsewhere (rows from before the allow-list, a test origin not configured)', async () => {
    const recipient = await member()
    const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
    const port = new URL(origin).port
    const endpoints = [
      `https://127.0.0.1:${port}/ok/loopback`,
      `https://[::1]:${port}/ok/loopback6`,
      'https://169.254.169.254/ok/metadata',
      'https://10.0.0.1/ok/private',
      'https://metadata.google.internal/ok/metadata',
    ]
    for (const endpoint of endpoints) {
      await prisma.pushSubscription.create({
        data: { userId: recipient.id, endpoint, p256dh: keysOf().p256dh, auth: keysOf().auth },
      })
    }
    const before = received.length
    const payload = { type: 'like' as const, title: 'New like', body: 'x', url: '/likes', tag: 'likes' }
    expect(await pushToMember(recipient.id, site, payload)).toBe(0)
    expect(received.length).toBe(before)
    // Nothing was asked, so nothing is learnt from an answer: the rows stay as they were.
    expect(await prisma.pushSubscription.count({ where: { userId: recipient.id } })).toBe(endpoints.length)
  })
})

function keysOf() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

describe('POST /api/user.php?push=1', () => {
  const post = async (body: unknown, cookie?: string) => {
    const request = new Request('http://localhost:3000/api/user.php?push=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Test browser', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    })
    return (await userApi.action({ request, params: {}, context: routeContext() } as never)) as Response
  }
  const keys = keysOf
  const sessionOf = async (userId: number) =>
    (await createSession(userId, new Request('http://localhost:3000'), '127.0.0.1')).split(';')[0]!
  const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`

  it('stores and removes the member subscription', async () => {
    const owner = await member()
    const cookie = await sessionOf(owner.id)
    const subscription = { endpoint: fcm(), expirationTime: null, keys: keys() }
    const response = await post({ subscription }, cookie)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ subscribed: true })
    expect(await prisma.pushSubscription.findUniqueOrThrow({ where: { endpoint: subscription.endpoint } })).toMatchObject({
      userId: owner.id,
      userAgent: 'Test browser',
    })
    expect((await post({ subscription: null, endpoint: subscription.endpoint }, cookie)).status).toBe(200)
    expect(await prisma.pushSubscription.count({ where: { endpoint: subscription.endpoint } })).toBe(0)
  })

  it('keeps an endpoint with the member who registered it until that browser unsubscribes', async () => {
    const owner = await member()
    const cookie = await sessionOf(owner.id)
    const endpoint = fcm()
    const ownKeys = keys()
    expect((await post({ subscription: { endpoint, keys: ownKeys } }, cookie)).status).toBe(201)

    // Another member posts that endpoint with their own keys (or the owner's): refused, nothing moves.
    const other = await member('de')
    const otherCookie = await sessionOf(other.id)
    const taken = await post({ subscription: { endpoint, keys: keys() } }, otherCookie)
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'push_endpoint_taken',
      message: 'Die Push-Benachrichtigungen auf diesem Gerät gehören zu einem anderen Konto. Schalte sie dort zuerst aus.',
    })
    expect((await post({ subscription: { endpoint, keys: ownKeys } }, otherCookie)).status).toBe(409)
    // Nor can they remove it.
    await post({ subscription: null, endpoint }, otherCookie)
    expect(await prisma.pushSubscription.findUniqueOrThrow({ where: { endpoint } })).toMatchObject({
      userId: owner.id,
      p256dh: ownKeys.p256dh,
      auth: ownKeys.auth,
    })

    // The owner's browser sends it again (every visit of the settings): still theirs.
    expect((await post({ subscription: { endpoint, keys: ownKeys } }, cookie)).status).toBe(201)
    // That browser unsubscribes: whoever subscribes with the endpoint next has it.
    expect((await post({ subscription: null, endpoint }, cookie)).status).toBe(200)
    const next = keys()
    expect((await post({ subscription: { endpoint, keys: next } }, otherCookie)).status).toBe(201)
    expect(await prisma.pushSubscription.findUniqueOrThrow({ where: { endpoint } })).toMatchObject({
      userId: other.id,
      p256dh: next.p256dh,
    })
  })

  it('registers an endpoint once when the same member sends it twice at once', async () => {
    const owner = await member()
    const cookie = await sessionOf(owner.id)
    const subscription = { endpoint: fcm(), keys: keys() }
    const answers = await Promise.all([
      post({ subscription }, cookie),
      post({ subscription }, cookie),
      post({ subscription }, cookie),
    ])
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
    expect(await prisma.pushSubscription.count({ where: { endpoint: subscription.endpoint, userId: owner.id } })).toBe(1)
  })

  it('accepts only the browsers’ push services, with a translated 400 for any other address', async () => {
    const owner = await member('fr')
    const cookie = await sessionOf(owner.id)
    const port = new URL(origin).port
    for (const endpoint of [
      `https://127.0.0.1:${port}/ok/x`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:5432/',
      'https://10.0.0.1/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://push.example.net/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    ]) {
      const response = await post({ subscription: { endpoint, keys: keys() } }, cookie)
      expect(response.status, endpoint).toBe(400)
      expect(((await response.json()) as { error: { code: string; message: string } }).error, endpoint).toEqual({
        status: 400,
        code: 'unsupported_push_service',
        message:
          'Les notifications push ne fonctionnent que via le service push de votre navigateur. Veuillez utiliser une version récente de Chrome, Edge, Firefox ou Safari.',
      })
    }
    expect(await prisma.pushSubscription.count({ where: { userId: owner.id } })).toBe(0)
    // The configured test service (PUSH_EXTRA_ORIGINS) is accepted here, as it is in tests.
    expect((await post({ subscription: { endpoint: `${origin}/ok/allowed`, keys: keys() } }, cookie)).status).toBe(201)
  })

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const owner = await member()
    const cookie = await sessionOf(owner.id)
    const good = keys()
    const cases: [unknown, number][] = [
      [{ subscription: { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: good } }, 400], // not https
      [{ subscription: { endpoint: 'not a url', keys: good } }, 400],
      [{ subscription: { endpoint: fcm(), keys: { p256dh: 'short', auth: good.auth } } }, 400],
      [{ subscription: { endpoint: fcm() } }, 400],
      [{}, 400],
      ['just a string', 400],
    ]
    for (const [body, status] of cases) expect((await post(body, cookie)).status, JSON.stringify(body)).toBe(status)
    const invalid = (await (await post({}, cookie)).json()) as { error: { message: string } }
    expect(invalid.error.message).toBe('This browser sent a push subscription that cannot be used. Please try again.')
    expect((await post({ subscription: { endpoint: fcm(), keys: good } })).status).toBe(403)
    expect(await prisma.pushSubscription.count({ where: { userId: owner.id } })).toBe(0)
  })
})
