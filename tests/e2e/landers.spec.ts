// The landers and member landing pages (SPEC §2) and the tracking data of SPEC §3 that a
// visitor brings from an ad: it must reach the account made through a lander's CTA.
import { expect, test } from './fixtures.ts'
import { type Page } from '@playwright/test'
import { uniqueEmail } from './mailbox.ts'
import { query } from './database.ts'

const PASSWORD = 'correct horse 42'

const landers: [name: string, heading: RegExp][] = [
  ['tinderswipe', /^Who catches your eye\?$/],
  ['alonetonight', /^Alone tonight\?$/],
  ['collagelanding', /^Your next date could be one click away$/],
  ['gallery', /^Browse the photo gallery$/],
  ['iconslanding', /^What are you into\?$/],
  ['maplanding', /^Members near you$/],
  ['socialnetwork', /^What's new near you$/],
  ['transitionsvideolanding', /^Someone here is waiting for you$/],
  ['video', /^Video chat with \S+/],
]

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

async function searchableMember() {
  const [member] = await query<{ id: number; name: string }>(
    `select p."userId" as id, p.name from "Profile" p join "Site" s on s.id = p."siteId"
     where s.domain = 'localhost' and p.searchable and not p.fictional
       and exists (select 1 from "Photo" f where f."userId" = p."userId" and f."isMain" and f.status = 'active' and f.visibility = 'public')
     order by p."userId" limit 1`,
  )
  return member!
}

for (const [name, heading] of landers) {
  test(`/landers/${name} renders its heading with members and a signup CTA, with or without a slug`, async ({ page }) => {
    test.slow() // three loads of a page full of photos (and a video)
    for (const path of [`/landers/${name}`, `/landers/${name}/milf`, `/landers/${name}/no-such-slug-anywhere`]) {
      // The server-rendered page is what is checked: no need to wait for every image and video.
      const response = await page.goto(`${path}?network=adnet`, { waitUntil: 'domcontentloaded' })
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.locator('main#main')).toHaveCount(1)
      await expect(page).toHaveTitle(/ \| Amora$/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{9,}/)
      // Every CTA keeps the query string (tracking data) on its way to /signup.
      const ctas = page.locator('a[href^="/signup"]')
      expect(await ctas.count()).toBeGreaterThan(0)
      for (const href of await ctas.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toBe('/signup?network=adnet')
      }
      // Only the hero image is fetched eagerly.
      expect(await page.locator('img[fetchpriority="high"]').count()).toBeLessThanOrEqual(1)
    }
    await hydrated(page)
  })
}

test('the swipe stack likes and passes by button, key and drag, then shows the match prompt', async ({ page, isMobile }) => {
  await page.goto('/landers/tinderswipe')
  await hydrated(page)
  const prompt = page.getByText("It's a match!")
  await expect(prompt).toBeHidden()
  await page.getByRole('button', { name: /^Like / }).click()
  await page.getByRole('button', { name: /^Nope, pass on / }).click()
  if (isMobile) {
    await page.getByRole('button', { name: /^Like / }).click()
  } else {
    await page.keyboard.press('ArrowRight')
  }
  await expect(prompt).toBeVisible()
  await expect(page.getByText('You liked 2 members.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Keep swiping' }).click()
  await expect(prompt).toBeHidden()
})

test('the swipe stack works without JavaScript, card by card', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/landers/tinderswipe?network=adnet')
  for (let i = 1; i <= 3; i++) {
    await page.getByRole('button', { name: /^Like / }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]swipe=${i}&liked=${i}$`))
  }
  await expect(page).toHaveURL(/network=adnet/)
  await expect(page.getByText("It's a match!")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign up free' }).first()).toHaveAttribute('href', /^\/signup\?network=adnet/)
  await context.close()
})

test('the icons lander shows members who share the chosen interest', async ({ page }) => {
  await page.goto('/landers/iconslanding')
  await hydrated(page)
  await page.getByRole('link', { name: /^Wine/ }).click()
  await expect(page).toHaveURL(/\/landers\/iconslanding\/wine$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Wine: members who share this interest' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Wine/ })).toHaveAttribute('aria-current', 'true')
})

test('the member landing pages show the member; unknown members are a 404', async ({ page }) => {
  const member = await searchableMember()
  for (const path of [`/members/${member.id}/landing`, `/members/${member.id}/landing2/milf`, `/members/${member.id}/landing3`]) {
    expect((await page.goto(path))?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name)
    await expect(page.getByRole('img', { name: `Photo of ${member.name}` }).first()).toBeVisible()
  }
  expect((await page.goto('/members/99999999/landing'))?.status()).toBe(404)
  expect((await page.goto('/members/not-a-number/landing2/milf'))?.status()).toBe(404)
  const [hidden] = await query<{ id: number }>(`select "userId" as id from "Profile" where not searchable limit 1`)
  if (hidden) expect((await page.goto(`/members/${hidden.id}/landing3`))?.status()).toBe(404)
})

test('/members/{id}/signup shows the member and opens the signup modal on desktop, the signup page on phones', async ({
  page,
  isMobile,
}) => {
  const member = await searchableMember()
  await page.goto(`/members/${member.id}/signup?network=adnet`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: `Sign up to chat with ${member.name}` })).toBeVisible()
  const cta = page.getByTestId('member-signup-cta')
  await expect(cta).toHaveAttribute('href', '/signup?network=adnet')
  if (isMobile) {
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await cta.click()
    await expect(page).toHaveURL(/\/signup\?network=adnet$/)
  } else {
    const dialog = page.getByRole('dialog', { name: 'Sign up' })
    await expect(dialog.getByLabel('Your first message')).toBeVisible()
  }
  await expect(page.getByLabel('Your first message')).toBeVisible()
  expect((await page.goto('/members/99999999/signup'))?.status()).toBe(404)
})

test('signing up through a lander CTA stores the tracking data on the new member', async ({ page, isMobile }) => {
  const email = uniqueEmail('lander')
  await page.goto('/landers/gallery?network=adnet&ref=r1&sub1=a')
  await hydrated(page)
  const cta = page.getByTestId('lander-cta')
  await expect(cta).toHaveAttribute('href', '/signup?network=adnet&ref=r1&sub1=a')
  await cta.click()
  if (isMobile) await expect(page).toHaveURL(/\/signup\?network=adnet&ref=r1&sub1=a$/)
  const form = isMobile ? page.locator('main') : page.getByRole('dialog', { name: 'Sign up' })
  await form.getByLabel('Your first message').fill('Hi! I found you in the gallery.')
  await form.getByRole('button', { name: 'Next' }).click()
  await form.getByRole('radio', { name: 'Woman', exact: true }).check()
  await form.getByRole('radio', { name: 'Men', exact: true }).check()
  await form.getByLabel('Username').fill('Galla')
  await form.getByLabel('Date of birth').fill('1990-06-15')
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByLabel(/I am an adult/).check()
  await form.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/complete-signup$/)
  const [user] = await query<{ trackingNetwork: string; trackingRef: string; trackingSub1: string }>(
    'select "trackingNetwork", "trackingRef", "trackingSub1" from "User" where email = $1',
    [email],
  )
  expect(user).toEqual({ trackingNetwork: 'adnet', trackingRef: 'r1', trackingSub1: 'a' })
})

test('the CTA link alone brings the tracking data back when the cookie was lost', async ({ page, context }) => {
  await page.goto('/landers/video?network=adnet&ref=r2')
  const href = await page.getByTestId('lander-cta').getAttribute('href')
  expect(href).toBe('/signup?network=adnet&ref=r2')
  // The tracking cookie is lost; the visitor's accepted cookie choice stays (docs/privacy.md).
  await context.clearCookies({ name: 'amora_tracking' })
  await page.goto(href!)
  const cookie = (await context.cookies()).find((c) => c.name === 'amora_tracking')
  expect(JSON.parse(Buffer.from(decodeURIComponent(cookie!.value), 'base64').toString())).toEqual({ network: 'adnet', ref: 'r2' })
})
