// The moderator queues of the staff console (docs/staff.md): a moderator logs in with password and
// TOTP, works through the photo queue with the keyboard (approve, next, reject with a reason), and
// the member sees the decisions on their profile and gets the reason by e-mail. A notice is
// decided without JavaScript.
import sharp from 'sharp'
import { createMember, expect, hydrated, memberSession, test } from './fixtures.ts'
import { query } from './database.ts'
import { waitForEmail } from './mailbox.ts'
import { createStaff, logInAsStaff } from './staff-fixtures.ts'

const smallImage = (background: string) =>
  sharp({ create: { width: 160, height: 160, channels: 3, background } })
    .jpeg()
    .toBuffer()

test('a moderator approves and rejects photos from the queue, and the member sees the result', async ({ page, browser }) => {
  test.slow() // two uploads, a two-factor login, two decisions and an e-mail on a loaded 2-core machine
  // The member uploads two photos too small to be approved automatically: they wait for review.
  const member = await memberSession(browser, { name: 'Quilla' })
  await member.page.goto('/profile')
  await hydrated(member.page)
  for (const [index, colour] of ['#a03060', '#30a060'].entries()) {
    // With JavaScript the photo is sent as soon as it is chosen.
    await member.page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await smallImage(colour) })
    await expect(member.page.getByTestId('photo-status').filter({ hasText: 'Waiting for review' })).toHaveCount(index + 1)
  }
  const photos = await query<{ id: number }>(`select id from "Photo" where "userId" = $1 order by id`, [member.id])
  expect(photos).toHaveLength(2)
  const [first, second] = photos.map((p) => p.id) as [number, number]
  // The oldest waiting photos of the site: the queue starts with them.
  await query(`update "Photo" set "createdAt" = timestamp '2001-01-01' + (id - $2) * interval '1 minute' where "userId" = $1`, [
    member.id,
    first,
  ])

  const moderator = await createStaff(['moderator'], 'Mo Queue')
  await logInAsStaff(page, moderator)
  const nav = page.getByRole('navigation', { name: 'Console sections' })
  await expect(nav.locator('[data-section="photos"] .badge')).toHaveText(/^[1-9]\d*$/)
  await nav.getByRole('link', { name: /Photo queue/ }).click()
  await expect(page.getByRole('heading', { name: 'Photos waiting for review' })).toBeVisible()
  const shown = page.getByTestId('queue-photo')
  await expect(shown).toHaveAttribute('data-photo-id', String(first))
  await expect(shown).toContainText(member.email)

  // J and K move through the queue; A approves, and the next photo shows.
  await hydrated(page)
  await page.keyboard.press('j')
  await expect(shown).toHaveAttribute('data-photo-id', String(second))
  await page.keyboard.press('k')
  await expect(shown).toHaveAttribute('data-photo-id', String(first))
  await page.keyboard.press('a')
  await expect(page.getByRole('status')).toHaveText('Approved. Here is the next photo.')
  await expect(shown).toHaveAttribute('data-photo-id', String(second))

  // Rejecting needs a reason; R goes to its field.
  await page.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByText('Write the reason.')).toBeVisible()
  await expect(shown).toHaveAttribute('data-photo-id', String(second))
  await page.keyboard.press('r')
  await expect(page.getByLabel(/Reason for rejecting/)).toBeFocused()
  await page.keyboard.type('This photo does not show you.')
  await page.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('status')).toHaveText('Rejected: the member gets the reason by e-mail. Here is the next photo.')
  await expect(page).toHaveURL(new RegExp(`after=${second}`))
  await expect(page.locator(`[data-testid="queue-photo"][data-photo-id="${second}"]`)).toHaveCount(0)

  // The member sees both decisions on their profile and gets the reason by e-mail.
  await member.page.reload()
  const status = (id: number) =>
    member.page.locator(`[data-testid="own-photo"][data-photo-id="${id}"] [data-testid="photo-status"]`)
  await expect(status(first)).toHaveText('Approved')
  await expect(status(second)).toHaveText('Rejected')
  const mail = await waitForEmail(member.email, '/profile')
  expect(mail.text).toContain('This photo does not show you.')
  await member.context.close()
})

test('a notice is decided without JavaScript: the profile hidden, the sender told', async ({ browser }) => {
  const moderator = await createStaff(['moderator'], 'Mo Queue')
  // Logging in uses the page's own forms; the decision runs on a context without JavaScript.
  const withScript = await browser.newContext()
  const login = await withScript.newPage()
  await logInAsStaff(login, moderator)
  const cookies = await withScript.cookies()
  await withScript.close()
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.addCookies(cookies)
  const page = await context.newPage()

  const reported = await createMember({ name: 'Rexa' })
  const reference = `AMR-E2E-${Date.now().toString(36).toUpperCase()}`
  const reporterEmail = `reporter.${Date.now()}@e2e.amora.example`
  await query(
    `insert into "Complaint" (reference, "siteId", "reporterName", "reporterEmail", language, "targetUserId", reason, text, "createdAt")
     select $1, "siteId", 'Kim Reporter', $2, 'en', id, 'scam', 'This profile asks everyone for money.', timestamp '2001-01-01'
       from "User" where id = $3`,
    [reference, reporterEmail, reported.id],
  )
  await page.goto('/staff/complaints')
  const row = page.getByRole('row', { name: new RegExp(reference) })
  await expect(row).toContainText('Scam, fraud or asking for money')
  await expect(row.getByTestId('due-at')).toContainText('overdue')
  await row.getByRole('link', { name: reference }).click()
  await expect(page.getByTestId('complaint-text')).toHaveText('This profile asks everyone for money.')

  // A measure needs a statement of reasons: a 400 with the message, nothing decided.
  await page.getByLabel(/upheld/).check()
  await page.getByLabel('hide the profile').check()
  await page.getByLabel('Decision text (to the sender)').fill('We hid the profile.')
  await page.getByRole('button', { name: 'Record the decision' }).click()
  await expect(page.getByText('Write the reason.')).toBeVisible()
  await page.getByLabel(/upheld/).check()
  await page.getByLabel('hide the profile').check()
  await page.getByLabel('Statement of reasons (to the reported member)').fill('Your profile asks other members for money.')
  await page.getByLabel('Decision text (to the sender)').fill('We hid the profile.')
  await page.getByRole('button', { name: 'Record the decision' }).click()
  await expect(page.getByRole('status')).toHaveText('The notice is upheld; the sender gets the decision by e-mail.')
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toHaveCount(0)

  const [profile] = await query<{ status: string }>(`select status::text from "Profile" where "userId" = $1`, [reported.id])
  expect(profile!.status).toBe('disabled')
  const decision = await waitForEmail(reporterEmail)
  expect(decision.text).toContain('We hid the profile.')
  const statement = await waitForEmail(reported.email)
  expect(statement.text).toContain('Your profile asks other members for money.')
  await context.close()
})
