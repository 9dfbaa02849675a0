// Staff accounts and console sessions for the HTTP tests, made in the database as the console's
// login would leave them (docs/staff.md): a password, a TOTP secret, and a session row whose id is
// the SHA-256 of the cookie's token.
import { createHash, randomBytes } from 'node:crypto'
import bcrypt from 'bcrypt'
import { query } from './client.ts'

export const STAFF_PASSWORD = 'Http-Staff-Pass-1'
let made = 0

/** A staff account with these roles on every site; its id. */
export async function makeStaff(roles: string[]): Promise<number> {
  made++
  const [row] = await query<{ id: number }>(
    `insert into "Staff" (email, name, roles, "allSites", "passwordHash", "totpSecret", "updatedAt")
     values ($1, $2, $3::"StaffRole"[], true, $4, 'JBSWY3DPEHPK3PXP', now()) returning id`,
    [`http.${process.pid}.${made}.${Date.now()}@staff.test`, `Http Staff ${made}`, roles, await bcrypt.hash(STAFF_PASSWORD, 4)],
  )
  return row!.id
}

/** A staff session row and its cookie; `verified: false` is a login waiting for its code. */
export async function staffSession(staffId: number, verified = true) {
  const token = randomBytes(32).toString('base64url')
  const id = createHash('sha256').update(token).digest('base64url')
  await query(
    `insert into "StaffSession" (id, "staffId", "verifiedAt", "expiresAt") values ($1, $2, ${verified ? 'now()' : 'null'}, now() + interval '1 hour')`,
    [id, staffId],
  )
  return { cookie: `amora_staff=${token}`, id }
}
