// Issue 35 item 8: the retention offer's code goes to checkout. The delete page shows the code with
// a link that puts it on the credits page (/credits?discount=CODE, as offers do), whose package
// cards show the lowered prices; buying carries the code on to the order overview.
import { contextIn, createMember, expect, guardConsole, hydrated, logInAs, test } from './fixtures.ts'

const languages = [
  {
    locale: 'en-GB',
    show: 'Show my discount',
    use: 'Use it now',
    instead: /^instead of /,
    buy: /^Buy \d+ credits$/,
    notFound: 'Code not found',
  },
  {
    locale: 'de-DE',
    show: 'Meinen Rabatt anzeigen',
    use: 'Jetzt einlösen',
    instead: /^statt /,
    buy: /Credits kaufen$/,
    notFound: 'Code nicht gefunden',
  },
]

/** "€ 19,99" / "€19.99" → 1999 */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''))

for (const language of languages) {
  test(`the retention code lowers the package prices and reaches the checkout (${language.locale})`, async ({ browser }) => {
    const me = await createMember({ language: language.locale.slice(0, 2), country: 'NL' })
    const context = await contextIn(browser, language.locale)
    await logInAs(context, me)
    const page = await context.newPage()
    guardConsole(page)
    await page.goto('/notifications/delete-account')
    await hydrated(page)
    await page.getByRole('button', { name: language.show }).click()
    const offer = page.getByRole('status').filter({ hasText: /STAY\d+-[0-9A-F]{8}/ })
    await expect(offer).toBeVisible()
    const code = /STAY\d+-[0-9A-F]{8}/.exec((await offer.textContent()) ?? '')![0]
    const percentage = Number(/^STAY(\d+)-/.exec(code)![1])

    await offer.getByRole('link', { name: language.use }).click()
    await expect(page).toHaveURL(`/credits?discount=${code}`)
    const card = page.getByTestId('package-p1')
    await expect(card.getByTestId('package-price-was')).toHaveText(language.instead)
    const was = cents((await card.getByTestId('package-price-was').textContent())!)
    const now = cents((await card.getByTestId('package-price').textContent())!)
    expect(now).toBe(was - Math.round((was * percentage) / 100))
    // Every card shows its lowered price.
    await expect(page.getByTestId('package-price-was')).toHaveCount(
      await page.locator('article[data-testid^="package-p"]').count(),
    )

    await card.getByRole('link', { name: language.buy }).click()
    await expect(page).toHaveURL(new RegExp(`/credits/\\d+\\?discount=${code}$`))
    await hydrated(page)
    // The first payment method: its overview carries the code too.
    await page.locator(`a[href^="/credits/"][href$="?discount=${code}"]`).first().click()
    await expect(page.getByTestId('checkout-total')).toHaveText(/\d/)
    expect(cents((await page.getByTestId('checkout-total').textContent())!)).toBe(now)
    await context.close()
  })

  test(`an unknown code on the credits page says so and leaves the prices (${language.locale})`, async ({ browser }) => {
    const me = await createMember({ language: language.locale.slice(0, 2), country: 'NL' })
    const context = await contextIn(browser, language.locale)
    await logInAs(context, me)
    const page = await context.newPage()
    guardConsole(page)
    await page.goto('/credits?discount=NOSUCHCODE')
    await expect(page.getByRole('alert')).toHaveText(language.notFound)
    await expect(page.getByTestId('package-price-was')).toHaveCount(0)
    await context.close()
  })
}
