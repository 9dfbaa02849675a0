// Issue 35 item 6: the icebreaker picker is a modal (SPEC §2 "Icebreaker modal"): the button opens
// a dialog of pickup lines in the member's language; picking one closes it and puts the line into
// the message field, where it can still be changed before sending.
import { createMember, contextIn, expect, guardConsole, hydrated, logInAs, test } from './fixtures.ts'

const languages = [
  { locale: 'en-GB', button: 'Icebreakers', close: 'Close' },
  { locale: 'de-DE', button: 'Eisbrecher', close: 'Schließen' },
]

for (const language of languages) {
  test(`the icebreakers open in a modal and fill the message (${language.locale})`, async ({ browser }) => {
    const partner = await createMember({ gender: 'male', photo: true, name: 'Milan' })
    const me = await createMember({ gender: 'female', language: language.locale.slice(0, 2), credits: 20 })
    const context = await contextIn(browser, language.locale)
    await logInAs(context, me)
    const page = await context.newPage()
    guardConsole(page)
    await page.goto(`/members/${partner.id}/chat`)
    await hydrated(page)
    // No inline list: the lines are only in the dialog.
    await expect(page.getByTestId('icebreakers')).toHaveCount(0)
    await page.getByRole('button', { name: language.button }).click()
    const dialog = page.getByRole('dialog', { name: language.button })
    await expect(dialog).toBeVisible()
    const lines = dialog.getByTestId('icebreakers').getByRole('button')
    expect(await lines.count()).toBeGreaterThan(2)

    // Closing without a pick leaves the message as it was.
    await dialog.getByRole('button', { name: language.close }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('#chat-text')).toHaveValue('')

    await page.getByRole('button', { name: language.button }).click()
    await expect(dialog).toBeVisible()
    const line = (await lines.nth(1).textContent())!.trim()
    await lines.nth(1).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('#chat-text')).toHaveValue(line)
    await expect(page.locator('#chat-text')).toBeFocused()
    await context.close()
  })
}
