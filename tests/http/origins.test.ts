// Issue 10 item 5 (login CSRF, foreign origins) and item 6 (open redirect), item 4 (methods,
// URLs, redirect targets that crashed).
import { describe, expect, it } from 'vitest'
import { FORM, JSON_TYPE, form, makeMember, origin, ownPage, query, send, sessionFor } from './client.ts'

describe('state changes from other sites', () => {
  it('refuses a cross-site text/plain "JSON" login (login CSRF)', async () => {
    const res = await send({
      method: 'POST',
      path: '/api/user.php',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ email: 'demo@amora.example', password: 'amora-demo' }),
    })
    expect(res.status).toBe(403)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('accepts JSON logins only as application/json, even from our own page', async () => {
    const body = JSON.stringify({ email: 'demo@amora.example', password: 'amora-demo' })
    const plain = await send({
      method: 'POST',
      path: '/api/user.php',
      headers: { 'content-type': 'text/plain', ...ownPage() },
      body,
    })
    expect(plain.status).toBe(415)
    expect(JSON.parse(plain.body).error.code).toBe('unsupported_media_type')
    const json = await send({ method: 'POST', path: '/api/user.php', headers: { ...JSON_TYPE, ...ownPage() }, body })
    expect(json.status).toBe(200)
    expect(json.headers['set-cookie']?.[0]).toMatch(/^amora_session=/)
  })

  it.each([
    ['POST', '/api/block.php', JSON.stringify({ id: 1 })],
    ['DELETE', '/api/block.php?id=1', undefined],
    ['POST', '/api/photos.php', JSON.stringify({ action: 'delete', id: 1 })],
    ['POST', '/api/logout.php', undefined],
    ['POST', '/api/complaint.php', JSON.stringify({ reason: 'spam', text: 'x'.repeat(30) })],
    ['POST', '/notifications', form({ intent: 'invisible', invisible: 'on' })],
  ])('refuses %s %s from a foreign Origin with 403 and changes nothing', async (method, path, body) => {
    const member = await makeMember()
    const cookie = await sessionFor(member.id)
    const blockedBefore = await query(`select 1 from "Block" where "blockerId" = $1`, [member.id])
    const res = await send({
      method,
      path,
      body,
      headers: {
        cookie,
        'content-type': path.startsWith('/api/') ? 'application/json' : FORM['content-type'],
        origin: 'https://evil.example',
      },
    })
    expect(res.status).toBe(403)
    expect(await query(`select 1 from "Block" where "blockerId" = $1`, [member.id])).toEqual(blockedBefore)
    expect(await query(`select 1 from "Session" where "userId" = $1`, [member.id])).toHaveLength(1)
    expect((await query<{ invisible: boolean }>(`select invisible from "User" where id = $1`, [member.id]))[0]!.invisible).toBe(
      false,
    )
  })

  it('refuses a request a browser marks as cross-site even without an Origin', async () => {
    const res = await send({
      method: 'POST',
      path: '/lang-config',
      headers: { ...FORM, 'sec-fetch-site': 'cross-site' },
      body: form({ language: 'de' }),
    })
    expect(res.status).toBe(403)
  })

  it('refuses an opaque "null" Origin', async () => {
    const res = await send({
      method: 'POST',
      path: '/lang-config',
      headers: { ...FORM, origin: 'null' },
      body: form({ language: 'de' }),
    })
    expect(res.status).toBe(403)
  })
})

describe('redirect targets', () => {
  it.each([
    ['/%09/evil.example', '/\t/evil.example'],
    ['//evil.example', '//evil.example'],
    ['/\\evil.example', '/\\evil.example'],
    ['https://evil.example', 'https://evil.example'],
  ])('a login never sends the member off-site (%s)', async (_label, redirectTo) => {
    const res = await send({
      method: 'POST',
      path: '/login',
      headers: { ...FORM, ...ownPage() },
      body: form({ email: 'demo@amora.example', password: 'amora-demo', redirectTo }),
    })
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/members')
  })

  it('a redirect target with a NUL is refused before anything is saved', async () => {
    const res = await send({
      method: 'POST',
      path: '/lang-config',
      headers: { ...FORM, ...ownPage() },
      body: form({ language: 'fr', redirectTo: '/members\u0000x' }),
    })
    expect(res.status).toBe(400)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it.each([
    ['CR LF', '/members\r\nSet-Cookie: x=1'],
    ['a character above U+00FF', '/members?q=€💘'],
  ])('a redirect target with %s is made safe, not a 500', async (_label, redirectTo) => {
    const res = await send({
      method: 'POST',
      path: '/lang-config',
      headers: { ...FORM, ...ownPage() },
      body: form({ language: 'fr', redirectTo }),
    })
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(/^\/members/)
    expect(res.headers.location).not.toMatch(/[\r\n]/)
    expect(res.headers['set-cookie']?.join(';')).not.toContain('x=1')
  })

  it('keeps a visitor’s photo-form redirect on the site', async () => {
    const res = await send({
      method: 'POST',
      path: '/api/photos.php',
      headers: { 'content-type': FORM['content-type'], accept: 'text/html', ...ownPage() },
      body: form({ action: 'delete', id: '1', redirect: '/profile?x=%ZZ#\u2603' }),
    })
    expect(res.status).toBe(303)
    expect(res.headers.location).toMatch(/^\/login\?redirectTo=/)
  })
})

describe('methods and URLs', () => {
  // (CONNECT never reaches Express: Node's server closes a connection that asks for a tunnel.)
  it.each(['TRACE', 'PROPFIND', 'LINK'])('answers %s with 405', async (method) => {
    const res = await send({ method, path: '/' })
    expect(res.status).toBe(405)
  })

  it.each(['/api/user.php.data', '/api/settings.php.data', '/members%00', '/%E0%A4%A'])('answers %s with a 4xx', async (path) => {
    const res = await send({ path })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('answers an absolute-form request target (a request meant for a proxy) with 400, not a 500', async () => {
    for (const path of [`${origin}/members`, `${origin}//members`, `${origin}/api/settings.php`, 'http://other.example/']) {
      const res = await send({ path })
      expect(res.status, path).toBe(400)
    }
    expect((await send({ method: 'OPTIONS', path: '*' })).status).toBe(204)
  })

  it.each(['/landers/gallery/constructor', '/landers/video/__proto__', '/members/1/landing2/constructor'])(
    'serves %s (an Object.prototype key as a slug) without a 500',
    async (path) => {
      const res = await send({ path })
      expect([200, 404]).toContain(res.status)
    },
  )

  it('reaches the site at its own origin', () => {
    expect(origin).toMatch(/^http:\/\/localhost:\d+$/)
  })
})
