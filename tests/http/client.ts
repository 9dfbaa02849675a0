// Raw HTTP against the test server: any Host, method, header or body a client could send,
// with node:http (fetch would refuse a forged Host), and a database handle for checks.
import { sendTo, type RawRequest } from './raw-http.ts'
import { inject } from 'vitest'
import pg from 'pg'
import { createCookie } from 'react-router'
import { randomBytes } from 'node:crypto'
import { databaseUrl } from '../integration/db-admin.ts'
import { HTTP_SESSION_SECRET } from './test-server.ts'

export const origin = inject('httpOrigin')
export const port = inject('httpPort')

export { fileClient } from './raw-http.ts'
export type { RawRequest, RawResponse } from './raw-http.ts'

/** One request on a new connection to the test server. */
export const send = (request: RawRequest) => sendTo(port, request)

/** The same-site headers a browser sends with a form POST from our own page. */
export const ownPage = (extra: Record<string, string> = {}) => ({
  origin,
  'sec-fetch-site': 'same-origin',
  ...extra,
})

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
export const JSON_TYPE = { 'content-type': 'application/json' }

const pool = new pg.Pool({ connectionString: databaseUrl(inject('httpDatabase')), max: 3 })
export async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(sql, values)).rows as T[]
}

let made = 0
/** A member made in the database; `status` not_confirmed for an unactivated account. */
export async function makeMember(options: { status?: 'active' | 'not_confirmed'; invisible?: boolean; name?: string } = {}) {
  made++
  const status = options.status ?? 'active'
  const invisible = options.invisible ?? false
  const email = `http.${process.pid}.${made}.${Date.now()}@test.amora.example`
  const [user] = await query<{ id: number }>(
    `insert into "User" ("siteId", email, "passwordHash", status, invisible, "activatedAt", "updatedAt")
     select id, $1, 'x', $2::"UserStatus", $3, now(), now() from "Site" where domain = 'localhost' returning id`,
    [email, status, invisible],
  )
  await query(
    `insert into "Profile" ("userId", "siteId", name, gender, "birthDate", country, city, status, invisible, searchable, "updatedAt")
     select $1, "siteId", $2, 'female', date '1990-01-01', 'NL', 'Delft', 'active', $3, $4, now() from "User" where id = $1`,
    [user!.id, options.name ?? `Http${made}`, invisible, status === 'active' && !invisible],
  )
  return { id: user!.id, email, name: options.name ?? `Http${made}` }
}

const cookie = createCookie('amora_session', { secrets: [HTTP_SESSION_SECRET], path: '/' })
/** A session cookie header for the member (a session row, as a login makes). */
export async function sessionFor(userId: number): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await query(`insert into "Session" (id, "userId", "expiresAt") values ($1, $2, now() + interval '1 day')`, [id, userId])
  return (await cookie.serialize(id)).split(';')[0]!
}
