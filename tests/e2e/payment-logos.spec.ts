// Issue 35 item 9: the payment methods show their logos: self-hosted SVG images (no request to
// another host), not text badges, on the method list, in English and German.
import { contextIn, createMember, expect, guardConsole, hydrated, logInAs, test } from './fixtures.ts'
import { E2E_ORIGIN } from './e2e-env.ts'

for (const { locale, choose } of [
  { locale: 'en-GB', choose: 'Choose a payment method' },
  { locale: 'de-DE', choose: 'Wähle eine Zahlungsart' },
]) {
  test(`the method list shows each method’s logo from the site itself (${locale})`, async ({ browser }) => {
    const me = await createMember({ country: 'NL', language: locale.slice(0, 2) })
    const context = await contextIn(browser, locale)
    await logInAs(context, me)
    const page = await context.newPage()
    guardConsole(page)
    const elsewhere: string[] = []
    page.on('request', (r) => void (new URL(r.url()).origin !== E2E_ORIGIN && elsewhere.push(r.url())))
    await page.goto('/credits')
    await hydrated(page)
    await page.getByTestId('package-p1').getByRole('link').click()
    const methods = page.getByRole('list', { name: choose })
    await expect(methods).toBeVisible()
    const ideal = methods.getByRole('link').filter({ hasText: 'iDEAL' })
    const logo = ideal.getByTestId('method-logo')
    await expect(logo).toHaveAttribute('src', '/payment-methods/ideal.svg')
    await logo.scrollIntoViewIfNeeded()
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    // Every listed method shows a logo or its name alone; no four-letter badge is left.
    await expect(methods.locator('.badge')).toHaveCount(0)
    expect(await methods.getByTestId('method-logo').count()).toBeGreaterThanOrEqual(3)
    expect(elsewhere).toEqual([])
    await context.close()
  })
}
