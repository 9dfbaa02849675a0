// Issue 31 item 4: push endpoints are the browsers' push services only, and a push is never sent
// to an address that is not on the public internet, whatever the name resolves to.
import type { LookupAddress } from 'node:dns'
import { request } from 'node:https'
import { createServer, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createPushServiceAgent, isForbiddenAddress, publicOnlyLookup, pushDestination } from './push-endpoints.ts'

/** What production runs with: no extra origins. */
const production: string[] = []

describe('push endpoints', () => {
  it('accepts the browsers’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXk2:APA91bH',
      'https://fcm.googleapis.com/wp/dXk2:APA91bH',
      'https://FCM.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn',
      'https://push.services.mozilla.com/wpush/v2/gAAAAABn',
      'https://web.push.apple.com/QGxJ2v7',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-bl2p.notify.windows.com/w/?token=BQYAAAD',
      'https://db5p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      expect(pushDestination(endpoint, production), endpoint).toBe('push_service')
    }
  })

  it('refuses internal, metadata and look-alike addresses in the production configuration', () => {
    for (const endpoint of [
      'https://127.0.0.1:8443/push',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:5432/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00:ec2::254]/',
      'https://10.0.0.1/',
      'https://192.168.1.1/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://metadata/computeMetadata/v1/',
      'https://localhost/push',
      'https://localhost:8443/push',
      'https://push.example.net/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://evil.example/fcm.googleapis.com/',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com:5432/',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com@127.0.0.1/',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://push.apple.com/abc',
      'https://evilpush.apple.com/abc',
      'https://web.push.apple.com.evil.example/abc',
      'https://notify.windows.com/w/',
      'https://wns2.notify.windows.com.evil.example/w/',
      'https://googleapis.com/fcm/send/abc',
      'https://android.googleapis.com/gcm/send/abc',
      'not a url',
      '',
    ]) {
      expect(pushDestination(endpoint, production), endpoint).toBeNull()
    }
  })

  it('accepts a local push service only when its exact origin is configured (tests, development)', () => {
    const extra = ['https://localhost:8443']
    expect(pushDestination('https://localhost:8443/push/1', extra)).toBe('extra_origin')
    expect(pushDestination('https://localhost:8444/push/1', extra)).toBeNull()
    expect(pushDestination('https://127.0.0.1:8443/push/1', extra)).toBeNull()
    expect(pushDestination('https://user@localhost:8443/push/1', extra)).toBeNull()
    expect(pushDestination('https://fcm.googleapis.com/fcm/send/abc', extra)).toBe('push_service')
  })
})

describe('addresses a push is never sent to', () => {
  it('refuses loopback, private, link-local, unique-local, metadata and reserved addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '100.64.0.1',
      '192.0.0.192',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::a00:1',
      '64:ff9b:1::1',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'not-an-address',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true)
    }
  })

  it('allows public addresses, also IPv4 inside IPv6', () => {
    for (const address of [
      '142.250.74.106',
      '8.8.8.8',
      '17.253.144.10',
      '172.32.0.1',
      '100.128.0.1',
      '11.0.0.1',
      '2a00:1450:4001:82b::200a',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false)
    }
  })
})

type Answer = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }
const lookUp = (answers: LookupAddress[], options: { all?: boolean; family?: number } = {}) =>
  new Promise<Answer>((resolve) =>
    publicOnlyLookup(async () => answers)('push.example', options, (error, address, family) =>
      resolve({ error, address, family }),
    ),
  )

describe('the lookup the push connections use', () => {
  it('hands over the checked address, the one the socket then connects to', async () => {
    expect(await lookUp([{ address: '142.250.74.106', family: 4 }])).toEqual({
      error: null,
      address: '142.250.74.106',
      family: 4,
    })
    const both = [
      { address: '2a00:1450:4001:82b::200a', family: 6 },
      { address: '142.250.74.106', family: 4 },
    ]
    expect((await lookUp(both, { all: true })).address).toEqual(both)
    expect((await lookUp(both, { family: 4 })).address).toBe('142.250.74.106')
  })

  it('refuses a name that resolves to any address that is not public (DNS rebinding, split answers)', async () => {
    for (const answers of [
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '169.254.169.254', family: 4 }],
      [{ address: '::1', family: 6 }],
      [{ address: '::ffff:10.0.0.1', family: 6 }],
      [
        { address: '142.250.74.106', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
      [],
    ]) {
      const answer = await lookUp(answers, { all: true })
      expect(answer.error?.code, JSON.stringify(answers)).toBe('PUSH_ADDRESS_REFUSED')
    }
  })

  it('never connects when the push service’s name resolves to a loopback address', async () => {
    let connections = 0
    const server = createServer((socket) => {
      connections++
      socket.destroy()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const agent = createPushServiceAgent(async () => [{ address: '127.0.0.1', family: 4 }])
    try {
      const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
        const req = request({ host: 'fcm.googleapis.com', port, path: '/fcm/send/x', method: 'POST', agent }, () =>
          resolve(new Error('answered')),
        )
        req.on('error', resolve)
        req.end()
      })
      expect(error.code).toBe('PUSH_ADDRESS_REFUSED')
      expect(connections).toBe(0)
    } finally {
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
