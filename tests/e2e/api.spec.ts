import { createMember, expect, PASSWORD, test } from './fixtures.ts'

test('GET /api/settings.php answers JSON with ETag revalidation and compression', async ({ request }) => {
  const res = await request.get('/api/settings.php', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/json')
  const body = await res.json()
  expect(body).toMatchObject({ domain: 'localhost', signups: 'all', niche: 1 })
  const etag = res.headers()['etag']!
  const again = await request.get('/api/settings.php', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
})

test('unknown and malformed API calls get the JSON error shape, never HTML', async ({ request }) => {
  const missing = await request.get('/api/nothing-here.php')
  expect(missing.status()).toBe(404)
  expect((await missing.json()).error).toMatchObject({ status: 404, code: 'not_found' })
  const malformed = await request.get('/api/regions.php?country=NLD')
  expect(malformed.status()).toBe(400)
  expect((await malformed.json()).error.code).toBe('invalid_parameter')
  const control = await request.get('/api/regions.php?country=%00%00')
  expect(control.status()).toBe(400)
  expect((await control.json()).error.code).toBe('invalid_url')
  const wrongMethod = await request.post('/api/interests.php', { data: {} })
  expect(wrongMethod.status()).toBe(405)
})

test('/healthz reports the database and Redis', async ({ request }) => {
  const res = await request.get('/healthz')
  expect(res.status()).toBe(200)
  expect(await res.json()).toEqual({ ok: true, database: 'ok', redis: 'ok' })
})

test('POST /api/user.php logs in; GET needs the client header and a session; logout ends it', async ({ playwright, baseURL }) => {
  const client = await playwright.request.newContext({ baseURL })
  const member = await createMember({ paid: true, credits: 40 })
  const failed = await client.post('/api/user.php', { data: { email: member.email, password: 'wrong' } })
  expect(failed.status()).toBe(401)
  expect((await failed.json()).error).toMatchObject({ code: 'login_failed', message: 'Login failed, please try again.' })
  const bad = await client.post('/api/user.php', { data: 'not json', headers: { 'Content-Type': 'application/json' } })
  expect(bad.status()).toBe(400)

  const loggedOut = await client.get('/api/user.php', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  expect(loggedOut.status()).toBe(403)
  expect((await loggedOut.json()).error.code).toBe('authentication_required')

  const ok = await client.post('/api/user.php', { data: { email: member.email, password: PASSWORD } })
  expect(ok.status()).toBe(200)
  expect((await ok.json()).user).toMatchObject({ email: member.email, paid_user: true, status: 'active' })
  const me = await client.get('/api/user.php', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  expect((await me.json()).user.email).toBe(member.email)
  expect((await client.get('/api/user.php')).status()).toBe(400)

  const lang = await client.put('/api/user.php', { data: { language: 'sv' } })
  expect((await lang.json()).user.language).toBe('sv')
  expect(lang.headers()['set-cookie']).toContain('lng=sv')
  expect((await client.put('/api/user.php', { data: { language: 'xx' } })).status()).toBe(400)

  const logout = await client.get('/api/logout.php', { maxRedirects: 0 })
  expect(logout.status()).toBe(302)
  expect(logout.headers()['location']).toBe('/')
  const after = await client.get('/api/user.php', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  expect(after.status()).toBe(403)
  await client.dispose()
})
