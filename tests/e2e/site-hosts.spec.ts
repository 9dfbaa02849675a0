// Issue 35 item 2, production side: the e2e server runs as production on its real database, where
// a state change for an address that is not one of the sites keeps its 421, now with a page that
// says, in the visitor's language, at which address the site works. (The demo side, where the
// printed addresses all work, is in demo.spec.ts.)
import { E2E_ORIGIN, E2E_PORT } from './e2e-env.ts'
import { expect, test } from './fixtures.ts'

const languages = [
  { lng: 'en', title: 'This address is not one of our sites', login: 'Log in', email: 'E-mail address', password: 'Password' },
  {
    lng: 'de',
    title: 'Diese Adresse gehört zu keiner unserer Seiten',
    login: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
  },
]

for (const language of languages) {
  test(`a login at an address that is not the site answers 421 with the site’s address (${language.lng})`, async ({
    browser,
  }) => {
    const unknown = `http://127.0.0.1:${E2E_PORT}`
    // Without JavaScript the browser shows the answer itself, as a person sees it.
    const context = await browser.newContext({ javaScriptEnabled: false })
    await context.addCookies([{ name: 'lng', value: language.lng, url: unknown, sameSite: 'Lax' }])
    const page = await context.newPage()
    await page.goto(`${unknown}/login`)
    await page.getByLabel(language.email).fill('someone@e2e.amora.example')
    await page.getByLabel(language.password).fill('not the password')
    const answer = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('main').getByRole('button', { name: language.login }).click()
    expect((await answer).status()).toBe(421)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.title)
    await expect(page.getByTestId('site-addresses').getByRole('link')).toHaveText([E2E_ORIGIN])
    await context.close()
  })
}

test('the JSON API names the addresses too', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` })
  const res = await api.post('/api/user.php', { data: { email: 'x@e2e.amora.example', password: 'x' } })
  expect(res.status()).toBe(421)
  expect(await res.json()).toMatchObject({ error: { code: 'unknown_site', addresses: [E2E_ORIGIN] } })
  await api.dispose()
})
