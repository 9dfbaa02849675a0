// Issue 35 item 12 (SPEC §7): the language of a page is the `lng` cookie, else the site's domain
// language, and only then the browser's (docs/shell.md "Languages" says the same).
import { E2E_PORT } from './e2e-env.ts'
import { expect, guardConsole, test } from './fixtures.ts'

// The seed's second brand: domain language Dutch (prisma/seed/seed.ts).
const DUTCH_SITE = `http://she.localhost:${E2E_PORT}`

for (const locale of ['en-GB', 'de-DE']) {
  test(`a site’s domain language comes before the browser’s language (${locale} browser)`, async ({ browser }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    guardConsole(page)
    await page.goto(`${DUTCH_SITE}/login`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    // The visitor's own choice (the lng cookie) comes before both.
    await context.addCookies([{ name: 'lng', value: locale.slice(0, 2), url: DUTCH_SITE, sameSite: 'Lax' }])
    await page.goto(`${DUTCH_SITE}/login`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2))
    await context.close()
  })
}
