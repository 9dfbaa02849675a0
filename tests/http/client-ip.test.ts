// Issue 10 item 8: limits count the client Express sees (no proxy is trusted here), so a made-up
// X-Forwarded-For neither dodges a limit nor lets one client exhaust another's.
import { describe, expect, it } from 'vitest'
import { FORM, form, ownPage, send } from './client.ts'

let n = 0
/** One client of its own for this test: its signups are counted apart from other files'. */
const client = '127.77.77.77'
const signup = (xff?: string) =>
  send({
    from: client,
    method: 'POST',
    path: '/signup',
    headers: { ...FORM, ...ownPage(), ...(xff ? { 'x-forwarded-for': xff } : {}) },
    body: form({
      email: `ip.${process.pid}.${++n}.${Date.now()}@test.amora.example`,
      name: `Ip${n}`,
      password: 'a good password',
      date_of_birth: '1990-01-01',
      gender: 'female',
      looking_for: 'male',
      terms: 'on',
      signup_message: '',
    }),
  })

describe('the client address', () => {
  it('limits signups per client whatever X-Forwarded-For says', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await signup(i % 2 ? `198.51.100.${i}` : undefined)).status)
    expect(statuses.filter((s) => s === 302).length).toBeLessThanOrEqual(10)
    expect(statuses.at(-1)).toBe(429)
  })
})
