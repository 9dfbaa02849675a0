// axe scan of every page of the site shell and the pages built so far (issue 4 Quality): no
// serious or critical WCAG 2 A/AA violation, on the desktop and the phone viewport. Every
// finding (any impact) is written to the test's output as axe.json for the figures.
import AxeBuilder from '@axe-core/playwright'
import { contextIn, createMember, expect, hydrated, logInAs, memberSession, PASSWORD, test } from './fixtures.ts'
import { type Page, type TestInfo } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { query } from './database.ts'
import { E2E_ORIGIN } from './e2e-env.ts'

const landers = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
]
const legalPages = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service']

const visitorPages = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/lang-config',
  ...legalPages.map((p) => `/pages/${p}`),
  '/pricing',
  '/complaints',
  ...landers.map((name) => `/landers/${name}`),
  '/members/{member}/landing',
  '/members/{member}/landing2',
  '/members/{member}/landing3',
  '/members/{member}/signup',
  '/no-such-page',
]
const memberPages = ['/members', '/notifications', '/profile']

async function searchableMemberId(): Promise<number> {
  const rows = await query<{ id: number }>(
    `select p."userId" as id from "Profile" p join "Site" s on s.id = p."siteId"
     where s.domain = 'localhost' and p.searchable and not p.fictional
       and exists (select 1 from "Photo" f where f."userId" = p."userId" and f."isMain" and f.status = 'active' and f.visibility = 'public')
     order by p."userId" limit 1`,
  )
  return rows[0]!.id
}

// Pages are scanned at rest: a modal caught half-way through its fade-in has washed-out colours
// that no member reads (Bootstrap drops its transitions for reduced motion).
test.use({ reducedMotion: 'reduce' })

/** Scans the page as it is now and fails on serious or critical violations. */
async function scan(page: Page, testInfo: TestInfo, label: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Transitions and other finite animations have ended (looping ones, like a video lander's, run on).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const found = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
  }))
  writeFileSync(
    testInfo.outputPath('axe.json'),
    JSON.stringify({ page: label, project: testInfo.project.name, violations: found }, null, 2),
  )
  const blocking = found.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking, `${label}: ${JSON.stringify(blocking, null, 2)}`).toEqual([])
}

test.describe('axe: visitors', () => {
  let member = 0
  test.beforeAll(async () => {
    member = await searchableMemberId()
  })

  for (const path of visitorPages) {
    test(`${path} has no serious or critical violations`, async ({ page }, testInfo) => {
      test.slow() // an axe scan of a page full of photos and video takes a while on a small machine
      const url = path.replace('{member}', String(member))
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(path === '/no-such-page' ? 404 : 200)
      await scan(page, testInfo, path)
    })
  }

  test('the open locale menu and the German page', async ({ browser }, testInfo) => {
    const context = await contextIn(browser, 'de-DE')
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page
      .locator('header.top-bar')
      .getByLabel(/^Sprache: /)
      .click()
    await expect(page.locator('header.top-bar').getByRole('button', { name: 'English' })).toBeVisible()
    await scan(page, testInfo, '/ (de, locale menu open)')
    await context.close()
  })

  test('the cookie banner, in English and in German', async ({ browser }, testInfo) => {
    for (const locale of ['en-GB', 'de-DE']) {
      // A visitor who has not answered it yet (the tests' default context has).
      const context = await browser.newContext({ locale, storageState: { cookies: [], origins: [] } })
      await context.addCookies([{ name: 'lng', value: locale.slice(0, 2), url: E2E_ORIGIN, sameSite: 'Lax' }])
      const page = await context.newPage()
      await page.goto('/pages/privacy')
      await expect(page.locator('[data-cookie-banner]')).toBeVisible()
      await scan(page, testInfo, `/pages/privacy (${locale}, cookie banner)`)
      await context.close()
    }
  })

  test('/cookie-settings', async ({ page }, testInfo) => {
    await page.goto('/cookie-settings')
    await scan(page, testInfo, '/cookie-settings')
  })

  test('the site-entry warning', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'NL' } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: 'Adults only' })).toBeVisible()
    await scan(page, testInfo, '/ (entry warning)')
    await context.close()
  })
})

test.describe('axe: members', () => {
  test.beforeEach(async ({ page }) => {
    const member = await createMember({ paid: true, credits: 40, photo: true })
    const login = await page.request.post('/login', {
      form: { email: member.email, password: PASSWORD, redirectTo: '' },
      maxRedirects: 0,
    })
    expect(login.status()).toBe(302)
  })

  for (const path of memberPages) {
    test(`${path} (logged in) has no serious or critical violations`, async ({ page }, testInfo) => {
      test.slow() // an axe scan of a page full of photos and video takes a while on a small machine
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await scan(page, testInfo, `${path} (member)`)
    })
  }

  test('the open account menu', async ({ page }, testInfo) => {
    await page.goto('/members')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page
      .locator('header.top-bar')
      .getByLabel(/^Account of /)
      .click()
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible()
    await scan(page, testInfo, '/members (account menu open)')
  })
})

test('the direct-debit form, refused and filled in, and its code step', async ({ page, context }, testInfo) => {
  test.slow()
  const me = await createMember({ country: 'NL', signedUpDaysAgo: 30 })
  await logInAs(context, me)
  const [pkg] = await query<{ id: number }>(
    `select p.id from "CreditPackage" p join "Site" s on s.id = p."siteId"
      where s.domain = 'localhost' and p.country = 'NL' and p.tier = 'p1' and p.currency = 'EUR'`,
  )
  await page.goto(`/directdebit?package=${pkg!.id}`)
  await hydrated(page)
  await page.getByLabel('IBAN', { exact: true }).fill('NL00 0000')
  await page.getByLabel('Mobile number').fill('020 123 4567')
  await page.getByRole('button', { name: 'Send confirmation code by SMS' }).click()
  await expect(page.getByText('This IBAN is not valid. Please check it.')).toBeVisible()
  await scan(page, testInfo, '/directdebit (errors)')
  await page.getByLabel('Account holder').fill('Anna de Vries')
  await page.getByLabel('IBAN', { exact: true }).fill('NL91 ABNA 0417 1643 00')
  await page.getByLabel('Street').fill('Oudegracht')
  await page.getByLabel('House number').fill('1')
  await page.getByLabel('Postal code').fill('3511 AB')
  await page.getByLabel('City').fill('Utrecht')
  await page.getByLabel('Mobile number').fill(`06 12 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`)
  for (const box of await page.locator('main').getByRole('checkbox').all()) await box.check()
  await page.getByRole('button', { name: 'Send confirmation code by SMS' }).click()
  await expect(page.getByLabel('Confirmation code')).toBeVisible()
  await scan(page, testInfo, '/directdebit (code)')
})

test('a conversation, with the photo picker open, and the chat list', async ({ browser }, testInfo) => {
  test.slow()
  const a = await memberSession(browser, { name: 'Alma', credits: 200 })
  const b = await memberSession(browser, { name: 'Bruno' })
  await a.page.goto(`/members/${b.id}/chat`)
  await hydrated(a.page)
  await a.page.getByRole('textbox').fill('Hello Bruno!')
  await a.page.getByRole('textbox').press('Enter')
  await expect(a.page).toHaveURL(/\/chats\/\d+$/)
  await hydrated(a.page)
  await a.page.getByText('Add a photo').click()
  await scan(a.page, testInfo, '/chats/{id} (photo picker open)')
  await b.page.goto('/chats')
  await scan(b.page, testInfo, '/chats (an unread conversation)')
  await a.context.close()
  await b.context.close()
})
