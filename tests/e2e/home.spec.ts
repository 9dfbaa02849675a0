import { contextIn, expect, test } from './fixtures.ts'

test('the logged-out home page shows seeded members with photos', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page).toHaveTitle(/Amora/)
  const cards = page.getByTestId('member-card')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(12)
  const photo = cards.first().getByRole('img')
  await expect(photo).toHaveAttribute('src', /^\/uploads\/seed\/.+\.webp$/)
  // The photo really loads (served from the upload store, not a broken image).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await expect(cards.first()).toContainText(/, \d{2}/)
})

test('the page speaks the site’s language over the browser’s, and the chosen one over both', async ({ browser }) => {
  // The demo site's domain language is English: a German browser alone does not change it (SPEC §7).
  const browserOnly = await browser.newContext({ locale: 'de-DE' })
  const first = await browserOnly.newPage()
  await first.goto('/')
  await expect(first.locator('html')).toHaveAttribute('lang', 'en')
  await browserOnly.close()
  const context = await contextIn(browser, 'de-DE')
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 2, name: 'Neue Mitglieder' })).toBeVisible()
  await expect(page.getByTestId('member-card').first().getByRole('img')).toHaveAttribute('alt', /^Foto von /)
  await context.close()
})

test('an unknown page is a translated 404 with a way home', async ({ browser }) => {
  const context = await contextIn(browser, 'nl-NL')
  const page = await context.newPage()
  const response = await page.goto('/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina kon niet worden gevonden')
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click()
  await expect(page).toHaveURL(/\/$/)
  await context.close()
})

test('pages are served with a CSP nonce, no framing and no inline script without it', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const response = await page.goto('/')
  const csp = response!.headers()['content-security-policy']!
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([])
})
