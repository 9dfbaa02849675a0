// Issue 35 items 1 and 2, the demo side: `npm start` (scripts/start.mjs) on an embedded database of
// its own, as a newcomer runs it. The site answers at every address its start banner prints
// (localhost, 127.0.0.1, the machine's name), and the demo pays by every method: an iDEAL payment
// and a direct debit (SMS code from /dev/sms) go through its Mollie sandbox end to end.
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { BrowserContext, Page } from '@playwright/test'
import { E2E_PORT } from './e2e-env.ts'
import { allowConsoleErrors, expect, guardConsole, hydrated, test } from './fixtures.ts'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let demo: ChildProcess | undefined
let port = 0
/** The addresses the start banner printed. */
let addresses: string[] = []

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000)
  // One demo per project, each on its own port and data folder.
  port = E2E_PORT + 20 + (testInfo.project.name === 'phone' ? 1 : 0)
  const dataDir = path.resolve(`.data/e2e-demo-${testInfo.project.name}`)
  rmSync(dataDir, { recursive: true, force: true })
  // A newcomer's shell: no database, Redis, SMTP or payment keys.
  demo = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      SEED_MEMBERS: '12',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: demo.stdout! })
  const printed: string[] = []
  await new Promise<void>((resolve, reject) => {
    demo!.once('exit', (code) => reject(new Error(`npm start ended (${code}): ${printed.join('\n')}`)))
    lines.on('line', (line) => {
      printed.push(line)
      if (line.includes('also at:')) resolve()
    })
  })
  const banner = printed.join('\n')
  expect(banner).toMatch(/Demo payments: local sandboxes, Stripe on .* and Mollie on /)
  const main = /^Amora .* on (http:\/\/\S+)/m.exec(banner)![1]!
  const also = /also at: +(.+)$/m.exec(banner)![1]!.split(', ')
  addresses = [main, ...also]
})

test.afterAll(() => {
  demo?.kill('SIGTERM')
})

const languages = {
  en: { email: 'E-mail address', password: 'Password', login: 'Log in' },
  de: { email: 'E-Mail-Adresse', password: 'Passwort', login: 'Anmelden' },
}

async function logIn(page: Page, origin: string, email: string, lng: 'en' | 'de') {
  const texts = languages[lng]
  // The demo accounts come with a new match (prisma/seed/activity.ts), announced once per browser
  // when the likes first load: over whatever page is open then. These journeys are about payments,
  // so the modal is closed as a member would, with a tap, whenever it appears.
  await page.addLocatorHandler(page.locator('[role="dialog"].match-modal'), async (modal) => {
    await modal.click({ position: { x: 4, y: 4 } })
  })
  await page.context().addCookies([{ name: 'lng', value: lng, url: origin, sameSite: 'Lax' }])
  await page.goto(`${origin}/login`)
  await hydrated(page)
  await page.getByLabel(texts.email).fill(email)
  await page.getByLabel(texts.password).fill('amora-demo')
  await page.getByRole('main').getByRole('button', { name: texts.login }).click()
  await expect(page).toHaveURL(new RegExp(`^${origin}/members`))
}

test('the start banner prints localhost, 127.0.0.1 and the machine’s name, and a login works at each', async ({ browser }) => {
  expect(addresses.map((a) => new URL(a).hostname)).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']))
  expect(addresses.length).toBeGreaterThanOrEqual(3)
  // Plain HTTP at the machine's name is not a "potentially trustworthy" origin: Chromium says it
  // ignores the Cross-Origin-Opener-Policy header there (the page works all the same).
  allowConsoleErrors(/The Cross-Origin-Opener-Policy header has been ignored/)
  for (const [i, origin] of addresses.entries()) {
    const context = await browser.newContext()
    const page = await context.newPage()
    guardConsole(page)
    await logIn(page, origin, 'demo@amora.example', i % 2 ? 'de' : 'en')
    await context.close()
  }
})

/** Opens the checkout of the cheapest package with the method whose name matches. */
async function checkout(page: Page, origin: string, method: RegExp) {
  await page.goto(`${origin}/credits`)
  await hydrated(page)
  await page.getByTestId('package-p0').getByRole('link').click()
  await hydrated(page)
  // The method list's links lead to /credits/{package}/{method}.
  await page.locator('a[href^="/credits/"]').filter({ hasText: method }).first().click()
  await hydrated(page)
  return (await page.getByTestId('checkout-total').textContent())!
}

test('an iDEAL payment goes through the Mollie sandbox’s hosted page and adds the credits', async ({ browser }) => {
  const origin = `http://localhost:${port}`
  const context = await browser.newContext()
  const page = await context.newPage()
  guardConsole(page)
  await logIn(page, origin, 'demo@amora.example', 'en')
  const total = await checkout(page, origin, /iDEAL/)
  await page.getByTestId('withdrawal-waiver').getByRole('checkbox').check()
  await page.getByRole('button', { name: `Pay ${total}` }).click()
  // The sandbox's hosted page (plain HTTP, no certificate warning), where the member picks the outcome.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/tr_/)
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Mollie ideal/)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`^${origin}/credits/\\d+/ideal\\?order=\\d+$`))
  await expect(page.getByTestId('payment-completed')).toBeVisible()
  await page.goto(`${origin}/credits`)
  await expect(page.getByTestId('credit-balance')).not.toHaveText(/^You have 0 credits/)
  await context.close()
})

async function smsCode(context: BrowserContext, origin: string) {
  const sms = await context.newPage()
  await sms.goto(`${origin}/dev/sms`)
  const text = await sms.getByTestId('dev-sms').first().textContent()
  await sms.close()
  return /\b(\d{6})\b/.exec(text ?? '')![1]!
}

test('a direct debit is paid in the sandbox with the SMS code from /dev/sms (German)', async ({ browser }) => {
  const origin = `http://localhost:${port}`
  const context = await browser.newContext()
  const page = await context.newPage()
  guardConsole(page)
  // The premium demo member lives in Germany.
  await logIn(page, origin, 'premium@amora.example', 'de')
  await checkout(page, origin, /Lastschrift/)
  // The Pay button names the total ("4,99 € bezahlen").
  await page.getByTestId('withdrawal-waiver').getByRole('checkbox').check()
  await page.getByRole('button', { name: /^\S+\s€ bezahlen$/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Per Lastschrift bezahlen')
  await hydrated(page)
  const fields: [string, string][] = [
    ['Kontoinhaber', 'Petra Demo'],
    ['IBAN', 'DE89 3704 0044 0532 0130 00'],
    ['Straße', 'Hauptstraße'],
    ['Hausnummer', '5'],
    ['Postleitzahl', '10115'],
    ['Ort', 'Berlin'],
    ['Handynummer', `0151 23${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`],
  ]
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value)
  for (const box of await page.locator('main').getByRole('checkbox').all()) await box.check()
  await page.getByRole('button', { name: 'Bestätigungscode per SMS senden' }).click()
  await expect(page.getByLabel('Bestätigungscode')).toBeVisible()
  const code = await smsCode(context, origin)
  await hydrated(page)
  await page.getByLabel('Bestätigungscode').fill(code)
  await page.getByRole('button', { name: /Bestätigen und .* bezahlen/ }).click()
  await expect(page).toHaveURL(new RegExp(`^${origin}/credits/\\d+/sdd\\?order=\\d+$`))
  await expect(page.getByTestId('payment-completed')).toBeVisible()
  await expect(page.getByTestId('payment-collecting')).toBeVisible()
  await context.close()
})
