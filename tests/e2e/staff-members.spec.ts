// The member 360° view (docs/staff.md): a member buys credits in the payment sandbox; a support
// agent logs in with password and TOTP, finds the member by e-mail, opens the account, refunds
// the order through its provider (confirming first); the ledger shows the refund, the audit
// trail names the agent, and the member's /transactions page shows the order refunded.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createMember, expect, hydrated, logInAs, test, waiveWithdrawal } from './fixtures.ts'
import { query } from './database.ts'
import { createStaff, logInAsStaff } from './staff-fixtures.ts'

// The fake Mollie serves HTTPS with a self-signed certificate.
test.use({ ignoreHTTPSErrors: true })
// The journey crosses the member's checkout, the provider's page and the console.
test.describe.configure({ timeout: 120_000 })

/** No serious or critical WCAG 2 A/AA finding on the page (as tests/e2e/a11y.spec.ts). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('a support agent finds a member and refunds an order in the payment sandbox', async ({ page, context, browser }) => {
  // The member buys 15 credits by card at the sandbox's Stripe.
  const member = await createMember({ country: 'NL', signedUpDaysAgo: 30 })
  await logInAs(context, member)
  await page.goto('/credits')
  await hydrated(page)
  await page.getByTestId('package-p0').getByRole('link').first().click()
  await hydrated(page)
  await page.getByRole('list', { name: 'Choose a payment method' }).getByRole('link').filter({ hasText: 'Credit card' }).click()
  await hydrated(page)
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: 'Pay €4.99' }).click()
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByTestId('payment-completed')).toContainText('15 credits have been added to your account.')

  // The support agent, in a browser of their own.
  const agent = await createStaff(['support'], 'Sam Support')
  const staffContext = await browser.newContext({ ignoreHTTPSErrors: true })
  const staff = await staffContext.newPage()
  await logInAsStaff(staff, agent)

  // Find the member by e-mail.
  await staff.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Members' }).click()
  await expect(staff.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible()
  await hydrated(staff)
  await staff.getByRole('searchbox', { name: /Find a member on/ }).fill(member.email)
  await staff.getByRole('button', { name: 'Find' }).click()
  const results = staff.getByTestId('member-results')
  await expect(results.getByRole('row')).toHaveCount(2)
  await expectAccessible(staff)
  await results.getByRole('link', { name: member.name }).click()

  await expect(staff.getByTestId('member-name')).toContainText(member.name)
  await expect(staff.getByTestId('member-email')).toHaveText(member.email)
  await expect(staff.getByTestId('member-credits')).toHaveText('15 credits')
  const [order] = await query<{ id: number }>(`select id from "Order" where "userId" = $1 and status = 'paid'`, [member.id])
  await expect(staff.getByTestId(`order-status-${order!.id}`)).toHaveText('Paid')
  await expect(staff.getByTestId('member-ledger').locator('tr[data-reason="purchase"]')).toContainText('+15')
  await hydrated(staff)
  await expectAccessible(staff)

  // A refund needs its confirmation: without the tick nothing happens.
  const refund = staff.getByTestId(`refund-${order!.id}`)
  await refund.getByRole('button', { name: 'Refund' }).click()
  await expect(refund.getByText('Tick the box to confirm.')).toBeVisible()
  await expect(staff.getByTestId(`order-status-${order!.id}`)).toHaveText('Paid')
  await refund.getByLabel('Yes, refund it and take its credits back').check()
  await refund.getByRole('button', { name: 'Refund' }).click()
  await expect(staff.getByTestId('member-done')).toHaveText('The order is refunded and its credits are taken back.')
  await expect(staff.getByTestId(`order-status-${order!.id}`)).toHaveText('Refunded')
  await expect(staff.getByTestId('member-credits')).toHaveText('0 credits')
  await expect(staff.getByTestId('member-ledger').locator('tr[data-reason="refund"]')).toContainText('-15')
  const refundRow = staff.getByTestId('audit-trail').locator('tr[data-action="order.refund"]')
  await expect(refundRow).toContainText('Sam Support')
  await expect(refundRow).toContainText(`order ${order!.id}`)
  await staffContext.close()

  // The member sees it on their transactions page.
  await page.goto('/transactions')
  await expect(page.getByRole('cell', { name: 'Refunded' })).toBeVisible()
  await page.goto('/credits')
  await expect(page.getByTestId('credit-balance')).toHaveText('You have 0 credits.')
})
