// The site settings section of the staff console (docs/staff.md, "Site settings"): an admin logs
// in with password and TOTP, changes a site text, and the member site shows it at once, without
// a restart; a wrong value is refused with a translated message and nothing is saved; the forms
// work without JavaScript.
import { createHash, randomBytes } from 'node:crypto'
import { expect, hydrated, test } from './fixtures.ts'
import { query } from './database.ts'
import { createStaff, logInAsStaff } from './staff-fixtures.ts'

test('an admin changes a site text and the member site shows it without a restart', async ({ page, context }, testInfo) => {
  // Each project its own language, so the two runs never see each other's text.
  const locale = testInfo.project.name === 'phone' ? 'nl' : 'de'
  const title = `Amora e2e ${locale} ${Date.now()}`
  // The member pages in that language; the console in English (it follows the same cookie).
  const asMember = () => context.addCookies([{ name: 'lng', value: locale, domain: 'localhost', path: '/' }])
  const asStaff = () => context.clearCookies({ name: 'lng' })
  const siteId = (await query<{ id: number }>(`select id from "Site" where domain = 'localhost'`))[0]!.id
  await query(`delete from "SiteText" where "siteId" = $1 and locale = $2 and key = 'index_title'`, [siteId, locale])

  // The member home page, read (and cached by the server) before the change.
  await asMember()
  await page.goto('/')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).not.toHaveText(title)

  await asStaff()
  await logInAsStaff(page, await createStaff(['admin'], 'Ada Admin'))
  await page.getByRole('navigation', { name: /./ }).locator('[data-section="settings"]').click()
  await expect(page).toHaveURL(/\/staff\/settings$/)
  await expect(page.getByTestId('settings-overview')).toBeVisible()

  // A wrong value: a translated message, a 4xx, nothing saved.
  await hydrated(page)
  const refundDays = page.locator('input[name="refundDays"]')
  const before = await refundDays.inputValue()
  await refundDays.fill('soon')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Enter a whole number.')).toBeVisible()
  await page.reload()
  await expect(page.locator('input[name="refundDays"]')).toHaveValue(before)

  // The text in the project's language.
  await page.getByRole('link', { name: 'Texts', exact: true }).click()
  await page.locator(`a[lang="${locale}"]`).click()
  await expect(page).toHaveURL(new RegExp(`lang=${locale}$`))
  const form = page.locator('form[data-text-key="index_title"]')
  await hydrated(page)
  await form.locator('textarea').fill(title)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('status')).toHaveText('Saved. The member pages show it within seconds.')
  const [audit] = await query<{ after: { value: string } }>(
    `select after from "AuditLog" where action = 'site_text_set' and "subjectId" = $1 order by id desc limit 1`,
    [`${locale}:index_title`],
  )
  expect(audit!.after.value).toBe(title)

  // The member site, same server, no restart: the new title at once.
  await asMember()
  await page.goto('/')
  await expect(heading).toHaveText(title)
  await expect(page).toHaveTitle(title)

  // Back to the standard text.
  await asStaff()
  await page.goto(`/staff/settings/texts?lang=${locale}`)
  await hydrated(page)
  await form.locator('textarea').fill('')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('status')).toHaveText('Removed. The standard text is shown again.')
  await asMember()
  await page.goto('/')
  await expect(heading).not.toHaveText(title)
})

test('the settings forms work without JavaScript', async ({ browser }) => {
  // A signed-in admin's session, as the login makes it.
  const { email } = await createStaff(['admin'], 'Ada Admin')
  const token = randomBytes(32).toString('base64url')
  await query(
    `insert into "StaffSession" (id, "staffId", "verifiedAt", "expiresAt")
     select $1, id, now(), now() + interval '1 hour' from "Staff" where email = $2`,
    [createHash('sha256').update(token).digest('base64url'), email],
  )
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.addCookies([
    { name: 'amora_staff', value: token, domain: 'localhost', path: '/staff' },
    { name: 'amora_consent', value: 'accepted', domain: 'localhost', path: '/' },
  ])
  const page = await context.newPage()
  await page.goto('/staff/settings')
  await page.locator('input[name="minAge"]').fill('12')
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.locator('#settings-general').getByRole('button', { name: 'Save' }).click(),
  ])
  expect(refused.status()).toBe(400)
  await expect(page.getByText('This number is outside the allowed range.')).toBeVisible()
  // The page kept what was typed; the stored value is unchanged.
  await expect(page.locator('input[name="minAge"]')).toHaveValue('12')
  await page.locator('input[name="minAge"]').fill('18')
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.locator('#settings-general').getByRole('button', { name: 'Save' }).click(),
  ])
  expect(saved.status()).toBe(200)
  await expect(page.getByTestId('settings-saved')).toHaveText('Nothing was changed.')
  await context.close()
})
