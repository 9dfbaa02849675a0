// /profile (SPEC §2, §3 Profile and Interests, §5): edit the profile and see it saved after a
// reload, upload a photo with a progress bar, and the server's refusals shown at the fields.
// Every test edits a member of its own: the desktop project one made in the database (logged in
// through the login form), the others one that signs up, so no run sees another's edits.
import { createMember, expect, hydrated, PASSWORD, test } from './fixtures.ts'
import { type Page, type TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { uniqueEmail } from './mailbox.ts'

/** Logs in through the login form's no-JavaScript path; the session cookie lands in the page's context. */
async function logIn(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'desktop') {
    const member = await createMember()
    const res = await page.request.post('/login', {
      form: { email: member.email, password: PASSWORD, redirectTo: '' },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(302)
    return
  }
  const res = await page.request.post('/signup', {
    form: {
      email: uniqueEmail('profile'),
      name: 'Noor',
      password: PASSWORD,
      date_of_birth: '1992-08-30',
      gender: 'female',
      looking_for: 'male',
      terms: 'on',
      signup_message: '',
    },
    maxRedirects: 0,
  })
  expect(res.status(), await res.text()).toBe(302)
}

async function openProfile(page: Page, isMobile: boolean) {
  // SPEC §2 phones: the narrowest common phone width.
  if (isMobile) await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/profile')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
}

test('edit about me and an interest, save, and find both after a reload', async ({ page, isMobile }, testInfo) => {
  await logIn(page, testInfo)
  await openProfile(page, isMobile)
  await expect(page.getByRole('link', { name: 'View my profile' })).toHaveAttribute('href', /^\/members\/\d+$/)

  // A new member has not chosen a region yet: the form asks for one.
  const region = page.locator('select[name="region"]')
  if (!(await region.inputValue())) await region.selectOption({ index: 1 })

  const about = `Cyclist, coffee lover and bad at karaoke (${testInfo.project.name} ${Date.now()})`
  await page.getByLabel('About me', { exact: true }).fill(about)
  const interests = page.getByRole('group', { name: /Your interests/ })
  const sushi = interests.getByRole('checkbox', { name: 'Sushi' })
  const hadSushi = await sushi.isChecked()
  await sushi.setChecked(!hadSushi)
  await page.getByLabel('Hair colour').selectOption({ label: 'Red' })
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved' })).toBeVisible()

  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('About me', { exact: true })).toHaveValue(about)
  await expect(page.getByRole('group', { name: /Your interests/ }).getByRole('checkbox', { name: 'Sushi' })).toBeChecked({
    checked: !hadSushi,
  })
  await expect(page.getByLabel('Hair colour')).toHaveValue('red')
  // Nothing of the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
})

test('the server refuses a username that starts with @ and keeps what was typed', async ({ page, isMobile }, testInfo) => {
  await logIn(page, testInfo)
  await openProfile(page, isMobile)
  const name = page.getByLabel('Username')
  const before = await name.inputValue()
  await name.fill('@someone')
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText('Username may not start with @')).toBeVisible()
  await expect(page.getByText('Your profile has not been saved.', { exact: false })).toBeVisible()
  await expect(name).toHaveValue('@someone')
  await page.reload()
  await expect(page.getByLabel('Username')).toHaveValue(before)
})

test('upload a photo: a progress bar, then the new photo in the list', async ({ page, isMobile }, testInfo) => {
  await logIn(page, testInfo)
  await openProfile(page, isMobile)
  const photos = page.getByTestId('own-photo')

  // A member who signed up in an earlier step of this run may already be at the limit.
  if (await page.getByTestId('photo-limit').isVisible()) {
    const count = await photos.count()
    const last = photos.last()
    await last.getByText('Delete', { exact: true }).click()
    await last.getByRole('button', { name: 'Yes, delete' }).click()
    await expect(photos).toHaveCount(count - 1)
  }
  const count = await photos.count()

  // Hold the upload's answer back a moment so the progress bar can be seen.
  await page.route('**/api/photos.php', async (route) => {
    if (route.request().method() === 'POST' && (route.request().headers()['content-type'] ?? '').startsWith('multipart/'))
      await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const image = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#c03060' } })
    .jpeg()
    .toBuffer()
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'e2e-photo.jpg', mimeType: 'image/jpeg', buffer: image })
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Your photo has been added/ })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(photos).toHaveCount(count + 1)

  // Still there after a reload (the list comes from the server).
  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('own-photo')).toHaveCount(count + 1)
})
