// The embedded demo's staff (docs/staff.md): one account per role with printed credentials and
// one fixed TOTP secret, so a newcomer can try the console after `npm start`. Never where the
// app runs on a configured database (DATABASE_URL): seedDemoStaff refuses there.
import type { PrismaClient } from '../generated/prisma/client.ts'
import type { Env } from '../env.ts'
import { hashPassword } from '../accounts/passwords.ts'
import type { StaffRoleName } from './permissions.ts'

/** Printed at start-up; anyone who reads the demo's console output can log in. Demo only. */
export const DEMO_STAFF_TOTP_SECRET = 'AMORADEMOSTAFFTOTPSECRETFORDEMOS'

export const DEMO_STAFF: readonly { role: StaffRoleName; email: string; name: string; password: string }[] = [
  { role: 'support', email: 'support@staff.amora.example', name: 'Sam Support', password: 'Demo-Support-2026' },
  { role: 'moderator', email: 'moderator@staff.amora.example', name: 'Mo Moderator', password: 'Demo-Moderator-2026' },
  { role: 'operator', email: 'operator@staff.amora.example', name: 'Olli Operator', password: 'Demo-Operator-2026' },
  { role: 'admin', email: 'admin@staff.amora.example', name: 'Ada Admin', password: 'Demo-Admin-2026!' },
]

export class DemoStaffRefused extends Error {}

/** The demo is the embedded database; a configured database is a real deployment, whatever NODE_ENV says. */
export const demoStaffAllowed = (env: Pick<Env, 'embeddedDatabase'>) => env.embeddedDatabase

/** Creates the demo staff when the database has no staff account yet; returns whether it did. */
export async function seedDemoStaff(db: PrismaClient, env: Pick<Env, 'embeddedDatabase'>): Promise<boolean> {
  if (!demoStaffAllowed(env)) throw new DemoStaffRefused('Demo staff accounts are only made in the embedded demo database.')
  if ((await db.staff.count()) > 0) return false
  for (const demo of DEMO_STAFF) {
    await db.staff.create({
      data: {
        email: demo.email,
        name: demo.name,
        roles: [demo.role],
        allSites: true,
        passwordHash: await hashPassword(demo.password),
        passwordChangedAt: new Date(),
        totpSecret: DEMO_STAFF_TOTP_SECRET,
      },
    })
  }
  return true
}

/** The lines the demo prints at start-up. */
export function demoStaffBanner(origin: string): string {
  return [
    `  staff:    ${origin}/staff/login (demo accounts; the two-factor secret ${DEMO_STAFF_TOTP_SECRET} goes into an authenticator app)`,
    ...DEMO_STAFF.map((s) => `            ${s.role.padEnd(9)} ${s.email} / ${s.password}`),
  ].join('\n')
}
