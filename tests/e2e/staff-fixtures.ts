// Staff accounts for the console's journeys (docs/staff.md): made in the database with an
// enrolled authenticator app, and the two-step login (password, then the app's code) as a staff
// member does it.
import type { Page } from '@playwright/test'
import bcrypt from 'bcrypt'
import { Secret, TOTP } from 'otpauth'
import { query } from './database.ts'
import { expect, hydrated } from './fixtures.ts'

export const STAFF_PASSWORD = 'Staff-E2E-Pass-2026'
const passwordHash = bcrypt.hash(STAFF_PASSWORD, 4)

export interface E2eStaff {
  email: string
  /** The authenticator app's secret (base32). */
  secret: string
}

/** A staff account with these roles on all sites and an enrolled app. */
export async function createStaff(roles: string[], name: string): Promise<E2eStaff> {
  const secret = new Secret({ size: 20 }).base32
  const email = `e2e.${roles.join('-')}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@staff.test`
  await query(
    `insert into "Staff" (email, name, roles, "allSites", "passwordHash", "totpSecret", "updatedAt")
     values ($1, $2, $3::"StaffRole"[], true, $4, $5, now())`,
    [email, name, roles, await passwordHash, secret],
  )
  return { email, secret }
}

/** The app's current code for a secret. */
export const totpCode = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate()

/** Logs in at /staff/login with the password and the app's code; ends on the console's home. */
export async function logInAsStaff(page: Page, staff: E2eStaff) {
  await page.goto('/staff/login')
  await hydrated(page)
  await page.getByLabel('E-mail address').fill(staff.email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible()
  await hydrated(page)
  await page.getByLabel('Code', { exact: true }).fill(totpCode(staff.secret))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/staff$/)
}
