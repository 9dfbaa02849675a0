// The session cookie is written by React Router's signed cookie and read by sessionIdFromCookie
// with node's crypto (docs/performance.md): the two must agree on every cookie, good or forged.
import { randomBytes } from 'node:crypto'
import { createCookie } from 'react-router'
import { describe, expect, it } from 'vitest'
import { sessionCookie, sessionIdFromCookie } from './sessions.ts'

/** `name=value` of a Set-Cookie header. */
const pair = (setCookie: string) => setCookie.split(';')[0]!

async function reactRouterReads(header: string): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(header)
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null
}

describe('the session cookie', () => {
  it('reads back every id React Router signed, among other cookies', async () => {
    for (let i = 0; i < 20; i++) {
      const id = randomBytes(32).toString('base64url')
      const cookie = pair(await sessionCookie().serialize(id))
      for (const header of [cookie, `lng=de; ${cookie}; other=1`]) {
        expect(sessionIdFromCookie(header)).toBe(id)
        expect(await reactRouterReads(header)).toBe(id)
      }
    }
  })

  it('refuses what React Router refuses: changed, cut, padded, unsigned or otherwise signed cookies', async () => {
    const id = randomBytes(32).toString('base64url')
    const cookie = pair(await sessionCookie().serialize(id))
    const value = cookie.slice('amora_session='.length)
    const dot = value.lastIndexOf('.')
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1)
    const otherSecret = createCookie('amora_session', { secrets: ['another-secret-that-is-long-enough-to-sign'] })
    const forged = [
      flip(value, 3),
      flip(value, dot + 2),
      value.slice(0, dot),
      value.slice(0, -2),
      `${value.slice(0, dot + 3)}!${value.slice(dot + 3)}`,
      `${value.slice(0, dot)}.`,
      `.${value.slice(dot + 1)}`,
      '',
      'not-a-cookie',
      encodeURIComponent(btoa(JSON.stringify(id))),
      pair(await otherSecret.serialize(id)).slice('amora_session='.length),
    ]
    for (const tampered of forged) {
      const header = `amora_session=${tampered}`
      expect(sessionIdFromCookie(header), tampered).toBeNull()
      expect(await reactRouterReads(header), tampered).toBeNull()
    }
    expect(sessionIdFromCookie(null)).toBeNull()
    expect(sessionIdFromCookie('lng=de')).toBeNull()
  })

  it('refuses a signed value that is not a session id', async () => {
    for (const value of [{ id: 'x' }, 42, '', 'x'.repeat(101)]) {
      const header = pair(await sessionCookie().serialize(value))
      expect(sessionIdFromCookie(header)).toBeNull()
    }
  })
})
