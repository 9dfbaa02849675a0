// Bounces and spam complaints: Amazon SES notifications through SNS (signature, topic, age and
// certificate host checked) and the generic JSON webhook with its shared secret set
// notifications_disabled, after which no notification e-mail goes out; the support CLI shows and
// clears the reasons.
import { execFileSync } from 'node:child_process'
import { createSign } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Agent, createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { connect } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { handleApi } from '../../server/http/api.ts'
import { handleGenericWebhook, handleSesWebhook } from '../../app/routes/api/+shared/mail-webhooks.server.ts'
import type { SnsMessage } from '../../server/notifications/mail-events.ts'
import { deliverNotification } from '../../server/notifications/deliver.ts'
import { runSupportCommand } from './support-run.ts'

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:amora-ses'
const CERT_URL = 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-0123456789abcdef0123456789abcdef.pem'
const SECRET = 'generic-webhook-secret-of-enough-length'
let key = ''
let cert = ''
const fetched: string[] = []
const fetchText = async (url: string) => {
  fetched.push(url)
  return 'confirmed'
}
/** Amazon's certificate host, played by a local https server; its downloads are counted. */
let certificateServer: Server
let certificateAgent: Agent
const certificateDownloads: string[] = []

/** The string SNS signs, as Amazon's documentation gives it (written here, not taken from the code). */
function stringToSign(message: SnsMessage): string {
  const fields =
    message.Type === 'Notification'
      ? (['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const)
      : (['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const)
  return fields.map((field) => (message[field] === undefined ? '' : `${field}\n${message[field]}\n`)).join('')
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-sns-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=sns.amazonaws.com',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'k.pem'),
      '-out',
      path.join(dir, 'c.pem'),
    ],
    { stdio: 'ignore' },
  )
  key = readFileSync(path.join(dir, 'k.pem'), 'utf8')
  cert = readFileSync(path.join(dir, 'c.pem'), 'utf8')
  certificateServer = createServer({ key, cert }, (request, response) => {
    certificateDownloads.push(`${request.headers.host}${request.url}`)
    response.end(cert)
  })
  await new Promise<void>((resolve) => certificateServer.listen(0, '127.0.0.1', resolve))
  const { port } = certificateServer.address() as AddressInfo
  // Every download the validator makes goes to the local server, whatever host it names.
  certificateAgent = new (class extends Agent {
    override createConnection(): Duplex {
      return connect({ host: '127.0.0.1', port, rejectUnauthorized: false })
    }
  })()
})
afterAll(() => certificateServer?.close())

let n = 0
async function member() {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `bounce.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      profile: {
        create: {
          siteId: site.id,
          name: `Bounce${n}`,
          gender: 'female',
          birthDate: new Date('1990-01-01'),
          country: 'IS',
          lastActiveAt: new Date(0),
        },
      },
    },
  })
}
const reasons = async (id: number) => (await prisma.user.findUniqueOrThrow({ where: { id } })).notificationsDisabled

function signed(
  fields: Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'>,
  version: '1' | '2' = '2',
): SnsMessage {
  const message = { ...fields, SignatureVersion: version, SigningCertURL: CERT_URL, Signature: '' } as SnsMessage
  const signer = createSign(version === '2' ? 'RSA-SHA256' : 'RSA-SHA1')
  signer.update(stringToSign(message))
  message.Signature = signer.sign(key, 'base64')
  return message
}

function notification(body: object, overrides: Partial<SnsMessage> = {}) {
  return signed({
    Type: 'Notification',
    MessageId: `m-${Math.random()}`,
    TopicArn: TOPIC,
    Message: JSON.stringify(body),
    Timestamp: new Date().toISOString(),
    ...overrides,
  } as SnsMessage)
}

const ses = (message: unknown, options: { topics?: string[] } = {}) =>
  handleApi(
    new Request('http://localhost:3000/api/webhooks/ses', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' },
      body: typeof message === 'string' ? message : JSON.stringify(message),
    }),
    () =>
      handleSesWebhook(
        new Request('http://localhost:3000/api/webhooks/ses', {
          method: 'POST',
          body: typeof message === 'string' ? message : JSON.stringify(message),
        }),
        { topics: options.topics ?? [TOPIC], fetchText, certificateAgent },
      ),
  )

const bounce = (email: string, bounceType = 'Permanent') => ({
  notificationType: 'Bounce',
  bounce: { bounceType, bouncedRecipients: [{ emailAddress: email }] },
  mail: { destination: [email] },
})

describe('SES via SNS', () => {
  it('a signed permanent bounce records bounce; a complaint records fbl; both stop notification e-mail', async () => {
    const bounced = await member()
    const complained = await member()
    const response = await ses(notification(bounce(bounced.email)))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ recorded: 1 })
    expect(await reasons(bounced.id)).toEqual(['bounce'])

    const complaint = notification(
      {
        eventType: 'Complaint',
        complaint: { complainedRecipients: [{ emailAddress: `"Bo" <${complained.email.toUpperCase()}>` }] },
      },
      {},
    )
    expect((await ses(complaint)).status).toBe(200)
    expect(await reasons(complained.id)).toEqual(['fbl'])
    // Recorded once, however often SNS retries.
    expect((await ses(complaint)).status).toBe(200)
    expect(await reasons(complained.id)).toEqual(['fbl'])

    const liker = await member()
    await prisma.like.create({ data: { fromUserId: liker.id, toUserId: bounced.id } })
    expect((await deliverNotification({ type: 'like', recipientId: bounced.id, likerId: liker.id })).email).toBe('opted_out')
  })

  it('a transient bounce and a delivery change nothing; SignatureVersion 1 is accepted', async () => {
    const user = await member()
    expect((await ses(notification(bounce(user.email, 'Transient')))).status).toBe(200)
    expect((await ses(notification({ notificationType: 'Delivery', delivery: {} }))).status).toBe(200)
    expect(await reasons(user.id)).toEqual([])
    const v1 = signed(
      {
        Type: 'Notification',
        MessageId: 'v1',
        TopicArn: TOPIC,
        Message: JSON.stringify(bounce(user.email)),
        Timestamp: new Date().toISOString(),
      } as SnsMessage,
      '1',
    )
    expect((await ses(v1)).status).toBe(200)
    expect(await reasons(user.id)).toEqual(['bounce'])
  })

  it('refuses forged, foreign, stale and malformed messages with a 4xx and records nothing', async () => {
    const user = await member()
    const good = notification(bounce(user.email))
    const cases: [unknown, number, { topics?: string[] }?][] = [
      [{ ...good, Message: JSON.stringify(bounce(`other.${user.email}`)) }, 403], // body changed after signing
      [{ ...good, Signature: good.Signature.slice(4) }, 403],
      [notification(bounce(user.email), { TopicArn: 'arn:aws:sns:eu-west-1:999:other' }), 403], // another topic
      [{ ...good, SigningCertURL: 'https://evil.example/cert.pem' }, 403],
      [{ ...good, SigningCertURL: 'http://sns.eu-west-1.amazonaws.com/x.pem' }, 403],
      [notification(bounce(user.email), { Timestamp: new Date(Date.now() - 2 * 3600_000).toISOString() }), 403], // replay
      [good, 404, { topics: [] }], // webhook not configured
      ['{not json', 400],
      [{ Type: 'Notification' }, 400],
    ]
    for (const [message, status, options] of cases) {
      const response = await ses(message, options)
      expect(response.status, JSON.stringify(message).slice(0, 120)).toBe(status)
    }
    expect(await reasons(user.id)).toEqual([])
  })

  it('confirms a signed subscription by visiting its SubscribeURL on sns.*.amazonaws.com', async () => {
    const subscribeUrl = 'https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&Token=abc'
    const confirmation = signed({
      Type: 'SubscriptionConfirmation',
      MessageId: 'c1',
      TopicArn: TOPIC,
      Message: 'You have chosen to subscribe.',
      Timestamp: new Date().toISOString(),
      SubscribeURL: subscribeUrl,
      Token: 'abc',
    } as SnsMessage)
    const response = await ses(confirmation)
    expect(await response.json()).toEqual({ confirmed: true })
    expect(fetched).toContain(subscribeUrl)
    // The signing certificate was downloaded from its own address once, then kept.
    expect(certificateDownloads).toEqual([`sns.eu-west-1.amazonaws.com${new URL(CERT_URL).pathname}`])
  })
})

describe('generic JSON webhook', () => {
  const post = (body: unknown, authorization?: string, secret: string | null = SECRET) =>
    handleApi(new Request('http://localhost:3000/api/webhooks/mail'), () =>
      handleGenericWebhook(
        new Request('http://localhost:3000/api/webhooks/mail', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
          body: JSON.stringify(body),
        }),
        secret ?? undefined,
      ),
    )

  it('records bounces (permanent only) and complaints with the right secret', async () => {
    const a = await member()
    const b = await member()
    const c = await member()
    const response = await post(
      {
        events: [
          { type: 'bounce', email: a.email },
          { type: 'complaint', email: b.email },
          { type: 'bounce', email: c.email, permanent: false },
        ],
      },
      `Bearer ${SECRET}`,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ recorded: 2 })
    expect(await reasons(a.id)).toEqual(['bounce'])
    expect(await reasons(b.id)).toEqual(['fbl'])
    expect(await reasons(c.id)).toEqual([])
  })

  it('refuses a wrong or missing secret, bad events, and answers 404 when not configured', async () => {
    const user = await member()
    const events = { events: [{ type: 'bounce', email: user.email }] }
    expect((await post(events)).status).toBe(401)
    expect((await post(events, `Bearer ${SECRET}x`)).status).toBe(401)
    expect((await post(events, SECRET)).status).toBe(401)
    expect((await post({ events: [{ type: 'unsubscribe', email: user.email }] }, `Bearer ${SECRET}`)).status).toBe(400)
    expect((await post({ events: [] }, `Bearer ${SECRET}`)).status).toBe(400)
    expect((await post(events, `Bearer ${SECRET}`, null)).status).toBe(404)
    expect(await reasons(user.id)).toEqual([])
  })
})

describe('support CLI', () => {
  it('shows why notification e-mail stopped and turns it on again', async () => {
    const user = await member()
    await prisma.user.update({ where: { id: user.id }, data: { notificationsDisabled: ['bounce', 'fbl'] } })
    await prisma.emailPreference.create({ data: { userId: user.id, type: 'promotions', enabled: false } })
    const shown = await runSupportCommand('notifications', user.email)
    expect(shown).toMatchObject({ code: 0, err: '' })
    expect(shown.out).toContain('notification e-mail: stopped (bounce, fbl)')
    expect(shown.out).toContain('types turned off:    promotions')
    const cleared = await runSupportCommand('notifications-clear', user.email, '--staff', 'anna')
    expect(cleared.out).toContain('are on again (was stopped: bounce, fbl)')
    expect(await reasons(user.id)).toEqual([])
    expect(await prisma.auditLog.count({ where: { userId: user.id, action: 'notifications_enabled', actorName: 'anna' } })).toBe(
      1,
    )
    expect((await runSupportCommand('notifications', user.email)).out).toContain('notification e-mail: on')
  })
})
