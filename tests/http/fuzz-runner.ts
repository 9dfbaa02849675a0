// Runs generated requests (fuzz-requests.ts) against a test server and reports every answer
// that breaks the rules; shared by the CI test (a few hundred cases) and `npm run fuzz` (10,000).
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import type pg from 'pg'
import { createCookie } from 'react-router'
import { checkAnswer, fuzzCases, type Viewer } from './fuzz-requests.ts'
import { sendTo } from './raw-http.ts'
import { HTTP_SESSION_SECRET } from './test-server.ts'

export interface FuzzReport {
  requests: number
  serverErrors: number
  failures: string[]
  statuses: Record<number, number>
}

const cookie = createCookie('amora_session', { secrets: [HTTP_SESSION_SECRET], path: '/' })

/** One member per kind of viewer, made in the database. */
async function viewers(pool: pg.Pool): Promise<Record<Exclude<Viewer, 'visitor'>, number>> {
  const make = async (kind: string, status: string, paid: boolean) => {
    const email = `fuzz.${kind}.${process.pid}.${Date.now()}@test.amora.example`
    const { rows } = await pool.query<{ id: number }>(
      `insert into "User" ("siteId", email, "passwordHash", status, "paidUser", credits, "updatedAt")
       select id, $1, 'x', $2::"UserStatus", $3, $4, now() from "Site" where domain = 'localhost' returning id`,
      [email, status, paid, paid ? 500 : 0],
    )
    await pool.query(
      `insert into "Profile" ("userId", "siteId", name, gender, "birthDate", country, city, searchable, "updatedAt")
       select $1, "siteId", $2, 'male', date '1985-01-01', 'NL', 'Leiden', $3, now() from "User" where id = $1`,
      [rows[0]!.id, `Fuzz${kind}`, status === 'active'],
    )
    return rows[0]!.id
  }
  return {
    member: await make('member', 'active', false),
    unconfirmed: await make('unconfirmed', 'not_confirmed', false),
    premium: await make('premium', 'active', true),
  }
}

export async function runFuzz(options: {
  port: number
  origin: string
  pool: pg.Pool
  numRuns: number
  seed?: number
  onProgress?: (done: number) => void
}): Promise<FuzzReport> {
  const ids = await viewers(options.pool)
  const cases = fc.sample(fuzzCases(options.origin), { numRuns: options.numRuns, seed: options.seed })
  const report: FuzzReport = { requests: 0, serverErrors: 0, failures: [], statuses: {} }
  for (const fuzzCase of cases) {
    const headers = { ...(fuzzCase.request.headers ?? {}) }
    if (fuzzCase.viewer !== 'visitor') {
      const id = randomBytes(32).toString('base64url')
      await options.pool.query(`insert into "Session" (id, "userId", "expiresAt") values ($1, $2, now() + interval '1 day')`, [
        id,
        ids[fuzzCase.viewer],
      ])
      headers.cookie = (await cookie.serialize(id)).split(';')[0]!
    }
    let failure: string | null
    try {
      const response = await sendTo(options.port, { ...fuzzCase.request, headers, timeoutMs: 20_000 })
      report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1
      if (response.status >= 500) report.serverErrors++
      failure = checkAnswer(fuzzCase, response)
    } catch (error) {
      const { method, path } = fuzzCase.request
      failure = `no answer (${(error as Error).message}) to ${method} ${path.length > 160 ? `${path.slice(0, 160)}…` : path}`
    }
    report.requests++
    if (failure) {
      const { body, headers: sent } = fuzzCase.request
      const detail = JSON.stringify({
        viewer: fuzzCase.viewer,
        headers: sent,
        body: typeof body === 'string' ? body.slice(0, 200) : body,
      })
      report.failures.push(`${failure} ${detail}`)
    }
    options.onProgress?.(report.requests)
  }
  return report
}
