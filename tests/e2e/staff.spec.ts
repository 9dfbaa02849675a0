// The staff console's login (docs/staff.md): password and TOTP, first-login enrolment with
// recovery codes, a recovery code that works once, and the sections a moderator sees.
import bcrypt from 'bcrypt'
import { Secret, TOTP } from 'otpauth'
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures.ts'
import { query } from './database.ts'

const PASSWORD = 'Staff-E2E-Pass-1'
const passwordHash = bcrypt.hash(PASSWORD, 4)

/** A staff account like the demo's, made in the database; `secret` null: the app is not enrolled yet. */
async function createStaff(roles: string[], secret: string | null) {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@staff.test`
  await query(
    `insert into "Staff" (email, name, roles, "allSites", "passwordHash", "totpSecret", "updatedAt")
     values ($1, $2, $3::"StaffRole"[], true, $4, $5, now())`,
    [email, `Mo ${roles.join(' ')}`, roles, await passwordHash, secret],
  )
  return email
}

const codeFor = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate()

async function enterPassword(page: Page, email: string) {
  await page.goto('/staff/login')
  await hydrated(page)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/staff\/login$/)
}

test('a moderator logs in with password and TOTP, sees only the moderator sections, and logs out', async ({ page }) => {
  const secret = new Secret({ size: 20 }).base32
  const email = await createStaff(['moderator'], secret)
  await enterPassword(page, email)
  await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible()
  await hydrated(page)
  await page.getByLabel('Code', { exact: true }).fill(codeFor(secret))
  await page.getByRole('button', { name: 'Confirm' }).click()

  await expect(page).toHaveURL(/\/staff$/)
  await expect(page.getByRole('heading', { name: 'Staff console' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Console sections' })
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0)
  const permissions = page.getByTestId('staff-permissions')
  await expect(permissions.getByText('Approve and reject photos')).toBeVisible()
  await expect(permissions.getByText('Decide complaints and notices')).toBeVisible()
  await expect(permissions.getByText('Manage staff accounts')).toHaveCount(0)

  // An admin's page: the console says what is missing.
  await page.goto('/staff/accounts')
  await expect(page.getByTestId('staff-forbidden')).toContainText('Manage staff accounts')

  await hydrated(page)
  await logOut(page)
  const after = await page.goto('/staff')
  expect(after?.status()).toBe(404)
})

test('the first login enrols the app and shows ten recovery codes; a recovery code works once', async ({ page }) => {
  const email = await createStaff(['moderator'], null)
  await enterPassword(page, email)
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible()
  await expect(page.getByTestId('staff-qr').locator('svg')).toBeVisible()
  const secret = (await page.getByTestId('staff-totp-secret').textContent())!.trim()
  await hydrated(page)
  await page.getByLabel('Code from the app').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Confirm' }).click()

  const list = page.getByTestId('staff-recovery-codes').locator('li')
  await expect(list).toHaveCount(10)
  const codes = await list.allTextContents()
  await page.getByRole('link', { name: 'Continue to the console' }).click()
  await expect(page.getByTestId('staff-name')).toBeVisible()
  await hydrated(page)
  await logOut(page)

  // A recovery code instead of the app's code: once.
  for (const attempt of ['accepted', 'refused'] as const) {
    await enterPassword(page, email)
    await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible()
    await hydrated(page)
    await page.getByLabel('Code', { exact: true }).fill(codes[0]!)
    await page.getByRole('button', { name: 'Confirm' }).click()
    if (attempt === 'accepted') {
      await expect(page.getByTestId('staff-name')).toBeVisible()
      await hydrated(page)
      await logOut(page)
    } else {
      await expect(page.getByRole('alert')).toContainText('The e-mail address, password or code is wrong.')
    }
  }
})
