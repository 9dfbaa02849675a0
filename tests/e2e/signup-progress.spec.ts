// Issue 35 item 11: the signup progress bar follows "Step n of 7" on every step, in English and
// German, on the page (phones) and wherever the first steps render.
import { contextIn, expect, hydrated, test } from './fixtures.ts'
import { uniqueEmail } from './mailbox.ts'

const languages = [
  { locale: 'en-GB', step: (n: number) => `Step ${n} of 7`, next: 'Next' },
  { locale: 'de-DE', step: (n: number) => `Schritt ${n} von 7`, next: 'Weiter' },
]

for (const language of languages) {
  test(`the signup bar is n/7 of its width on steps 1, 2 and 3 (${language.locale})`, async ({ browser }) => {
    const context = await contextIn(browser, language.locale)
    const page = await context.newPage()
    await page.goto('/signup')
    await hydrated(page)
    const bar = page.getByTestId('signup-progress')
    const fill = bar.locator('.progress-bar')
    const share = async () =>
      fill.evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width)

    await expect(page.getByText(language.step(1))).toBeVisible()
    await expect(bar).toHaveAttribute('aria-valuenow', '1')
    await expect(bar).toHaveAttribute('aria-valuemax', '7')
    await expect.poll(share).toBeCloseTo(1 / 7, 2)

    await page.getByRole('button', { name: language.next }).click()
    await expect(page.getByText(language.step(2))).toBeVisible()
    await expect(bar).toHaveAttribute('aria-valuenow', '2')
    await expect.poll(share).toBeCloseTo(2 / 7, 2)

    // Step 3 comes after the account exists (the no-JavaScript form post makes it).
    const res = await context.request.post('/signup', {
      form: {
        email: uniqueEmail('progress'),
        name: 'Kim',
        password: 'correct horse 42',
        date_of_birth: '1990-02-03',
        gender: 'female',
        looking_for: 'male',
        terms: 'on',
        signup_message: '',
      },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(302)
    await page.goto('/complete-signup')
    await expect(page.getByText(language.step(3))).toBeVisible()
    await expect(bar).toHaveAttribute('aria-valuenow', '3')
    await expect.poll(share).toBeCloseTo(3 / 7, 2)
    await context.close()
  })
}
