// The site shell (issue 4, SPEC §2): language switching, the footer's translated pages, the
// 404 page, the site-entry warning, the top bar, page-bounce logging and the web manifest.
import { contextIn, createMember, expect, guardConsole, hydrated, logInAs, PASSWORD, test } from './fixtures.ts'
import { type Browser, type Page } from '@playwright/test'

/** The footer's links, in their order (SPEC §2). */
const footerLinks = [
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/ban',
  '/pricing',
  '/complaints',
  '/pages/return-policy',
  '/pages/faq',
  '/pages/service',
  // The cookie banner's choice, changeable at any time (docs/privacy.md).
  '/cookie-settings',
].map((to) => ({ to }))

/** Logs in through the login form and waits for the member search. */
async function logIn(page: Page, email: string) {
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/members/)
}

/** The entry warning decided not to ask on this page (and so never will). */
async function noEntryWarning(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-entry-warning', 'not-shown')
  await expect(page.getByRole('dialog', { name: 'Adults only' })).toHaveCount(0)
}

/** Opens the top bar's locale menu and picks a language; the page reloads in it. */
async function chooseLanguage(page: Page, current: RegExp, language: string, lang: string) {
  const topBar = page.locator('header.top-bar')
  await topBar.getByLabel(current).click()
  await topBar.getByRole('button', { name: language, exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await hydrated(page)
}

/** The h1 of a page for a visitor who chose `locale`. */
async function headingIn(browser: Browser, locale: string, to: string) {
  const context = await contextIn(browser, locale)
  const page = await context.newPage()
  guardConsole(page)
  const response = await page.goto(to)
  expect(response?.status(), to).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2))
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1, to).toHaveCount(1)
  const heading = (await h1.innerText()).trim()
  await context.close()
  return heading
}

test('the locale menu switches the whole page and its title, and the choice persists', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Log in')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in')

  await chooseLanguage(page, /^Language: English$/, 'Deutsch', 'de')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page).toHaveTitle('Anmelden')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden')
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'AGB' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveCount(0)
  await expect(page.getByRole('complementary', { name: 'Hinweis' })).toContainText('nur für Erwachsene')

  // The cookie carries the choice to the next page, over the browser's English.
  await footer.getByRole('link', { name: 'Häufige Fragen' }).click()
  await expect(page).toHaveURL(/\/pages\/faq$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto('/pricing')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('header.top-bar').getByRole('link', { name: 'Anmelden' })).toBeVisible()
  // Sign-up is "registrieren" (log in is "anmelden"); premium names the real upload limit;
  // the footer names /complaints as its page does (docs/glossary.md).
  await expect(page.getByRole('main').getByRole('link', { name: 'Kostenlos registrieren' }).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Premium mit jedem Paket' })).toContainText('bis zu 25 Fotos')
  await expect(footer.getByRole('link', { name: 'Inhalte melden' })).toHaveAttribute('href', '/complaints')

  await chooseLanguage(page, /^Sprache: Deutsch$/, 'English', 'en')
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.locator('header.top-bar').getByRole('link', { name: 'Log in' })).toBeVisible()
})

test('/lang-config lists every language and sets the chosen one', async ({ page }) => {
  await page.goto('/lang-config')
  await hydrated(page)
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(11)
  await page
    .getByRole('main')
    .getByRole('button', { name: /Nederlands/ })
    .click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lng')
  expect(cookie?.value).toBe('nl')
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400)
})

for (const { to } of footerLinks) {
  test(`the footer page ${to} is translated into the visitor’s language`, async ({ browser }) => {
    const english = await headingIn(browser, 'en-US', to)
    const german = await headingIn(browser, 'de-DE', to)
    expect(german.length, to).toBeGreaterThan(2)
    expect(german, `${to} is not translated`).not.toBe(english)
  })
}

test('the footer lists its links in order, and following one lands on the translated page', async ({ browser }) => {
  const english = await headingIn(browser, 'en-US', '/pages/privacy')
  const context = await contextIn(browser, 'de-DE')
  const page = await context.newPage()
  guardConsole(page)
  await page.goto('/')
  const links = page.getByRole('contentinfo').getByRole('navigation').getByRole('link')
  await expect(links).toHaveCount(footerLinks.length)
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(footerLinks.map((l) => l.to))
  // Following a link in the footer (client-side navigation) lands on the translated page.
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click()
  await expect(page).toHaveURL(/\/pages\/privacy$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(english)
  await context.close()
})

test('a page brings its own texts, and the rest of its language comes when the next page needs it', async ({ browser }) => {
  const context = await contextIn(browser, 'de-DE')
  const page = await context.newPage()
  guardConsole(page)
  const chunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/locale-/.test(request.url())) chunks.push(request.url())
  })
  await page.goto('/pages/terms')
  await hydrated(page)
  // Hydrated with the texts in the page: no language chunk yet.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible()
  expect(chunks).toEqual([])
  // A click without a pointer or a key first (nothing loaded ahead): the login page needs the
  // accounts texts, which the terms page did not bring; the navigation waits for them.
  await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).dispatchEvent('click')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
  await expect(page.getByText('Passwort vergessen?')).toBeVisible()
  expect(chunks).toHaveLength(1)
  expect(chunks[0]).toMatch(/\/assets\/locale-de-/)
  await context.close()
})

for (const path of ['/no-such-page', '/pages/nope']) {
  test(`${path} is a 404 page in English and in German`, async ({ browser }) => {
    for (const [locale, message, back] of [
      ['en-US', 'This page could not be found', 'Back to the home page'],
      ['de-DE', 'Diese Seite wurde nicht gefunden', 'Zurück zur Startseite'],
    ] as const) {
      const context = await contextIn(browser, locale)
      const page = await context.newPage()
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message)
      await expect(page).toHaveTitle(new RegExp(message))
      const home = page.getByRole('link', { name: back })
      await expect(home).toHaveAttribute('href', '/')
      await hydrated(page)
      await home.click()
      await expect(page).toHaveURL(/\/$/)
      await context.close()
    }
  })
}

test('the site-entry warning shows once for visitors from a served country, never for members', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'NL' } })
  const page = await context.newPage()
  await page.goto('/')
  const dialog = page.getByRole('dialog', { name: 'Adults only' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Leave' })).toBeVisible()
  await dialog.getByRole('button', { name: 'I am 18 or older, enter' }).click()
  await expect(dialog).toBeHidden()
  const dismissals = (await context.cookies()).find((c) => c.name === 'amora_dismissed')
  expect(Number(new URLSearchParams(decodeURIComponent(dismissals!.value)).get('entryWarning'))).toBeGreaterThan(0)

  await page.reload()
  await hydrated(page)
  await page.goto('/pages/faq')
  await hydrated(page)
  await noEntryWarning(page)
  await context.close()

  // A member (logged in, nothing dismissed in this browser) is never asked.
  const memberContext = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'NL' } })
  await logInAs(memberContext, await createMember())
  const member = await memberContext.newPage()
  await member.goto('/pages/faq')
  await hydrated(member)
  await expect(member.locator('header.top-bar').getByRole('link', { name: 'Get Premium' })).toBeVisible()
  await noEntryWarning(member)
  await memberContext.close()
})

test('the site-entry warning stays away from unknown countries, and landers ask only NL and DE', async ({ browser }) => {
  const unknown = await browser.newPage()
  await unknown.goto('/')
  await hydrated(unknown)
  await noEntryWarning(unknown)
  await unknown.close()

  for (const [country, shown] of [
    ['DE', true],
    ['BE', false],
  ] as const) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': country } })
    const page = await context.newPage()
    await page.goto('/landers/gallery')
    await hydrated(page)
    if (shown) {
      await expect(page.getByRole('dialog', { name: 'Adults only' })).toBeVisible()
    } else {
      await noEntryWarning(page)
    }
    await context.close()
  }
})

test('the top bar shows Log in to visitors, credits to paid members and Get Premium to the others', async ({ page }) => {
  test.slow() // two logins and a logout through the forms
  await page.goto('/')
  const topBar = page.locator('header.top-bar')
  await expect(topBar.getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(topBar.getByRole('link', { name: 'Sign up' })).toBeVisible()
  await expect(topBar.getByRole('link', { name: /^Credits/ })).toHaveCount(0)

  const paid = await createMember({ paid: true, credits: 40 })
  const free = await createMember()
  await logIn(page, paid.email)
  await expect(topBar.getByRole('link', { name: 'Log in' })).toHaveCount(0)
  await expect(topBar.getByRole('link', { name: 'Search members' })).toBeVisible()
  await expect(topBar.getByRole('link', { name: /^Messages/ })).toBeVisible()
  await expect(topBar.getByRole('link', { name: /^Likes/ })).toBeVisible()
  await expect(topBar.getByRole('link', { name: /^Credits/ })).toBeVisible()
  await expect(topBar.getByRole('link', { name: /^Credits/ })).toHaveAttribute('href', '/credits')
  await expect(topBar.getByRole('link', { name: 'Get Premium' })).toHaveCount(0)

  // The account menu holds My profile, Settings and Log out.
  await topBar.getByLabel(/^Account of /).click()
  await expect(topBar.getByRole('link', { name: 'My profile' })).toBeVisible()
  await expect(topBar.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/notifications')
  await topBar.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(topBar.getByRole('link', { name: 'Log in' })).toBeVisible()

  await logIn(page, free.email)
  await expect(topBar.getByRole('link', { name: 'Get Premium' })).toBeVisible()
  await expect(topBar.getByRole('link', { name: /^Credits/ })).toHaveCount(0)
})

test('visitors do not download the member-only modules; a member’s page does', async ({ browser }) => {
  // (The counts those modules keep live are followed in likes.spec.ts and chat.spec.ts.)
  const visitor = await browser.newPage()
  const scripts: string[] = []
  visitor.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)))
  await visitor.goto('/')
  await hydrated(visitor)
  await visitor.getByRole('link', { name: 'Log in' }).first().hover()
  expect(scripts.some((path) => path.startsWith('/assets/shell-'))).toBe(true)
  expect(scripts.filter((path) => path.includes('member-frame'))).toEqual([])
  await visitor.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  await logInAs(context, await createMember())
  const loaded = page.waitForRequest((request) => /\/assets\/member-frame-[\w-]+\.js$/.test(request.url()))
  await page.goto('/members')
  await loaded
  await hydrated(page)
  await context.close()
})

test('?lb logs the page bounce with a beacon when the page is hidden', async ({ page }) => {
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
  // Counts beacons as they are sent (the handler runs inside the visibilitychange dispatch).
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    const counted = window as unknown as { beacons: number }
    counted.beacons = 0
    navigator.sendBeacon = (...args: Parameters<Navigator['sendBeacon']>) => {
      counted.beacons++
      return send(...args)
    }
  })
  const beaconsSent = () => page.evaluate(() => (window as unknown as { beacons: number }).beacons)

  // Without ?lb nothing is sent.
  await page.goto('/pages/faq')
  await hydrated(page)
  await hide()
  expect(await beaconsSent()).toBe(0)

  await page.goto('/pages/faq?lb=1')
  await hydrated(page)
  const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/page-hidden.php')
  await hide()
  const request = await beacon
  expect(request.method()).toBe('POST')
  const response = await request.response()
  if (response) expect(response.status()).toBeLessThan(300)
  expect(await beaconsSent()).toBe(1)
  // Once per page view.
  await hide()
  expect(await beaconsSent()).toBe(1)
})

test('the web manifest names the site and its icons load', async ({ page, request }) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; type: string }[]
  }
  expect(manifest.name).toBe('Amora')
  expect(manifest.short_name.length).toBeGreaterThan(0)
  expect(manifest.display).toBe('standalone')
  expect(manifest.start_url).toMatch(/^\//)
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2)
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type'], icon.src).toBe(icon.type)
    expect((await image.body()).length, icon.src).toBeGreaterThan(500)
  }
  const touchIcon = await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!)
  expect(touchIcon.status()).toBe(200)
})
