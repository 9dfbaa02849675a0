// Issue 10: generated requests over every route of the app, logged out and logged in; no 5xx,
// every /api/ refusal in the JSON error shape. `npm run fuzz` runs 10,000 of them.
import { expect, it } from 'vitest'
import pg from 'pg'
import { inject } from 'vitest'
import { databaseUrl } from '../integration/db-admin.ts'
import { runFuzz } from './fuzz-runner.ts'
import { FORM, form, makeMember, ownPage, send, sessionFor } from './client.ts'

it('answers 400 generated requests without a 5xx', { timeout: 300_000 }, async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl(inject('httpDatabase')), max: 2 })
  try {
    const report = await runFuzz({ port: inject('httpPort'), origin: inject('httpOrigin'), pool, numRuns: 400 })
    expect(report.failures).toEqual([])
    expect(report.requests).toBe(400)
  } finally {
    await pool.end()
  }
})

it('answers 404, never a 5xx, for ids beyond 32 bits on every page that takes an id', async () => {
  const member = await makeMember()
  const cookie = await sessionFor(member.id)
  const big = '2147483648'
  const paths = [
    `/transactions/${big}`,
    `/credits/${big}`,
    `/credits/${big}/creditcard`,
    `/credits/1/creditcard?order=${big}`,
    `/chats/${big}`,
    `/members/${big}`,
    `/members/${big}/chat`,
    `/likes/m/${big}`,
  ]
  for (const path of paths) {
    const response = await send({ method: 'GET', path, headers: { cookie, accept: 'text/html' } })
    expect(response.status, path).toBe(404)
  }
})

it('answers 400, never a 5xx, for ids beyond 32 bits in every form that takes one (issue 31)', async () => {
  const member = await makeMember()
  const cookie = await sessionFor(member.id)
  const big = '2147483648'
  const place = { country: 'NL', region: big, city: 'Delft' }
  const posts: [string, Record<string, string>][] = [
    ['/profile', { name: 'Robin', gender: 'female', sexuality: 'hetero', date_of_birth: '1990-01-01', ...place, interests: '1' }],
    [
      '/profile',
      {
        name: 'Robin',
        gender: 'female',
        sexuality: 'hetero',
        date_of_birth: '1990-01-01',
        ...place,
        region: '1',
        interests: big,
      },
    ],
    ['/notifications', { intent: 'location', ...place }],
    ['/complete-signup', { intent: 'location', ...place }],
    ['/notifications', { intent: 'unblock', member_id: big }],
    ['/complaints', { reason: 'scam', text: 'They asked me for money.', good_faith: 'on', profile: big }],
  ]
  for (const [path, fields] of posts) {
    const response = await send({
      method: 'POST',
      path,
      headers: { cookie, ...FORM, ...ownPage(), accept: 'text/html' },
      body: form(fields),
    })
    expect([path, fields, response.status >= 400 && response.status < 500]).toEqual([path, fields, true])
  }
})
