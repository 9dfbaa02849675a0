// Buying credits through the local fake Stripe and Mollie hosted pages (scripts/sandbox/payment-providers.ts), on desktop
// and phone: a free member buys p2 by card, becomes premium and buys it again with the stored
// card; an iDEAL payment at Mollie fails and the retry with another method pays (in Dutch); a
// member refunds an order's unused credits from its receipt.
import { test, expect, createMember, logInAs, hydrated, waiveWithdrawal } from './fixtures.ts'
import { E2E_ORIGIN } from './e2e-env.ts'
import { query } from './database.ts'

// The fake Mollie serves HTTPS with a self-signed certificate.
test.use({ ignoreHTTPSErrors: true })
// Each journey crosses a dozen pages and two servers: longer than one page's default budget.
test.describe.configure({ timeout: 120_000 })

test('a free member buys p2 by card, gets the credits and becomes premium', async ({ page, context }) => {
  const member = await createMember({ country: 'NL', signedUpDaysAgo: 30 })
  await logInAs(context, member)
  await page.goto('/premium')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a premium member')
  await expect(page.getByText('Premium members have a 46% higher chance of success.').first()).toBeVisible()
  const p2 = page.getByTestId('package-p2')
  await expect(p2).toContainText('€39.99')
  await p2.getByRole('link', { name: 'Buy 150 credits' }).click()

  await expect(page.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible()
  await hydrated(page)
  const methods = page.getByRole('list', { name: 'Choose a payment method' }).getByRole('link')
  await expect(methods.first()).toContainText('iDEAL')
  await methods.filter({ hasText: 'Credit card' }).click()
  await expect(page.getByTestId('checkout-total')).toHaveText('€39.99')
  await hydrated(page)
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: 'Pay €39.99' }).click()

  // The provider's hosted page (the fake marks itself as test mode).
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await expect(page.getByTestId('fake-amount')).toHaveText('39.99 EUR')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page).toHaveURL(new RegExp(`^${E2E_ORIGIN}/credits/\\d+/creditcard\\?order=\\d+$`))
  await expect(page.getByTestId('payment-completed')).toContainText('150 credits have been added to your account.')
  await page.goto('/credits')
  await expect(page.getByTestId('credit-balance')).toHaveText('You have 150 credits.')
  // Premium now: the top bar leads to the credits instead of "Get premium".
  await expect(page.locator('a[href="/premium"].top-bar-premium')).toHaveCount(0)
  await page.goto('/transactions')
  await expect(page.getByRole('cell', { name: 'Paid' })).toBeVisible()
  await page.getByRole('link', { name: 'Receipt' }).first().click()
  await expect(page.getByTestId('receipt')).toContainText('€39.99')
  await expect(page.getByTestId('order-status')).toHaveText('Paid')

  // A repeat order: the same package again in one click with the stored card.
  await page.goto('/credits')
  await page.getByRole('link', { name: 'Buy a package again' }).click()
  await hydrated(page)
  await waiveWithdrawal(page.getByTestId('repeat-p2'))
  await page.getByTestId('repeat-p2').getByRole('button', { name: 'Buy again for €39.99' }).click()
  await expect(page.getByTestId('repeat-paid')).toContainText('150 credits have been added to your account.')
  await page.goto('/credits')
  await expect(page.getByTestId('credit-balance')).toHaveText('You have 300 credits.')
})

test('an iDEAL payment at Mollie fails; the retry with another method pays (Dutch)', async ({ page, context }) => {
  const member = await createMember({ country: 'NL', language: 'nl', signedUpDaysAgo: 30 })
  await logInAs(context, member)
  await context.addCookies([{ name: 'lng', value: 'nl', url: E2E_ORIGIN }])
  await page.goto('/credits')
  // A click while React takes over the page can be lost on a slow machine: wait for it.
  await hydrated(page)
  await page.getByTestId('package-p0').getByRole('link').click()
  await hydrated(page)
  await page.getByRole('list', { name: 'Kies een betaalmethode' }).getByRole('link').filter({ hasText: 'iDEAL' }).click()
  await hydrated(page)
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: /betalen/ }).click()
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await page.getByRole('button', { name: 'Fail' }).click()

  await expect(page.getByTestId('payment-failed')).toContainText('De betaling is mislukt of geannuleerd.')
  await hydrated(page)
  await page.getByRole('link', { name: 'PayPal' }).click()
  await expect(page).toHaveURL(/\/credits\/\d+\/paypal$/)
  await hydrated(page)
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: /betalen/ }).click()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByTestId('payment-completed')).toContainText('Er zijn 15 credits aan je account toegevoegd.')
})

test('a typed discount code lowers the price, the paid order records it; an ended code says so', async ({ page, context }) => {
  const member = await createMember({ country: 'NL', signedUpDaysAgo: 30 })
  await logInAs(context, member)
  const code = `E2E10-${process.pid}${Date.now().toString(36)}`.toUpperCase().slice(0, 30)
  const ended = `${code}X`
  await query(
    `insert into "DiscountCode" (code, "valuePercentage", "paymentMethods", "expiresAt")
     values ($1, 10, '{}', null), ($2, 10, '{}', now() - interval '1 day')`,
    [code, ended],
  )
  await page.goto('/credits')
  await hydrated(page)
  await page.getByTestId('package-p2').getByRole('link').first().click()
  await hydrated(page)
  await page.getByRole('list', { name: 'Choose a payment method' }).getByRole('link').filter({ hasText: 'Credit card' }).click()
  await expect(page.getByTestId('checkout-total')).toHaveText('€39.99')

  await page.getByRole('textbox', { name: 'Discount code' }).fill(ended.toLowerCase())
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('alert')).toHaveText('This offer has ended.')
  await expect(page.getByTestId('checkout-total')).toHaveText('€39.99')

  await page.getByRole('textbox', { name: 'Discount code' }).fill(code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`${code} applied`)).toBeVisible()
  await expect(page.getByTestId('checkout-total')).toHaveText('€35.99')
  await hydrated(page)
  await waiveWithdrawal(page)
  await page.getByRole('button', { name: 'Pay €35.99' }).click()
  await expect(page.getByTestId('fake-amount')).toHaveText('35.99 EUR')
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByTestId('payment-completed')).toBeVisible()
  const [use] = await query<{ paid: boolean }>(
    `select r."paidAt" is not null as paid from "DiscountRedemption" r join "DiscountCode" c on c.id = r."codeId"
      where c.code = $1 and r."userId" = $2`,
    [code, member.id],
  )
  expect(use?.paid).toBe(true)
})

test('a member refunds an order’s unused credits from its receipt; spent ones in the meantime refuse it', async ({
  page,
  context,
}) => {
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
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page.getByTestId('payment-completed')).toContainText('15 credits have been added to your account.')

  await page.goto('/transactions')
  await page.getByRole('link', { name: 'Receipt' }).first().click()
  await hydrated(page)
  const refund = page.getByRole('button', { name: 'Refund unused credits' })
  await expect(refund).toBeVisible()
  // While the receipt is open, some of the credits are spent (as a paid gift would).
  const spend = (delta: number, reason: 'gift' | 'adjustment') =>
    query(
      `with u as (update "User" set credits = credits + $2 where id = $1 returning credits)
       insert into "CreditTransaction" ("userId", delta, "balanceAfter", reason)
       select $1, $2, credits, $3::"CreditReason" from u`,
      [member.id, delta, reason],
    )
  await spend(-5, 'gift')
  await refund.click()
  await expect(page.getByTestId('refund-result')).toHaveText(
    'Credits of this order have been used, so it can no longer be refunded.',
  )
  await expect(page.getByTestId('order-status')).toHaveText('Paid')

  // With the credits whole again the refund goes through, once.
  await spend(5, 'adjustment')
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: 'Refund unused credits' }).click()
  await expect(page.getByTestId('refund-result')).toHaveText(
    'The order has been refunded. The money goes back to your payment method.',
  )
  await expect(page.getByTestId('order-status')).toHaveText('Refunded')
  await expect(page.getByRole('button', { name: 'Refund unused credits' })).toHaveCount(0)
  await page.goto('/credits')
  await expect(page.getByTestId('credit-balance')).toHaveText('You have 0 credits.')
})
