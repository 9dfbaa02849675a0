import sharp from 'sharp'
import { asOwnClient, contextIn, createMember, expect, logInAs, test } from './fixtures.ts'
import { query } from './database.ts'
import { type APIRequestContext, type Page } from '@playwright/test'
import { linkIn, uniqueEmail, waitForEmail } from './mailbox.ts'

const PASSWORD = 'correct horse 42'

/** Signs up through the signup form's no-JavaScript path; the session cookie lands in the context. */
async function signUpByForm(request: APIRequestContext, email: string, name = 'Robin') {
  const res = await request.post('/signup', {
    form: {
      email,
      name,
      password: PASSWORD,
      date_of_birth: '1991-04-12',
      gender: 'female',
      looking_for: 'male',
      terms: 'on',
      signup_message: '',
    },
    maxRedirects: 0,
  })
  expect(res.status(), await res.text()).toBe(302)
  expect(res.headers()['location']).toBe('/complete-signup')
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test('sign up through every step, activate by e-mail and land on the member search', async ({ page }) => {
  test.slow() // seven steps, a reload, a photo upload and an e-mail: ~28 s on a loaded 2-core machine
  const email = uniqueEmail('signup')
  await page.goto('/signup')
  await hydrated(page)
  await expect(page.getByText('Step 1 of 7')).toBeVisible()
  await page.getByLabel('Your first message').fill('Hi! New in town and up for coffee.')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible()
  // Bad input first: a username that starts with @ and a typo in the e-mail domain.
  await page.getByRole('radio', { name: 'Woman', exact: true }).check()
  await page.getByRole('radio', { name: 'Men', exact: true }).check()
  await page.getByLabel('Username').fill('@robin')
  await page.getByLabel('Date of birth').fill('1991-04-12')
  await page.getByLabel('E-mail address').fill(email.replace('@e2e.amora.example', '@gmial.com'))
  await expect(page.getByRole('button', { name: /Did you mean .*@gmail\.com\?/ })).toBeVisible()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel(/I am an adult/).check()
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByText('Username may not start with @')).toBeVisible()
  await page.getByLabel('Username').fill('Robin')

  // The draft survives a reload (without the password).
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Username')).toHaveValue('Robin')
  await expect(page.getByLabel('E-mail address')).toHaveValue(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByLabel(/I am an adult/).check()
  await page.getByRole('button', { name: 'Create my account' }).click()

  await expect(page).toHaveURL(/\/complete-signup$/)
  // The photo: a file that is not an image is refused with the reason, then a real one goes through.
  await expect(page.getByText('Step 3 of 7')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Add a photo' })).toBeVisible()
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') })
  await page.getByRole('button', { name: 'Upload photo' }).click()
  await expect(page.getByTestId('photo-error')).toHaveText(/We cannot use this file|seems to be damaged/)
  await expect(page.getByText('Step 3 of 7')).toBeVisible()
  const image = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#3060c0' } })
    .jpeg()
    .toBuffer()
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: image })
  await page.getByRole('button', { name: 'Upload photo' }).click()

  await expect(page.getByText('Step 4 of 7')).toBeVisible()
  await page.getByLabel('Country').selectOption('NL')
  await page.getByLabel('Province').selectOption({ label: 'Utrecht' })
  await page.getByLabel('City or town').fill('Amersfoort')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 5 of 7')).toBeVisible()
  await page.getByLabel(/Tell other members/).fill('Cyclist, coffee lover, bad at karaoke.')
  await page.getByRole('button', { name: 'Next' }).click()

  // Push opt-in: offered, and "Not now" moves on (and it is not offered again).
  await expect(page.getByText('Step 6 of 7')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Never miss a message' })).toBeVisible()
  await page.getByRole('button', { name: 'Not now' }).click()

  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible()
  const mail = await waitForEmail(email, '/activate')
  expect(mail.subject).toContain('Amora')
  await page.goto(linkIn(mail, '/activate'))
  await expect(page).toHaveURL(/\/activate\/done$/)
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible()
  await page.getByRole('link', { name: 'Search members' }).first().click()
  await expect(page).toHaveURL(/\/members/)
  await expect(page.getByRole('heading', { name: /Hi Robin/ })).toBeVisible()
  await expect(page.getByTestId('member-card').first()).toBeVisible()

  // A used activation link does not work twice.
  await page.goto(linkIn(mail, '/activate'))
  await expect(page).toHaveURL(/\/activate\/error$/)
  await expect(page.getByText('Something went wrong, please contact support')).toBeVisible()
})

test('the account is locked after repeated wrong passwords', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('lockout')
  const visitor = await playwright.request.newContext({ baseURL })
  await signUpByForm(visitor, email)
  await visitor.dispose()
  await page.goto('/login')
  await hydrated(page)
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Password').fill(`wrong password ${attempt}`)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Login failed, please try again.')).toBeVisible()
  }
  await page.getByLabel('Password').fill('wrong password 5')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Too many incorrect attempts, account blocked for 15 min.')).toBeVisible()
  // Even the right password is refused while locked.
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText(/Too many incorrect attempts, account blocked for \d+ min/)).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a forgotten password is reset with the e-mailed link', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('reset')
  const visitor = await playwright.request.newContext({ baseURL })
  await signUpByForm(visitor, email)
  await visitor.dispose()
  await page.goto('/reset-password')
  await page.getByLabel('E-mail address').fill('nobody-here@e2e.amora.example')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('E-mail address not found.')).toBeVisible()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText(/We have sent you an e-mail with a link/)).toBeVisible()

  const mail = await waitForEmail(email, '/reset-password/do')
  await page.goto(linkIn(mail, '/reset-password/do'))
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret')
  await page.getByLabel('Repeat the new password').fill('a brand new secreT')
  await page.getByRole('button', { name: 'Save my new password' }).click()
  await expect(page.getByText('The entered passwords are not the same.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret')
  await page.getByLabel('Repeat the new password').fill('a brand new secret')
  await page.getByRole('button', { name: 'Save my new password' }).click()
  await expect(page).toHaveURL(/\/members/)

  // Log out lives in the account menu of the top bar.
  await page
    .locator('header.top-bar')
    .getByLabel(/^Account of /)
    .click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill('a brand new secret')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/members/)
})

test('deleting the account, then reactivating it with the e-mailed link', async ({ page }) => {
  const email = uniqueEmail('delete')
  await signUpByForm(page.request, email, 'Sam')
  await page.goto('/notifications/delete-account')
  await page.getByRole('button', { name: 'Show my discount' }).click()
  await expect(page.getByText(/Your code STAY50-[0-9A-F]{8} gives you 50% off/)).toBeVisible()
  await page.getByLabel('Why are you leaving?').selectOption('found_someone')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/account-deleted$/)

  // Logged out, and the account cannot log in while deletion is pending.
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText(/Your account is scheduled for deletion/)).toBeVisible()

  const mail = await waitForEmail(email, '/reactivate')
  await page.goto(linkIn(mail, '/reactivate'))
  await page.getByRole('button', { name: 'Reactivate my account' }).click()
  await expect(page).toHaveURL(/\/members/)
  await expect(page.getByRole('heading', { name: /Hi Sam/ })).toBeVisible()
})

test('signup speaks the visitor’s language, messages and e-mail included', async ({ browser }) => {
  const context = await contextIn(browser, 'de-DE')
  const page = await context.newPage()
  const email = uniqueEmail('deutsch')
  await page.goto('/signup')
  await hydrated(page)
  await page.getByRole('button', { name: 'Weiter' }).click()
  await page.getByRole('radio', { name: 'Mann' }).check()
  await page.getByRole('radio', { name: 'Frauen' }).check()
  await page.getByLabel('Benutzername').fill(email)
  await page.getByLabel('Geburtsdatum').fill('1985-09-30')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill(PASSWORD)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: /Konto erstellen|erstellen/ }).click()
  await expect(page.getByText(/Benutzername darf nicht .*E-Mail-Adresse/)).toBeVisible()
  await page.getByLabel('Benutzername').fill('Jonas')
  await page.getByRole('button', { name: /Konto erstellen|erstellen/ }).click()
  await expect(page).toHaveURL(/\/complete-signup$/)
  const mail = await waitForEmail(email, '/activate')
  expect(mail.subject).toMatch(/Amora/)
  expect(mail.text).toMatch(/Hallo Jonas|Hi Jonas/)
  expect(mail.html).toContain('lang="de"')
  await context.close()
})

test('signup opens in a modal on desktop that Escape and the backdrop do not close; phones get the page', async ({
  page,
  isMobile,
}) => {
  await page.goto('/')
  await hydrated(page)
  await page.locator('header.top-bar').getByRole('link', { name: 'Sign up' }).click()
  if (isMobile) {
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByText('Step 1 of 7')).toBeVisible()
    return
  }
  const dialog = page.getByRole('dialog', { name: 'Sign up' })
  await expect(dialog.getByText('Step 1 of 7')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await dialog.getByLabel('Your first message').fill('Hello from the modal')
  await dialog.getByRole('button', { name: 'Next' }).click()
  const email = uniqueEmail('modal')
  await dialog.getByRole('radio', { name: 'Man', exact: true }).check()
  await dialog.getByRole('radio', { name: 'Women', exact: true }).check()
  await dialog.getByLabel('Username').fill('Mika')
  await dialog.getByLabel('Date of birth').fill('1988-02-03')
  await dialog.getByLabel('E-mail address').fill(email)
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByLabel(/I am an adult/).check()
  await dialog.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/complete-signup$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Step 3 of 7')).toBeVisible()
  // The photo can wait: Skip goes on to the location.
  await page.getByRole('button', { name: 'Skip' }).click()
  await expect(page.getByText('Step 4 of 7')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible()
})

test('the signup steps after the account work without JavaScript: photo, location, about me, push opt-in', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const member = await createMember({ name: 'Quinn', status: 'not_confirmed' })
  await query(`update "Profile" set "regionId" = null, "aboutMe" = null where "userId" = $1`, [member.id])
  const context = await browser.newContext({ javaScriptEnabled: false })
  await asOwnClient(context)
  await logInAs(context, member)
  const page = await context.newPage()
  await page.goto('/complete-signup')
  await expect(page.getByText('Step 3 of 7')).toBeVisible()
  const image = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#208060' } })
    .png()
    .toBuffer()
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: image })
  await page.getByRole('button', { name: 'Upload photo' }).click()
  await expect(page.getByText('Step 4 of 7')).toBeVisible()
  const [photos] = await query<{ n: number }>(`select count(*)::int as n from "Photo" where "userId" = $1`, [member.id])
  expect(photos!.n).toBe(1)
  const [region] = await query<{ id: number }>(`select id from "Region" where "countryCode" = 'NL' order by id limit 1`)
  await page.getByLabel('Country').selectOption('NL')
  await page.getByLabel('Province').selectOption(String(region!.id))
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 5 of 7')).toBeVisible()
  await page.getByRole('button', { name: 'Skip' }).click()
  await expect(page.getByText('Step 6 of 7')).toBeVisible()
  await page.getByRole('button', { name: 'Not now' }).click()
  await expect(page.getByText('Step 7 of 7')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible()
  const [done] = await query<{ steps: string[] }>(`select "signupStepsDone" as steps from "User" where id = $1`, [member.id])
  expect(done!.steps).toEqual(['push'])
  await context.close()
})
