// The operator inbox (docs/operators.md): a member writes to a fictional profile; an operator's
// open inbox shows it without a reload, the operator opens (claims) it and answers as the profile;
// the member's open chat shows the answer without a reload, with no trace of the operator; a
// second operator cannot open the claimed conversation.
import { createHash, randomBytes } from 'node:crypto'
import type { Browser } from '@playwright/test'
import { asOwnClient, createMember, expect, guardConsole, hydrated, memberSession, test } from './fixtures.ts'
import { query } from './database.ts'
import { E2E_ORIGIN } from './e2e-env.ts'

/** A staff member with `roles` and a verified console session (as after password and TOTP) in a browser context of its own. */
async function staffSession(browser: Browser, name: string, roles: string[]) {
  const [staff] = await query<{ id: number }>(
    `insert into "Staff" (email, name, roles, "allSites", "passwordHash", "totpSecret", "updatedAt")
     values ($1, $2, $3::"StaffRole"[], true, 'not-a-real-hash', 'JBSWY3DPEHPK3PXP', now()) returning id`,
    [`${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@staff.test`, name, roles],
  )
  const token = randomBytes(32).toString('base64url')
  await query(
    `insert into "StaffSession" (id, "staffId", "verifiedAt", "expiresAt") values ($1, $2, now(), now() + interval '1 hour')`,
    [createHash('sha256').update(token).digest('base64url'), staff!.id],
  )
  const context = await browser.newContext()
  await asOwnClient(context)
  await context.addCookies([
    { name: 'amora_staff', value: token, url: `${E2E_ORIGIN}/staff`, httpOnly: true, sameSite: 'Strict' },
  ])
  const page = await context.newPage()
  guardConsole(page)
  return { id: staff!.id, name, context, page }
}

test('a member writes to a fictional profile; an operator sees it live, claims and answers; the member sees the answer live', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const profile = await createMember({ name: 'Fiona', gender: 'female' })
  await query(`update "Profile" set fictional = true where "userId" = $1`, [profile.id])
  // A name of this run's own: the phone and desktop projects run at once on one inbox. Short, as
  // the member shows up in other journeys' member grids (tests/e2e/overflow.spec.ts at 320 px).
  const name = `Mats${Math.random().toString(36).slice(2, 5)}`
  const member = await memberSession(browser, { name, gender: 'male', credits: 200, language: 'sv' })
  const operator = await staffSession(browser, 'Olga', ['operator'])
  const second = await staffSession(browser, 'Otto', ['operator'])

  // The operator's inbox is open and listening.
  await operator.page.goto('/staff/inbox')
  await hydrated(operator.page)
  await expect(operator.page.locator('html[data-inbox-live="on"]')).toHaveCount(1)
  const row = operator.page.locator('tr', { hasText: name })
  await expect(row).toHaveCount(0)

  // The member writes to the fictional profile.
  await member.page.goto(`/members/${profile.id}/chat`)
  await hydrated(member.page)
  await member.page.getByRole('textbox').fill('Hej Fiona, how is your week going?')
  await member.page.getByRole('textbox').press('Enter')
  await expect(member.page).toHaveURL(/\/chats\/\d+$/)
  const conversationId = Number(member.page.url().split('/').pop())

  // It arrives in the operator's inbox without a reload: the member's language, the profile.
  await expect(row).toBeVisible()
  await expect(row).toContainText('Swedish')
  await expect(row).toContainText('Fiona')

  // Opening claims it.
  await row.getByRole('button', { name: 'Open' }).click()
  await expect(operator.page).toHaveURL(new RegExp(`/staff/inbox/${conversationId}$`))
  await expect(operator.page.getByTestId('inbox-messages')).toContainText('how is your week going?')
  await expect(operator.page.getByRole('heading', { name: `Fiona writing to ${name}` })).toBeVisible()
  await hydrated(operator.page)

  // A second operator cannot open it: the page names who holds it and shows none of it.
  const refused = await second.page.goto(`/staff/inbox/${conversationId}`)
  expect(refused?.status()).toBe(409)
  await expect(second.page.getByTestId('inbox-not-claimed')).toContainText('Olga is answering this conversation.')
  await expect(second.page.getByText('how is your week going?')).toHaveCount(0)
  await second.page.goto('/staff/inbox')
  await expect(second.page.locator('tr', { hasText: name })).toContainText('Being answered by Olga')

  // A contact detail is refused with the reason; nothing reaches the member.
  await operator.page.getByTestId('inbox-answer-text').fill('Mail me: fiona@example.com')
  await operator.page.getByTestId('inbox-send').click()
  await expect(operator.page.getByTestId('inbox-error')).toContainText('e-mail addresses are not allowed')

  // The answer, as the profile.
  await operator.page.getByTestId('inbox-answer-text').fill('Hej! Busy but good, thanks for asking.')
  await operator.page.getByTestId('inbox-send').click()
  await expect(operator.page.getByTestId('inbox-done')).toBeVisible()
  await expect(operator.page.getByTestId('inbox-messages').locator('[data-from="profile"]')).toContainText('Busy but good')

  // The member's open chat shows it without a reload, as Fiona's message.
  const answer = member.page.getByTestId('chat-message').filter({ hasText: 'Busy but good, thanks for asking.' })
  await expect(answer).toBeVisible()
  await expect(member.page.locator('body')).not.toContainText('Olga')

  // Answered: it leaves the inbox.
  await operator.page.goto('/staff/inbox')
  await expect(operator.page.locator('tr', { hasText: name })).toHaveCount(0)
  const [audit] = await query<{ staffId: number }>(
    `select "staffId" from "AuditLog" where action = 'inbox.answer' and "userId" = $1`,
    [member.id],
  )
  expect(audit?.staffId).toBe(operator.id)
})
