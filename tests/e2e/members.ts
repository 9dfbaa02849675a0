// Fresh members for journeys that change a member's state (so the desktop and phone projects
// never share it), and direct reads of the e2e database.
import { expect, type Browser } from '@playwright/test'
import pg from 'pg'
import { databaseUrl } from '../integration/db-admin.ts'
import { linkIn, uniqueEmail, waitForEmail } from './mailbox.ts'

export const PASSWORD = 'correct horse 42'

export async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(process.env.E2E_DATABASE ?? 'amora_e2e') })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows as T[]
  } finally {
    await client.end()
  }
}

const rand = () => Math.floor(Math.random() * 250) + 1

/** Signs up (no-JavaScript form path) and activates by the e-mailed link, in a context of its own. */
export async function activeMember(browser: Browser, name: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const email = uniqueEmail(name.toLowerCase())
  const res = await page.request.post('/signup', {
    form: {
      email,
      name,
      password: PASSWORD,
      date_of_birth: '1990-03-14',
      gender: 'female',
      looking_for: 'male',
      terms: 'on',
      signup_message: '',
    },
    // Its own address, so the signup limit per IP never meets the other tests' signups.
    headers: { 'x-forwarded-for': `10.${rand()}.${rand()}.${rand()}` },
    maxRedirects: 0,
  })
  expect(res.status(), await res.text()).toBe(302)
  const mail = await waitForEmail(email, '/activate')
  await page.goto(linkIn(mail, '/activate'))
  await expect(page).toHaveURL(/\/activate\/done$/)
  const [row] = await query<{ id: number }>(`select id from "User" where email = $1`, [email.toLowerCase()])
  return { context, page, id: row!.id, name, email }
}
