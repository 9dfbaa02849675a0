// Playwright fixtures: members made directly in the database and logged in by a session row
// (set-up that is not under test never walks the UI), and a guard that fails a test when a
// page logs a JavaScript error or a server error. Every spec imports `test` from here.
import { randomBytes } from 'node:crypto'
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import bcrypt from 'bcrypt'
import { createCookie } from 'react-router'
import { E2E_ORIGIN, E2E_SESSION_SECRET } from './e2e-env.ts'
import { query } from './database.ts'

export { expect }

export const PASSWORD = 'correct horse 42'
const passwordHash = bcrypt.hash(PASSWORD, 4)

export interface TestMember {
  id: number
  name: string
  email: string
  password: string
}

export interface MemberOptions {
  name?: string
  gender?: 'male' | 'female'
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi'
  status?: 'not_confirmed' | 'active'
  paid?: boolean
  credits?: number
  country?: string
  language?: string
  /** A main photo (the files of a seeded member's photo). */
  photo?: boolean
  invisible?: boolean
  /** Days since signup (the time bonus and welcome offers depend on it). */
  signedUpDaysAgo?: number
}

let made = 0

/** A new member of the default site, made in the database: active, searchable, not logged in. */
export async function createMember(options: MemberOptions = {}): Promise<TestMember> {
  made++
  const name = options.name ?? `Tess${made}`
  const email = `${name.toLowerCase()}.${process.pid}.${made}.${Date.now()}@e2e.amora.example`
  const status = options.status ?? 'active'
  const invisible = options.invisible ?? false
  const signup = new Date(Date.now() - (options.signedUpDaysAgo ?? 0) * 86_400_000)
  const [user] = await query<{ id: number }>(
    `insert into "User" ("siteId", email, "passwordHash", status, credits, "paidUser", language, invisible,
                         "signupDate", "activatedAt", "createdAt", "updatedAt")
     select id, $1, $2, $3::"UserStatus", $4, $5, $6, $7, $8::timestamp, $9::timestamp, $8::timestamp, now()
       from "Site" where domain = 'localhost'
     returning id`,
    [
      email,
      await passwordHash,
      status,
      options.credits ?? 0,
      options.paid ?? false,
      options.language ?? 'en',
      invisible,
      signup,
      status === 'active' ? signup : null,
    ],
  )
  const id = user!.id
  await query(
    `insert into "Profile" ("userId", "siteId", name, gender, sexuality, "birthDate", country, "regionId", city,
                            latitude, longitude, status, invisible, searchable, "lastActiveAt", "createdAt", "updatedAt")
     select $1, u."siteId", $2, $3::"Gender", $4::"Sexuality", date '1991-05-20', $5::varchar,
            (select id from "Region" where "countryCode" = $5::varchar order by id limit 1), 'Utrecht', 52.09, 5.12,
            'active', $6::boolean, $7::boolean, now(), now(), now()
       from "User" u where u.id = $1`,
    [
      id,
      name,
      options.gender ?? 'female',
      options.sexuality ?? 'hetero',
      options.country ?? 'NL',
      invisible,
      status === 'active' && !invisible,
    ],
  )
  if (options.photo) {
    await query(
      `insert into "Photo" ("userId", visibility, status, "isMain", filename, "thumbFilename", "matchFilename", width, height, "sortOrder", "createdAt")
       select $1, 'public', 'active', true, filename, "thumbFilename", "matchFilename", width, height, 0, now()
         from "Photo" where "isMain" and status = 'active' and visibility = 'public' order by id limit 1`,
      [id],
    )
  }
  return { id, name, email, password: PASSWORD }
}

const sessionCookie = createCookie('amora_session', { secrets: [E2E_SESSION_SECRET], path: '/', httpOnly: true, sameSite: 'lax' })

/** Logs `member` in to `context` with a new session row, as the login form would. */
export async function logInAs(context: BrowserContext, member: { id: number }) {
  const id = randomBytes(32).toString('base64url')
  await query(
    `insert into "Session" (id, "userId", "expiresAt", "createdAt", "lastSeenAt") values ($1, $2, now() + interval '30 days', now(), now())`,
    [id, member.id],
  )
  const value = (await sessionCookie.serialize(id)).split(';')[0]!.split('=').slice(1).join('=')
  await context.addCookies([{ name: 'amora_session', value, url: E2E_ORIGIN, httpOnly: true, sameSite: 'Lax' }])
}

let clients = 0
/**
 * Each browser context is a client of its own: a distinct X-Forwarded-For (the e2e server trusts
 * one proxy), so limits per client apply per test as they would per visitor.
 */
export async function asOwnClient(context: BrowserContext) {
  clients++
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${process.pid % 250}.${Math.floor(clients / 250) % 250}.${clients % 250}`,
  })
}

/**
 * A visitor's own browser context in `locale` (for example `de-DE`): the browser's language and the
 * `lng` cookie of a chosen language, which (SPEC §7) comes before the site's domain language.
 */
export async function contextIn(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale })
  await asOwnClient(context)
  await context.addCookies([{ name: 'lng', value: locale.slice(0, 2), url: E2E_ORIGIN, sameSite: 'Lax' }])
  return context
}

/** A fresh member logged in to a context of its own (so two members can meet in one test). */
export async function memberSession(browser: Browser, options: MemberOptions = {}) {
  const member = await createMember(options)
  const context = await browser.newContext()
  await asOwnClient(context)
  await logInAs(context, member)
  const page = await context.newPage()
  guardConsole(page)
  return { ...member, context, page }
}

/** Waits until React has hydrated the page (early clicks would be lost). */
/**
 * Holds the page's scripts until the returned function is called: the page works as the server
 * sent it, as on a slow line before its JavaScript arrives.
 */
export async function holdScripts(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.fallback()
  })
  return release
}

/**
 * Ticks the box every payment needs (shared/payments/withdrawal.ts): immediate delivery and the
 * end of the right of withdrawal. `scope`: the page, or one repeat order's row.
 */
export async function waiveWithdrawal(scope: Page | Locator) {
  await scope.getByTestId('withdrawal-waiver').getByRole('checkbox').check()
}

/** Ticks every box of the page's main content (the mandate form: the mandate and the waiver). */
export async function checkAll(page: Page) {
  for (const box of await page.locator('main').getByRole('checkbox').all()) await box.check()
}

export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Errors of every page guarded during the running test (a worker runs one test at a time). */
let testErrors: string[] = []
/** Refusals a test provokes on purpose log "Failed to load resource ... 4xx": those are expected. */
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/
/** Chromium logs this when a test's (incognito) context subscribes to push; the push card handles it. */
const PUSH_IN_INCOGNITO = /^Chrome currently does not support the Push API in incognito mode/

/** Console errors the running test provokes on purpose (a dropped connection, say). */
let allowedErrors: RegExp[] = []

/** Tells the guard that console errors matching `pattern` are expected in this test. */
export function allowConsoleErrors(pattern: RegExp) {
  allowedErrors.push(pattern)
}

/** Records JavaScript errors, console errors and 5xx answers of `page`; `test` fails on any. */
export function guardConsole(page: Page) {
  const errors = testErrors
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    const text = `${message.text()} (${message.location().url})`
    if (
      message.type() === 'error' &&
      !EXPECTED_REFUSAL.test(message.text()) &&
      !PUSH_IN_INCOGNITO.test(message.text()) &&
      !allowedErrors.some((pattern) => pattern.test(text))
    )
      errors.push(`console error: ${text}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} from ${response.request().method()} ${response.url()}`)
  })
}

export const test = base.extend<{ errorGuard: void }>({
  errorGuard: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      testErrors = []
      allowedErrors = []
      await provide()
      expect(testErrors, 'the pages logged errors').toEqual([])
    },
    { auto: true },
  ],
  context: async ({ context }, provide) => {
    await asOwnClient(context)
    await provide(context)
  },
  page: async ({ page, errorGuard }, provide) => {
    void errorGuard
    guardConsole(page)
    await provide(page)
  },
})
