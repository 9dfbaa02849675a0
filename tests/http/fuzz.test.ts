// Issue 10: generated requests over every route of the app, logged out and logged in; no 5xx,
// every /api/ refusal in the JSON error shape. `npm run fuzz` runs 10,000 of them.
import { expect, it } from 'vitest'
import pg from 'pg'
import { inject } from 'vitest'
import { databaseUrl } from '../integration/db-admin.ts'
import { runFuzz } from './fuzz-runner.ts'
import { makeMember, send, sessionFor } from './client.ts'

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
