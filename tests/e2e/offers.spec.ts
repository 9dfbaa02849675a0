// Offers (issue 14, docs/offers.md): the time-bonus countdown and its members-area modal under a
// controlled clock, the dismissal that holds, and the welcome discount after the time bonus.
import { contextIn, createMember, expect, hydrated, logInAs, test } from './fixtures.ts'

test('a new member sees the time bonus count down, and with 0 credits the modal after 40 s in the members area', async ({
  page,
  context,
}) => {
  test.slow()
  const member = await createMember()
  await logInAs(context, member)
  await page.clock.install()
  // Outside the members area the modal never opens.
  await page.goto('/profile')
  await hydrated(page)
  const banner = page.getByTestId('offer-banner')
  await expect(banner).toContainText('Time bonus: 25% off your first credits')
  const timer = banner.getByRole('timer')
  await expect(timer).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/)
  const first = await timer.innerText()
  await page.clock.runFor(2_000)
  await expect(timer).not.toHaveText(first)
  const modal = page.getByRole('dialog', { name: 'Act fast!' })
  await page.clock.runFor(45_000)
  await expect(modal).toBeHidden()

  // In the members area: not before 40 s, then the modal with its countdown and the offer.
  await page.locator('header a[href="/members"]').first().click()
  await expect(page).toHaveURL(/\/members/)
  await page.clock.runFor(38_000)
  await expect(modal).toBeHidden()
  await page.clock.runFor(3_000)
  await expect(modal).toBeVisible()
  await expect(modal).toContainText('Only in your first 4 hours after signing up: 25% off your first credit package.')
  await expect(modal.getByRole('timer')).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/)
  await expect(modal.getByRole('link', { name: 'Get 25% off' })).toHaveAttribute('href', '/credits?discount=TIMEBONUS25')
  await modal.getByRole('button', { name: 'No, thanks' }).click()
  await expect(modal).toBeHidden()

  // The dismissal holds.
  await page.reload()
  await hydrated(page)
  await page.clock.runFor(45_000)
  await expect(modal).toBeHidden()
  await expect(page.getByTestId('offer-banner')).toBeVisible()
})

test('a member with credits gets the banner but not the modal', async ({ page, context }) => {
  const member = await createMember({ credits: 20 })
  await logInAs(context, member)
  await page.clock.install()
  await page.goto('/members')
  await hydrated(page)
  await expect(page.getByTestId('offer-banner').getByRole('timer')).toBeVisible()
  await page.clock.runFor(45_000)
  await expect(page.getByRole('dialog', { name: 'Act fast!' })).toBeHidden()

  // The offer's link carries its code through the packages to the checkout's order overview.
  await page.goto('/credits?discount=TIMEBONUS25')
  await hydrated(page)
  const buy = page.getByTestId('package-p1').getByRole('link')
  await expect(buy).toHaveAttribute('href', /\?discount=TIMEBONUS25$/)
  await buy.click()
  await hydrated(page)
  await page.getByRole('link', { name: 'Credit card' }).click()
  await expect(page).toHaveURL(/\/creditcard\?discount=TIMEBONUS25$/)
  await expect(page.locator('#discount-code')).toHaveValue('TIMEBONUS25')
})

test('after the time bonus the welcome discount shows, in the member’s language; premium members get neither', async ({
  browser,
}) => {
  test.slow()
  const member = await createMember({ signedUpDaysAgo: 1, language: 'de' })
  const context = await contextIn(browser, 'de-DE')
  await logInAs(context, member)
  const page = await context.newPage()
  await page.goto('/members')
  const banner = page.getByTestId('offer-banner')
  await expect(banner).toContainText('Willkommensgeschenk')
  await expect(banner.getByRole('timer')).toHaveCount(0)
  await expect(banner.getByRole('link')).toHaveAttribute('href', /^\/credits\?discount=WELCOME25-[0-9A-F]{8}$/)
  await context.close()

  const premium = await createMember({ paid: true })
  const other = await browser.newContext()
  await logInAs(other, premium)
  const premiumPage = await other.newPage()
  await premiumPage.goto('/members')
  await expect(premiumPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(premiumPage.getByTestId('offer-banner')).toHaveCount(0)
  await other.close()
})
