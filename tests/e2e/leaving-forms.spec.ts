// Issue 35 item 3: every form that leaves the app's routes (log-out to /api/logout.php, the
// language forms to /lang-config) is posted by the browser itself (reloadDocument), so each one
// works from every place it appears: a test for each log-out and each language form.
import type { Browser } from '@playwright/test'
import { contextIn, createMember, expect, guardConsole, hydrated, logInAs, test } from './fixtures.ts'

const languages = [
  { locale: 'en-GB', logOut: 'Log out', account: /^Account of /, logIn: 'Log in', language: /^Language: / },
  { locale: 'de-DE', logOut: 'Abmelden', account: /^Konto von /, logIn: 'Anmelden', language: /^Sprache: / },
]

async function loggedIn(browser: Browser, locale: string) {
  const member = await createMember({ language: locale.slice(0, 2) })
  const context = await contextIn(browser, locale)
  await logInAs(context, member)
  const page = await context.newPage()
  guardConsole(page)
  return { context, page }
}

for (const language of languages) {
  test(`the top bar’s Log out ends the session (${language.locale})`, async ({ browser }) => {
    const { context, page } = await loggedIn(browser, language.locale)
    await page.goto('/members')
    await hydrated(page)
    const topBar = page.locator('header.top-bar')
    await topBar.getByLabel(language.account).click()
    await topBar.getByRole('button', { name: language.logOut }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(topBar.getByRole('link', { name: language.logIn })).toBeVisible()
    await page.goto('/notifications')
    await expect(page).toHaveURL(/\/login/)
    await context.close()
  })

  test(`the settings page’s Log out ends the session (${language.locale})`, async ({ browser }) => {
    const { context, page } = await loggedIn(browser, language.locale)
    await page.goto('/notifications')
    await hydrated(page)
    const logout = page.waitForResponse((r) => r.url().includes('/api/logout.php'))
    await page.getByRole('main').getByRole('button', { name: language.logOut }).click()
    // The browser posts the form itself: no `/api/logout.php.data` fetch, no "page not found".
    expect(new URL((await logout).url()).pathname).toBe('/api/logout.php')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('header.top-bar').getByRole('link', { name: language.logIn })).toBeVisible()
    await page.goto('/notifications')
    await expect(page).toHaveURL(/\/login/)
    await context.close()
  })
}

test('the top bar’s language menu reloads the page in the chosen language, logged in', async ({ browser }) => {
  const { context, page } = await loggedIn(browser, 'en-GB')
  await page.goto('/likes/received')
  await hydrated(page)
  const topBar = page.locator('header.top-bar')
  await topBar.getByLabel(/^Language: English/).click()
  await topBar.getByRole('button', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page).toHaveURL(/\/likes\/received$/)
  await hydrated(page)
  await topBar.getByLabel(/^Sprache: Deutsch/).click()
  await topBar.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})

test('the top bar’s language menu works for visitors too', async ({ browser }) => {
  const context = await contextIn(browser, 'de-DE')
  const page = await context.newPage()
  guardConsole(page)
  await page.goto('/pricing')
  await hydrated(page)
  const topBar = page.locator('header.top-bar')
  await topBar.getByLabel(/^Sprache: Deutsch/).click()
  await topBar.getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveURL(/\/pricing$/)
  await context.close()
})

for (const language of languages) {
  test(`the footer’s language menu reloads the page in the chosen language (${language.locale})`, async ({ browser }) => {
    const context = await contextIn(browser, language.locale)
    const page = await context.newPage()
    guardConsole(page)
    await page.goto('/pages/faq')
    await hydrated(page)
    const footer = page.locator('footer.site-footer')
    await footer.getByLabel(language.language).click()
    await footer.getByRole('button', { name: 'Nederlands' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await expect(page).toHaveURL(/\/pages\/faq$/)
    await context.close()
  })

  test(`/lang-config sets the chosen language (${language.locale})`, async ({ browser }) => {
    const context = await contextIn(browser, language.locale)
    const page = await context.newPage()
    guardConsole(page)
    await page.goto('/lang-config')
    await hydrated(page)
    await page
      .getByRole('main')
      .getByRole('button', { name: /Svenska/ })
      .click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    const cookie = (await context.cookies()).find((c) => c.name === 'lng')
    expect(cookie?.value).toBe('sv')
    await context.close()
  })
}
