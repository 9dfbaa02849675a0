// Issue 35 item 10 (SPEC §7: "English is built in"): a page whose language texts fail to load shows
// English, not keys. The German chunk is refused here; the page reload that a failed chunk would
// cause (app/shell/chunk-reload.ts, once a minute) has just happened, as when it did not help.
import { allowConsoleErrors, contextIn, expect, guardConsole, hydrated, test } from './fixtures.ts'

for (const locale of ['de-DE', 'nl-NL']) {
  test(`the next page shows English when the ${locale} texts cannot be loaded`, async ({ browser }) => {
    const context = await contextIn(browser, locale)
    const page = await context.newPage()
    guardConsole(page)
    // The refused chunk, as the browser reports it.
    allowConsoleErrors(/net::ERR_FAILED|Failed to fetch dynamically imported module/)
    await page.addInitScript(() => window.sessionStorage.setItem('amora.chunkReloadAt', String(Date.now())))
    const lng = locale.slice(0, 2)
    await page.route(`**/assets/locale-${lng}-*.js`, (route) => route.abort('failed'))
    await page.goto('/pages/terms')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lng)
    // The login page needs texts the terms page did not bring (shell.spec.ts).
    await page
      .getByRole('banner')
      .getByRole('link')
      .filter({ hasText: /^(Anmelden|Inloggen)$/ })
      .dispatchEvent('click')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByText('Forgot your password?')).toBeVisible()
    await expect(page.getByText(/^login\./)).toHaveCount(0)
    await context.close()
  })
}
