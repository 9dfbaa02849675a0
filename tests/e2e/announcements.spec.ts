// Issue 35 item 5: one announcement per event. A like that makes a match is announced as the match
// only: one e-mail to the member who was liked back (not "X likes you" as well), and after an
// auto-like (?t=) from someone the member already likes, one modal, the match one.
import type { TestInfo } from '@playwright/test'
import { contextIn, createMember, expect, guardConsole, hydrated, logInAs, memberSession, test } from './fixtures.ts'
import { query } from './database.ts'
import { waitForEmail } from './mailbox.ts'

test.setTimeout(90_000)

// The auto-like picks among profiles of the member's own country first: a country no seeded member
// has, one per project and language, so the profile the member likes is the only one to pick.
const countries: Record<string, Record<string, string>> = {
  desktop: { en: 'IS', de: 'MT' },
  phone: { en: 'CY', de: 'EE' },
}
const countryFor = (info: TestInfo, language: string) => countries[info.project.name]?.[language] ?? 'IS'

const languages = [
  { locale: 'en-GB', match: "It's a match" },
  { locale: 'de-DE', match: 'Es ist ein Match!' },
]

for (const language of languages) {
  test(`an auto-like from someone the member likes opens one modal, the match (${language.locale})`, async ({
    browser,
  }, testInfo) => {
    const country = countryFor(testInfo, language.locale.slice(0, 2))
    // Earlier runs' members of that country may not be picked again.
    await query(`update "Profile" set searchable = false where country = $1`, [country])
    const him = await createMember({ gender: 'male', photo: true, country, name: 'Arne' })
    const me = await createMember({ gender: 'female', photo: true, country, language: language.locale.slice(0, 2) })
    await query(`insert into "Like" ("fromUserId", "toUserId", "isNew", "createdAt") values ($1, $2, true, now())`, [
      me.id,
      him.id,
    ])
    const context = await contextIn(browser, language.locale)
    await logInAs(context, me)
    const page = await context.newPage()
    guardConsole(page)
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/likes.php' && r.ok(), { timeout: 20_000 })
    await page.goto('/members?t=1')
    await hydrated(page)
    const modal = page.getByTestId('match-modal-match')
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('heading')).toHaveText(language.match)
    await expect(modal.getByTestId('match-modal-photo')).toHaveAttribute('href', `/likes/m/${him.id}`)
    // The likes reload (500 ms later) shows the match as new: the match watcher knows it was announced.
    await reloaded
    await expect(page.getByRole('dialog')).toHaveCount(1)
    await expect(page.getByTestId('match-modal-like')).toHaveCount(0)
    await context.close()
  })
}

test('a like that makes a match sends the liked-back member one e-mail, the match', async ({ browser }) => {
  const her = await createMember({ gender: 'female', photo: true, name: 'Saskia', language: 'de' })
  // She is not online, so she is told by e-mail; she liked him first.
  await query(`update "Profile" set "lastActiveAt" = now() - interval '1 day' where "userId" = $1`, [her.id])
  const he = await memberSession(browser, { gender: 'male', photo: true, name: 'Jonas' })
  await query(`insert into "Like" ("fromUserId", "toUserId", "isNew", "createdAt") values ($1, $2, true, now())`, [her.id, he.id])
  await he.page.goto(`/members/${her.id}`)
  await hydrated(he.page)
  await he.page.getByTestId('profile-like').click()
  await expect(he.page.getByTestId('match-modal-match')).toBeVisible()

  const mail = await waitForEmail(her.email)
  expect(mail.subject).toContain('Jonas')
  expect(mail.subject).toMatch(/Match/i)
  // The worker decided both events before the match e-mail went out: one e-mail to her, the match.
  const mails = await query<{ template: string }>(`select template from "OutboundEmail" where "userId" = $1`, [her.id])
  expect(mails.map((m) => m.template)).toEqual(['notify-match'])
  await he.context.close()
})
