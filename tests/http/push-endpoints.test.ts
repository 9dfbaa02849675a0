// Issue 31 item 4 against the production build as deployed (no PUSH_EXTRA_ORIGINS): a push
// subscription must name one of the browsers' push services; internal and metadata addresses are
// refused with the API's translated 400 and nothing is stored.
import { createECDH, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { JSON_TYPE, makeMember, ownPage, query, send, sessionFor } from './client.ts'

function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

const subscribe = (cookie: string, endpoint: string) =>
  send({
    method: 'POST',
    path: '/api/user.php?push=1',
    headers: { ...JSON_TYPE, ...ownPage(), accept: 'application/json', 'accept-language': 'nl', cookie },
    body: JSON.stringify({ subscription: { endpoint, expirationTime: null, keys: browserKeys() } }),
  })

describe('push subscriptions in the production configuration', () => {
  it('refuses loopback, private, link-local, metadata and other non-push-service addresses', async () => {
    const member = await makeMember()
    const cookie = await sessionFor(member.id)
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://127.0.0.1:8443/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:5432/',
      'https://[::ffff:127.0.0.1]/',
      'https://10.0.0.1/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://localhost:8443/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
    ]) {
      const res = await subscribe(cookie, endpoint)
      expect(res.status, endpoint).toBe(400)
      expect(JSON.parse(res.body), endpoint).toMatchObject({ error: { code: 'unsupported_push_service' } })
    }
    expect(await query(`select 1 from "PushSubscription" where "userId" = $1`, [member.id])).toHaveLength(0)
  })

  it('accepts a browser push service', async () => {
    const member = await makeMember()
    const res = await subscribe(
      await sessionFor(member.id),
      `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
    )
    expect(res.status).toBe(201)
  })
})
