import { expect, test } from '@playwright/test'

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
  const malformed = await request.get('/api/regions.php?country=%00%00')
  expect(malformed.status()).toBe(400)
  expect((await malformed.json()).error.code).toBe('invalid_parameter')
  const wrongMethod = await request.post('/api/interests.php', { data: {} })
  expect(wrongMethod.status()).toBe(405)
})

test('/healthz reports the database and Redis', async ({ request }) => {
  const res = await request.get('/healthz')
  expect(res.status()).toBe(200)
  expect(await res.json()).toEqual({ ok: true, database: 'ok', redis: 'ok' })
})
