// The alerts area under the top bar (SPEC §2, §4): the profile-photo alert for a member without
// a photo, dismissed and remembered; the notice of a profile hidden by staff, which cannot be
// dismissed and is translated.
import { createMember, expect, hydrated, logInAs, memberSession, test } from './fixtures.ts'
import { query } from './database.ts'

test('a member without a photo is asked for one until they dismiss it; a hidden profile is stated on every page', async ({
  browser,
}) => {
  const { context, page, id } = await memberSession(browser, { name: 'Alerta' })
  try {
    await page.goto('/members')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const alerts = page.getByRole('region', { name: 'Notices' })
    const photoAlert = alerts.locator('[data-alert="alert.profilePhoto"]')
    await expect(photoAlert).toContainText('Members with a photo get far more replies.')
    await expect(photoAlert.getByRole('link', { name: 'Add a profile photo' })).toHaveAttribute('href', '/profile')
    await photoAlert.getByRole('button', { name: 'Dismiss' }).click()
    await expect(photoAlert).toHaveCount(0)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('[data-alert="alert.profilePhoto"]')).toHaveCount(0)

    // Staff hide the profile (npm run support -- profile-disable).
    await query(`update "Profile" set status = 'disabled' where "userId" = $1`, [id])
    await page.goto('/profile')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const hidden = page.locator('[data-alert="alert.profileHidden"]')
    await expect(hidden).toContainText('Our team has hidden your profile')
    await expect(hidden.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/pages/service')
    await expect(hidden.getByRole('button', { name: 'Dismiss' })).toHaveCount(0)

    await context.addCookies([{ name: 'lng', value: 'nl', url: page.url() }])
    await page.reload()
    await expect(page.locator('[data-alert="alert.profileHidden"]')).toContainText('Ons team heeft je profiel verborgen')

    await query(`update "Profile" set status = 'active' where "userId" = $1`, [id])
    await page.reload()
    await expect(page.locator('[data-alert="alert.profileHidden"]')).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('the alerts area is the same before and after the page script runs: the push alert and dismissals come from the server', async ({
  browser,
}) => {
  const { context, page, id } = await memberSession(browser, { name: 'Stabila' })
  try {
    const alertsInHtml = async () =>
      [...(await (await page.request.get('/members')).text()).matchAll(/data-alert="([^"]+)"/g)].map((m) => m[1])
    // The server already shows the push alert to a member without a subscription.
    expect(await alertsInHtml()).toEqual(['alert.profilePhoto', 'alert.push'])
    await page.goto('/members')
    await hydrated(page)
    const shown = () => page.locator('[data-alert]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-alert')))
    await expect(page.locator('[data-alert="alert.push"]')).toContainText('turn on push notifications')
    expect(await shown()).toEqual(['alert.profilePhoto', 'alert.push'])

    // Dismissed in the browser: the next page's HTML leaves it out.
    await page.locator('[data-alert="alert.push"]').getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.locator('[data-alert="alert.push"]')).toHaveCount(0)
    expect(await alertsInHtml()).toEqual(['alert.profilePhoto'])

    // A member subscribed in some browser is not asked.
    await query(`insert into "PushSubscription" ("userId", endpoint, p256dh, auth) values ($1, $2, 'k', 'a')`, [
      id,
      `https://push.example/${id}`,
    ])
    await context.clearCookies({ name: 'amora_dismissed' })
    expect(await alertsInHtml()).toEqual(['alert.profilePhoto'])
  } finally {
    await context.close()
  }
})

test('the alerts are in the page as the server sends it, before and without its scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await logInAs(context, await createMember({ name: 'Sinscript' }))
  await page.goto('/members')
  const photoAlert = page.getByRole('region', { name: 'Notices' }).locator('[data-alert="alert.profilePhoto"]')
  await expect(photoAlert).toContainText('Members with a photo get far more replies.')
  await expect(photoAlert.getByRole('link', { name: 'Add a profile photo' })).toHaveAttribute('href', '/profile')
  await context.close()
})
