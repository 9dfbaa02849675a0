// The profile screen (SPEC §2 profile view, §6 roles and blocking): what visitors, free and
// premium members see of a member's photos, the login prompts for visitors, likes and matches,
// and blocking between two fresh members, with an axe scan of each state. Fresh members are
// made per test so the desktop and phone projects never share state.
import AxeBuilder from '@axe-core/playwright'
import { expect, hydrated, memberSession, test } from './fixtures.ts'
import { type Page } from '@playwright/test'
import { query } from './database.ts'

async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await hydrated(page)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    label,
  ).toEqual([])
}

/**
 * A seeded member of the default site whose active photos are not all visible to visitors
 * (more than the main photo and 2 public ones, or private ones), with the counts to expect.
 */
async function memberWithHiddenPhotos() {
  const [member] = await query<{ id: number; name: string; active: number; public: number }>(
    `select p."userId" as id, p.name,
            count(*) filter (where f.status = 'active')::int as active,
            count(*) filter (where f.status = 'active' and f.visibility = 'public')::int as public
       from "Profile" p
       join "Site" s on s.id = p."siteId"
       join "User" u on u.id = p."userId"
       join "Photo" f on f."userId" = p."userId"
      where s.domain = 'localhost' and p.searchable and u.email not in ('demo@amora.example', 'premium@amora.example')
        and exists (select 1 from "Photo" m where m."userId" = p."userId" and m."isMain" and m.status = 'active' and m.visibility = 'public')
      group by p."userId", p.name
     having count(*) filter (where f.status = 'active') > least(count(*) filter (where f.status = 'active' and f.visibility = 'public'), 3)
      order by p."userId"
      limit 1`,
  )
  expect(member, 'the seed has a member with photos only premium members see').toBeTruthy()
  return { ...member!, visibleToFree: Math.min(member!.public, 3) }
}

test('visitors see the main photo and 2 public ones, with a login link for the rest and login prompts', async ({ page }) => {
  const member = await memberWithHiddenPhotos()
  const response = await page.goto(`/members/${member.id}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`${member.name} | Amora`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name)
  await expect(page.getByTestId('profile-photo-count')).toHaveText(member.active === 1 ? '1 photo' : `${member.active} photos`)
  await expect(page.getByRole('link', { name: `Login to view more photos of ${member.name}` })).toBeVisible()
  const thumbnails = page.getByTestId('profile-thumbnails').getByRole('link', { name: /^Show photo / })
  if (member.visibleToFree > 1) await expect(thumbnails).toHaveCount(member.visibleToFree)
  await expect(page.getByTestId('profile-main-photo')).toBeVisible()

  await hydrated(page)
  await page.getByTestId('profile-like').click()
  await expect(page.getByTestId('profile-login-prompt')).toContainText(`Login to like ${member.name}'s profile`)
  await page.getByTestId('profile-message').click()
  await expect(page.getByTestId('profile-login-prompt')).toContainText('You need to be logged in to chat')
  await page.getByTestId('profile-gift').click()
  await expect(page.getByTestId('profile-login-prompt')).toContainText(
    `You need to be logged in to send a gift to ${member.name}`,
  )
  await expectNoSeriousA11yViolations(page, 'profile (visitor)')

  await page.getByTestId('profile-login-prompt').getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fmembers%2F${member.id}$`))
})

test('the profile of an unknown member is a 404', async ({ page }) => {
  expect((await page.goto('/members/999999999'))?.status()).toBe(404)
  expect((await page.goto('/members/not-a-number'))?.status()).toBe(404)
  expect((await page.goto('/likes/m/999999999'))?.status()).toBe(404)
})

test('a free member sees the same photos with a premium prompt; a premium member sees them all', async ({ browser }) => {
  test.slow() // two members in two browser contexts, each opening the gallery
  const member = await memberWithHiddenPhotos()
  const hidden = member.active - member.visibleToFree

  const { context: free, page: freePage } = await memberSession(browser)
  await freePage.goto(`/likes/m/${member.id}`)
  await expect(freePage.getByRole('heading', { level: 1 })).toContainText(member.name)
  await expect(
    freePage.getByText(
      hidden === 1
        ? `1 more photo of ${member.name} is only visible`
        : `${hidden} more photos of ${member.name} are only visible`,
    ),
  ).toBeVisible()
  await expect(freePage.getByTestId('profile-gallery').getByRole('link', { name: 'Get premium' })).toHaveAttribute(
    'href',
    '/premium',
  )
  await expect(freePage.getByText(`Login to view more photos of ${member.name}`)).toHaveCount(0)
  await expect(freePage.getByTestId('profile-message')).toHaveAttribute('href', `/members/${member.id}/chat`)
  await expect(freePage.getByTestId('profile-gift')).toHaveAttribute('href', `/members/${member.id}/chat?gift=1`)
  await expectNoSeriousA11yViolations(freePage, 'profile (free member)')
  await free.close()

  const { context: premium, page: premiumPage } = await memberSession(browser, { paid: true, credits: 40 })
  await premiumPage.goto(`/members/${member.id}`)
  await expect(premiumPage.getByTestId('profile-photo-count')).toHaveText(`${member.active} photos`)
  await expect(premiumPage.getByTestId('profile-thumbnails').getByRole('link', { name: /^Show photo / })).toHaveCount(
    member.active,
  )
  await expect(premiumPage.getByTestId('profile-hidden-photos')).toHaveCount(0)
  await expect(premiumPage.getByText(/only visible to premium members/)).toHaveCount(0)
  await expectNoSeriousA11yViolations(premiumPage, 'profile (premium member)')
  await premium.close()
})

test('two members like each other (a match), then one blocks the other, who is locked out until unblocked', async ({
  browser,
}) => {
  test.slow() // two members, eleven page loads and an axe scan
  const alexa = await memberSession(browser, { name: 'Alexa', gender: 'female', sexuality: 'lesbian' })
  const bodil = await memberSession(browser, { name: 'Bodil', gender: 'female', sexuality: 'lesbian' })

  // Likes: Alexa first, then Bodil likes back and gets "It's a match!".
  await alexa.page.goto(`/members/${bodil.id}`)
  await hydrated(alexa.page)
  await alexa.page.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(alexa.page.getByText('You like Bodil.')).toBeVisible()
  await expect(alexa.page.getByRole('button', { name: 'Unlike' })).toBeVisible()

  await bodil.page.goto(`/members/${alexa.id}`)
  await expect(bodil.page.getByTestId('profile-like-state')).toContainText('Alexa likes you')
  await hydrated(bodil.page)
  await bodil.page.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(bodil.page.getByTestId('profile-match')).toContainText("It's a match!")

  // Alexa blocks Bodil (after confirming).
  await alexa.page.reload()
  await hydrated(alexa.page)
  alexa.page.once('dialog', (dialog) => void dialog.accept())
  await alexa.page.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(alexa.page.getByTestId('profile-you-blocked')).toContainText('You have blocked Bodil.')
  await expect(alexa.page.getByRole('button', { name: 'Unblock' })).toBeVisible()
  await expect(alexa.page.getByTestId('profile-message')).toHaveCount(0)

  // Bodil no longer sees Alexa's profile.
  const refused = await bodil.page.goto(`/members/${alexa.id}`)
  expect(refused?.status()).toBe(403)
  await expect(bodil.page.getByText("You're blocked by Alexa. You do not have access to this page.")).toBeVisible()
  await expect(bodil.page.getByRole('heading', { level: 1, name: /Alexa/ })).toHaveCount(1)
  await expectNoSeriousA11yViolations(bodil.page, 'profile (blocked)')

  // Cancelling the confirmation keeps nothing changed; unblocking lets Bodil back in.
  await alexa.page.getByRole('button', { name: 'Unblock' }).click()
  await expect(alexa.page.getByText('You have unblocked Bodil.')).toBeVisible()
  await hydrated(alexa.page)
  alexa.page.once('dialog', (dialog) => void dialog.dismiss())
  await alexa.page.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(alexa.page.getByRole('button', { name: 'Block', exact: true })).toBeVisible()
  await expect(alexa.page.getByTestId('profile-you-blocked')).toHaveCount(0)

  expect((await bodil.page.goto(`/members/${alexa.id}`))?.status()).toBe(200)
  await expect(bodil.page.getByRole('heading', { level: 1 })).toContainText('Alexa')

  await alexa.context.close()
  await bodil.context.close()
})
