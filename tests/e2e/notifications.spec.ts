// E-mail preferences: a member turns types off and on in the settings; the e-mail-source page
// works logged out with the signed link of an e-mail; one-click unsubscribe and the footer's
// "Unsubscribe" button stop e-mail, and the page offers to turn it on again.
import { test, expect, createMember, logInAs, hydrated } from './fixtures.ts'
import { query } from './database.ts'
import { E2E_ORIGIN, E2E_SESSION_SECRET } from './e2e-env.ts'
import { createEmailToken } from '../../server/notifications/email-token.ts'

// Each test walks several pages and saves on a shared, loaded machine.
test.slow()

const enabledTypes = async (userId: number) =>
  (
    await query<{ type: string }>(`select type::text from "EmailPreference" where "userId" = $1 and enabled order by type`, [
      userId,
    ])
  ).map((row) => row.type)

const disabledReasons = async (userId: number) =>
  (
    await query<{ reasons: string[] | null }>(`select "notificationsDisabled"::text[] as reasons from "User" where id = $1`, [
      userId,
    ])
  )[0]!.reasons ?? []

test('a member turns e-mail types off and on in the settings', async ({ page, context }) => {
  const member = await createMember()
  await logInAs(context, member)
  await page.goto('/notifications')
  await hydrated(page)
  const likes = page.getByRole('switch', { name: 'Likes and matches' })
  const promotions = page.getByRole('switch', { name: 'Offers and promotions' })
  await expect(likes).toBeChecked()
  await likes.uncheck()
  await promotions.uncheck()
  await page.getByRole('region', { name: 'E-mail notifications' }).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your e-mail preferences have been saved.')).toBeVisible()
  await expect.poll(() => enabledTypes(member.id)).not.toContain('like')
  expect(await enabledTypes(member.id)).toHaveLength(6)

  await page.reload()
  await expect(page.getByRole('switch', { name: 'Likes and matches' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Offers and promotions' })).not.toBeChecked()
  await page.getByRole('switch', { name: 'Likes and matches' }).check()
  await page.getByRole('region', { name: 'E-mail notifications' }).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your e-mail preferences have been saved.')).toBeVisible()
  await expect.poll(() => enabledTypes(member.id)).toContain('like')
  expect(await enabledTypes(member.id)).not.toContain('promotions')
})

test('one-click unsubscribe stops e-mail; the e-mail-source page turns it on again without a login', async ({
  page,
  request,
}) => {
  const member = await createMember({ language: 'en' })
  const token = createEmailToken(member, Date.now(), E2E_SESSION_SECRET)

  // What a mail client does for the List-Unsubscribe-Post header: no cookie, no Origin.
  const forged = await request.post(`/api/unsubscribe.php?token=${encodeURIComponent(token.slice(0, -2) + 'xx')}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(forged.status()).toBe(403)
  expect(await disabledReasons(member.id)).toEqual([])
  const unsubscribed = await request.post(`/api/unsubscribe.php?token=${encodeURIComponent(token)}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(unsubscribed.status()).toBe(200)
  expect(await disabledReasons(member.id)).toEqual(['listunsubscribe'])

  // The footer's link, opened logged out.
  await page.goto(`${E2E_ORIGIN}/notifications/email?token=${encodeURIComponent(token)}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'E-mail preferences', level: 1 })).toBeVisible()
  await expect(page.getByText(member.email)).toBeVisible()
  await expect(page.getByText('You unsubscribed from our e-mails, so we no longer send you any.')).toBeVisible()
  await page.getByRole('button', { name: 'Turn e-mail notifications on again' }).click()
  await expect(page.getByText('E-mail notifications are on again.')).toBeVisible()
  await expect(page.getByText('You unsubscribed from our e-mails')).toBeHidden()
  expect(await disabledReasons(member.id)).toEqual([])

  await page.getByRole('switch', { name: 'New messages' }).uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your e-mail preferences have been saved.')).toBeVisible()
  await expect.poll(() => enabledTypes(member.id)).not.toContain('new_messages')

  // A changed or made-up token shows nothing of anyone's account.
  await page.goto(`${E2E_ORIGIN}/notifications/email?token=1.2.abc`)
  await expect(page.getByText('This link is not valid. Log in to change your e-mail preferences.')).toBeVisible()
  await expect(page.getByRole('main').getByRole('switch')).toHaveCount(0)
})

test('the footer’s "Unsubscribe" link lands on one button that turns every e-mail off', async ({ page }) => {
  const member = await createMember({ language: 'en' })
  const token = createEmailToken(member, Date.now(), E2E_SESSION_SECRET)

  // The link of the e-mail, opened logged out: the GET changes nothing and leads to the button.
  await page.goto(`${E2E_ORIGIN}/api/unsubscribe.php?token=${encodeURIComponent(token)}`)
  await hydrated(page)
  expect(new URL(page.url()).hash).toBe('#unsubscribe')
  expect(await disabledReasons(member.id)).toEqual([])
  const unsubscribe = page.getByRole('region', { name: 'Unsubscribe' })
  await expect(unsubscribe).toBeVisible()
  await unsubscribe.getByRole('button', { name: 'Turn off all e-mails' }).click()
  await expect(page.getByText('You unsubscribed from our e-mails, so we no longer send you any.')).toBeVisible()
  await expect.poll(() => disabledReasons(member.id)).toEqual(['listunsubscribe'])
  await expect(page.getByRole('button', { name: 'Turn off all e-mails' })).toBeHidden()
})

test('push: the settings register /sw-push.js?v=2; a delivered push shows a notification and the page reloads its data', async ({
  page,
  context,
}) => {
  const member = await createMember()
  await logInAs(context, member)
  await context.grantPermissions(['notifications'], { origin: E2E_ORIGIN })
  await page.goto('/notifications')
  await hydrated(page)
  const card = page.getByRole('region', { name: 'Push notifications' })
  await expect(card).toHaveAttribute('data-push-state', 'not_subscribed')
  await card.getByRole('button', { name: 'Turn on push notifications' }).click()
  // Subscribing needs the browser's push service, which a test browser may not reach: either it
  // is stored at the server, or the card says it failed; the worker is registered either way.
  await expect(card.getByText(/Push notifications are on for this device|could not be turned on/)).toBeVisible()
  const workerUrl = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? null,
  )
  expect(workerUrl).toBe(`${E2E_ORIGIN}/sw-push.js?v=2`)
  if ((await card.getAttribute('data-push-state')) === 'subscribed') {
    await expect
      .poll(async () => (await query(`select 1 from "PushSubscription" where "userId" = $1`, [member.id])).length)
      .toBe(1)
  }

  // Deliver a push to the worker through the DevTools protocol, as the push service would.
  const cdp = await context.newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find(
        (r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${E2E_ORIGIN}/` && !r.isDeleted,
      )
      if (found) resolve(found.registrationId as string)
    })
  })
  const revalidated = page.waitForRequest((request) => request.url().includes('/notifications.data'))
  const polled = page.waitForRequest((request) => request.url().endsWith('/api/user.php') && request.method() === 'GET')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_ORIGIN,
    registrationId,
    data: JSON.stringify({
      type: 'new_message',
      title: 'New message',
      body: 'Sanne wrote to you.',
      url: '/chats/1',
      tag: 'chat-1',
    }),
  })
  await Promise.all([revalidated, polled])
  // The worker tells the page while it shows the notification: wait for it to be shown (a loaded
  // machine has been seen to need more than the default 10 s).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/')
          return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }))
        }),
      { timeout: 25_000 },
    )
    .toEqual([{ title: 'New message', body: 'Sanne wrote to you.', tag: 'chat-1' }])
})
