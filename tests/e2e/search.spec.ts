// Member search (SPEC §3 Search state): a member filters by gender and country, pages on,
// opens a profile and comes back to the same filters and page; /members without parameters
// brings the last search back; a visitor searches from the home page's search box.
import { createMember, expect, holdScripts, hydrated, logInAs, test } from './fixtures.ts'
import { type Page } from '@playwright/test'
import { query } from './database.ts'

/** A fresh member (the last search is remembered per member, so tests never share one). */
async function logIn(page: Page) {
  await logInAs(page.context(), await createMember({ gender: 'male' }))
}

/**
 * The e2e seed has 80 members, too few for two pages of one gender in one country: add 30
 * women in Luxembourg (idempotent, so the desktop and phone projects can both run it).
 */
async function ensureTwoPagesOfWomenInLuxembourg() {
  await query(`
      WITH site AS (SELECT id FROM "Site" WHERE domain = 'localhost'),
      added AS (
        INSERT INTO "User" ("siteId", email, "passwordHash", status, language, "activatedAt", "updatedAt")
        SELECT site.id, 'search-e2e-' || n || '@amora.example', 'no login', 'active', 'fr', now(), now()
        FROM site, generate_series(1, 30) AS n
        ON CONFLICT ("siteId", email) DO NOTHING
        RETURNING id, "siteId", split_part(split_part(email, '@', 1), '-', 3)::int AS n
      )
      INSERT INTO "Profile" ("userId", "siteId", name, gender, "birthDate", country, city, latitude, longitude,
                             searchable, "lastActiveAt", "updatedAt")
      SELECT id, "siteId", (ARRAY['Léa', 'Emma', 'Julie', 'Sarah', 'Laura'])[1 + n % 5], 'female',
             date '1985-06-01' + n * 40, 'LU', 'Luxembourg', 49.61, 6.13, true, now() - interval '3 days' - n * interval '1 minute', now()
      FROM added`)
}

test('filters survive paging, opening a profile and coming back', async ({ page }) => {
  await ensureTwoPagesOfWomenInLuxembourg()
  await logIn(page)
  await page.goto('/members')
  await hydrated(page)

  const filters = page.getByRole('form', { name: 'Search filters' })
  await filters.getByLabel('Looking for').selectOption('female')
  await filters.getByLabel('Country').selectOption('LU')
  await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/members\?gender=female&country=LU/)
  await expect(page.getByTestId('search-total')).toHaveText(/^\d+ members found$/)
  await expect(page.getByRole('navigation', { name: 'Result pages' }).getByText(/^Page 1 of \d+$/)).toBeVisible()

  // Result pages and member cards are followed in the page, without loading a new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/pageNumber=2/)
  await expect(page.getByRole('navigation', { name: 'Result pages' }).getByText(/^Page 2 of \d+$/)).toBeVisible()
  const firstOnPage2 = page.getByTestId('search-results').getByRole('link').first()
  const name = (await firstOnPage2.getByRole('heading').innerText()).split(',')[0]!

  await firstOnPage2.click()
  await expect(page).toHaveURL(/\/members\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await page.goBack()
  await expect(page).toHaveURL(/\/members\?gender=female&country=LU&pageNumber=2/)
  await expect(filters.getByLabel('Looking for')).toHaveValue('female')
  await expect(filters.getByLabel('Country')).toHaveValue('LU')
  await expect(page.getByRole('navigation', { name: 'Result pages' }).getByText(/^Page 2 of \d+$/)).toBeVisible()

  // The top bar's /members (no parameters) brings the last search back.
  await page.goto('/members')
  await expect(page).toHaveURL(/\/members\?gender=female&country=LU&pageNumber=2$/)
  await expect(filters.getByLabel('Country')).toHaveValue('LU')
})

test('a member card opened with Ctrl or Cmd opens in a new tab, and the results stay', async ({ page, context }) => {
  await logIn(page)
  await page.goto('/members?gender=female')
  await hydrated(page)
  const card = page.getByTestId('search-results').getByRole('link').first()
  const href = await card.getAttribute('href')
  expect(href).toMatch(/^\/members\/\d+$/)
  const [tab] = await Promise.all([context.waitForEvent('page'), card.click({ modifiers: ['ControlOrMeta'] })])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe(href)
  await tab.close()
  await expect(page).toHaveURL(/\/members\?gender=female$/)
})

test('a bad age range is answered on the page, translated, with status 400', async ({ page }) => {
  await logIn(page)
  const response = await page.goto('/members?min_age=60&max_age=30')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the search filters.' })).toBeVisible()
  await expect(page.getByText('The lowest age cannot be higher than the highest age.')).toBeVisible()
})

test('a visitor on the home page sees the search box and searches from it', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const box = page.getByTestId('home-search')
  await expect(box).toBeVisible()
  await expect(box.getByRole('heading', { name: 'Who would you like to meet?' })).toBeVisible()
  await box.getByLabel('Looking for').selectOption('male')
  await box.getByLabel('From age').fill('25')
  await box.getByLabel('To age').fill('60')
  await box.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/members\?gender=male&min_age=25&max_age=60/)
  await expect(page.getByTestId('search-total')).toHaveText(/members? found$/)
  await expect(page.getByRole('link', { name: 'Create your free profile' })).toBeVisible()
})

test('the region list follows the chosen country, and the search keeps the region', async ({ page }) => {
  await logIn(page)
  await page.goto('/members?gender=female')
  await hydrated(page)
  const filters = page.getByRole('form', { name: 'Search filters' })
  // No country yet: nothing to choose from.
  await expect(filters.getByLabel('Region')).toBeDisabled()

  await filters.getByLabel('Country').selectOption('DE')
  const states = filters.getByLabel('State')
  await expect(states).toBeEnabled()
  await expect(states.getByRole('option', { name: 'Bayern' })).toBeAttached()
  await expect(states.getByRole('option', { name: 'Utrecht' })).not.toBeAttached()

  await filters.getByLabel('Country').selectOption('NL')
  const provinces = filters.getByLabel('Province')
  await expect(provinces.getByRole('option', { name: 'Utrecht' })).toBeAttached()
  await expect(provinces.getByRole('option', { name: 'Bayern' })).not.toBeAttached()
  await provinces.selectOption({ label: 'Utrecht' })
  await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/members\?gender=female&country=NL&countryregion=\d+/)
  await expect(filters.getByLabel('Province')).toHaveValue(/^\d+$/)
  await expect(filters.getByLabel('Province').locator('option:checked')).toHaveText('Utrecht')
})

test('a country chosen before the page’s scripts have run is kept, and its regions follow', async ({ page }) => {
  await logIn(page)
  const release = await holdScripts(page)
  await page.goto('/members?gender=female', { waitUntil: 'commit' })
  const filters = page.getByRole('form', { name: 'Search filters' })
  await filters.getByLabel('Country').selectOption('NL')
  release()
  await hydrated(page)
  await expect(filters.getByLabel('Country')).toHaveValue('NL')
  const provinces = filters.getByLabel('Province')
  await expect(provinces).toBeEnabled()
  await provinces.selectOption({ label: 'Utrecht' })
  await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/members\?gender=female&country=NL&countryregion=\d+/)
})

test('without JavaScript a region is chosen after searching in its country', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await logInAs(context, await createMember({ gender: 'male' }))
  await page.goto('/members?gender=female')
  const filters = page.getByRole('form', { name: 'Search filters' })
  await expect(filters.getByLabel('Region')).toBeDisabled()

  await filters.getByLabel('Country').selectOption('DE')
  await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/members\?gender=female&country=DE/)
  await filters.getByLabel('State').selectOption({ label: 'Bayern' })
  await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/members\?gender=female&country=DE&countryregion=\d+/)
  await expect(filters.getByLabel('State').locator('option:checked')).toHaveText('Bayern')
  await context.close()
})
