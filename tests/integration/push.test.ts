// Web push end to end against a local HTTPS push service (self-signed) that decrypts what it
// receives (RFC 8291 aes128gcm) and checks the VAPID header (RFC 8292): the member's language, the
// page a click opens, 404/410 cleanup, and POST /api/user.php?push=1 with good and bad input.
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
import { setPushAgent } from '../../server/notifications/push.ts'
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
      'subjectAltName=DNS:localhost',
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
  setPushAgent(
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
  setPushAgent(undefined)
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

describe('POST /api/user.php?push=1', () => {
  const post = async (body: unknown, cookie?: string) => {
    const request = new Request('http://localhost:3000/api/user.php?push=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Test browser', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    })
    return (await userApi.action({ request, params: {}, context: routeContext() } as never)) as Response
  }
  const keys = () => {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
  }

  it('stores, moves and removes the member subscription', async () => {
    const owner = await member()
    const cookie = (await createSession(owner.id, new Request('http://localhost:3000'), '127.0.0.1')).split(';')[0]!
    const subscription = { endpoint: 'https://push.example.net/send/abc', expirationTime: null, keys: keys() }
    const response = await post({ subscription }, cookie)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ subscribed: true })
    expect(await prisma.pushSubscription.findUniqueOrThrow({ where: { endpoint: subscription.endpoint } })).toMatchObject({
      userId: owner.id,
      userAgent: 'Test browser',
    })
    // The same browser, another member logged in: the endpoint moves to them.
    const next = await member()
    const nextCookie = (await createSession(next.id, new Request('http://localhost:3000'), '127.0.0.1')).split(';')[0]!
    expect((await post({ subscription }, nextCookie)).status).toBe(201)
    expect(await prisma.pushSubscription.count({ where: { endpoint: subscription.endpoint } })).toBe(1)
    // The first member cannot remove it any more; the second can.
    await post({ subscription: null, endpoint: subscription.endpoint }, cookie)
    expect(await prisma.pushSubscription.count({ where: { endpoint: subscription.endpoint } })).toBe(1)
    expect((await post({ subscription: null, endpoint: subscription.endpoint }, nextCookie)).status).toBe(200)
    expect(await prisma.pushSubscription.count({ where: { endpoint: subscription.endpoint } })).toBe(0)
  })

  it('refuses bad input with a 4xx and stores nothing', async () => {
    const owner = await member()
    const cookie = (await createSession(owner.id, new Request('http://localhost:3000'), '127.0.0.1')).split(';')[0]!
    const good = keys()
    const cases: [unknown, number][] = [
      [{ subscription: { endpoint: 'http://push.example.net/x', keys: good } }, 400], // not https
      [{ subscription: { endpoint: 'not a url', keys: good } }, 400],
      [{ subscription: { endpoint: 'https://push.example.net/x', keys: { p256dh: 'short', auth: good.auth } } }, 400],
      [{ subscription: { endpoint: 'https://push.example.net/x' } }, 400],
      [{}, 400],
      ['just a string', 400],
    ]
    for (const [body, status] of cases) expect((await post(body, cookie)).status, JSON.stringify(body)).toBe(status)
    expect((await post({ subscription: { endpoint: 'https://push.example.net/y', keys: good } })).status).toBe(403)
    expect(await prisma.pushSubscription.count({ where: { userId: owner.id } })).toBe(0)
  })
})
