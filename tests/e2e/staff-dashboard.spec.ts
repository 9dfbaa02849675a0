// The staff dashboard (docs/staff.md "Dashboard"): an admin logs in with password and TOTP, a
// member buys credits meanwhile, and the dashboard's today shows the purchase (counted live),
// in its charts and in the tables; the 7/30/90-day form changes the period.
import type { Page } from '@playwright/test'
import { createMember, expect, hydrated, logInAs, test, waiveWithdrawal } from './fixtures.ts'
import { query } from './database.ts'
import { createStaff, logInAsStaff } from './staff-fixtures.ts'

test.use({ ignoreHTTPSErrors: true })
test.describe.configure({ timeout: 120_000 })

/** The paid orders of one currency and method in the period's revenue table (0 without a row). */
async function methodOrders(page: Page, method: string): Promise<number> {
  const row = page.locator(`[data-testid="dashboard-revenue"] tr[data-currency="EUR"][data-method="${method}"]`)
  if (!(await row.count())) return 0
  return Number((await row.locator('[data-paid-orders]').textContent())!.replace(/\D/g, ''))
}

/** Today's figure in the per-day table. */
async function todays(page: Page, figure: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10)
  const text = await page
    .locator(`[data-testid="dashboard-days"] tr[data-day="${today}"] td[data-figure="${figure}"]`)
    .textContent()
  return Number(text!.replace(/\D/g, ''))
}

test('an admin sees on the dashboard a purchase made a moment ago', async ({ page, context }, testInfo) => {
  // Other journeys buy at the same time on the same site: this one pays with a method they do
  // not use (one per browser project), so its row in the revenue table moves by exactly one.
  const method = testInfo.project.name === 'phone' ? 'maestro' : 'paysafecard'
  await logInAsStaff(page, await createStaff(['admin'], 'Dash Admin'))

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const paidBefore = await todays(page, 'paidOrders')
  const firstBefore = await todays(page, 'firstPurchases')
  const methodBefore = await methodOrders(page, method)

  // A member buys the smallest package at the fake provider.
  const member = await createMember({ country: 'NL', signedUpDaysAgo: 3 })
  await logInAs(context, member)
  await page.goto('/credits')
  await hydrated(page)
  await page.getByTestId('package-p0').getByRole('link').click()
  await hydrated(page)
  await page
    .getByRole('list', { name: 'Choose a payment method' })
    .getByRole('link')
    .filter({ hasText: new RegExp(method, 'i') })
    .click()
  await hydrated(page)
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByTestId('payment-completed')).toBeVisible()
  const [order] = await query<{ amount: number }>(`select amount from "Order" where "userId" = $1 and status = 'paid'`, [
    member.id,
  ])

  await page.goto('/staff/dashboard?days=7')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(await methodOrders(page, method)).toBe(methodBefore + 1)
  expect(await todays(page, 'paidOrders')).toBeGreaterThanOrEqual(paidBefore + 1)
  expect(await todays(page, 'firstPurchases')).toBeGreaterThanOrEqual(firstBefore + 1)
  await expect(page.locator('[data-testid="dashboard-days"] tbody tr')).toHaveCount(7)
  const row = page.locator(`[data-testid="dashboard-revenue"] tr[data-currency="EUR"][data-method="${method}"]`)
  const paid = Number((await row.locator('[data-amount="paid"]').textContent())!.replace(/\D/g, ''))
  expect(paid).toBeGreaterThanOrEqual(order!.amount)
  // The charts are drawn in the browser (uPlot); the table has the same numbers.
  await hydrated(page)
  await expect(page.getByTestId('dashboard-chart-members')).toHaveAttribute('data-rendered', 'true')
  await expect(page.getByTestId('dashboard-chart-revenue').locator('canvas')).toHaveCount(1)

  // The period: a GET form.
  await page.getByLabel('Period').selectOption('30')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/staff\/dashboard\?days=30$/)
  await expect(page.locator('[data-testid="dashboard-days"] tbody tr')).toHaveCount(30)
  // A period the form does not offer: a message and 400, not an error page.
  const odd = await page.goto('/staff/dashboard?days=12')
  expect(odd?.status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText('Choose 7, 30 or 90 days.')
})
