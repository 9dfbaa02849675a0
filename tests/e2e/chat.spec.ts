// Chat journeys (SPEC §2 chats, §4 Chat, §6): two members in two browsers chat (text, a gift, a
// GIF sticker); B's open chat shows A's typing and each message without a reload, and B's unread
// badge counts on another page, and a photo; sending works without JavaScript (a photo too); a send that fails on the way
// stays as "Not sent" and Retry delivers it once; a free member's third conversation is refused.
import {
  allowConsoleErrors,
  expect,
  holdScripts,
  hydrated,
  logInAs,
  memberSession,
  test,
  createMember,
  asOwnClient,
} from './fixtures.ts'
import { query } from './database.ts'
import sharp from 'sharp'

/** A small JPEG, as a phone would send. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer()

test('two members chat in real time: text, typing, a gift, the unread badge', async ({ browser }) => {
  // Two browsers and the badge's first poll (5 s) on a loaded machine.
  test.setTimeout(120_000)
  const a = await memberSession(browser, { name: 'Alma', credits: 200 })
  const b = await memberSession(browser, { name: 'Bruno' })

  // A opens the chat from B's profile address and sends the first message with Enter.
  await a.page.goto(`/members/${b.id}/chat`)
  await hydrated(a.page)
  await a.page.getByRole('textbox').fill('Hello Bruno!')
  await a.page.getByRole('textbox').press('Enter')
  await expect(a.page).toHaveURL(/\/chats\/\d+$/)
  await expect(a.page.getByTestId('chat-message').filter({ hasText: 'Hello Bruno!' })).toBeVisible()
  const conversationUrl = a.page.url()
  const conversationId = Number(conversationUrl.split('/').pop())

  // B sees the unread badge in the top bar of another page, then the chat in the list.
  await b.page.goto('/members')
  await hydrated(b.page)
  await expect(b.page.locator('header a[href="/chats"]')).toContainText('1', { timeout: 20_000 })
  await b.page.goto('/chats')
  await expect(b.page.getByTestId('chat-row')).toContainText('Alma')
  await expect(b.page.getByTestId('chat-unread')).toContainText('1')
  await expect(b.page).toHaveTitle(/^\(1\) /)

  // B opens the conversation (unread goes to 0) and keeps it open.
  await b.page.getByTestId('chat-row').getByRole('link').click()
  await expect(b.page).toHaveURL(new RegExp(`/chats/${conversationId}$`))
  await hydrated(b.page)
  await expect(b.page.getByTestId('chat-message').filter({ hasText: 'Hello Bruno!' })).toBeVisible()
  const [row] = await query<{ unreadCount: number }>(
    `select "unreadCount" from "ConversationMember" where "conversationId" = $1 and "userId" = $2`,
    [conversationId, b.id],
  )
  expect(row!.unreadCount).toBe(0)

  // A types: B sees the typing indicator first, then the message, without a reload.
  await a.page.getByRole('textbox').pressSequentially('Are you free tonight?')
  await expect(b.page.getByTestId('typing')).toBeVisible()
  await a.page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(b.page.getByTestId('chat-message').filter({ hasText: 'Are you free tonight?' })).toBeVisible()

  // A sends a gift from the picker: a gift card in both chats, its price taken from A's credits.
  await a.page.getByText('Send a gift').click()
  await a.page.getByTestId('gift-picker').getByRole('button').first().click()
  await expect(a.page.getByTestId('chat-gift')).toBeVisible()
  await expect(b.page.getByTestId('chat-gift')).toBeVisible()
  const [credits] = await query<{ credits: number }>(`select credits from "User" where id = $1`, [a.id])
  expect(credits!.credits).toBeLessThan(200)

  // A sends an animated sticker from the GIF picker: it shows in both chats, named for screen readers.
  await a.page.getByText('GIF', { exact: true }).click()
  await a.page.getByTestId('gif-picker').getByRole('button', { name: 'Rose' }).click()
  await expect(a.page.getByTestId('gif-picker')).toBeHidden()
  await expect(a.page.getByTestId('chat-gif')).toHaveAttribute('alt', 'Rose')
  await expect(b.page.getByRole('img', { name: 'Rose' })).toHaveAttribute('src', '/stickers/rose.svg')

  // A sends a photo: choosing it sends it; both chats show the picture, loaded through its signed address.
  await a.page.getByText('Add a photo').click()
  await a.page
    .getByLabel('Choose a photo to send')
    .setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await expect(a.page.getByTestId('chat-photo')).toBeVisible()
  await expect(b.page.getByTestId('chat-photo')).toBeVisible()
  await expect
    .poll(() => b.page.getByTestId('chat-photo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(640)

  // Text is shown as text, never as HTML.
  await b.page.getByRole('textbox').fill('<b>bold?</b>')
  await b.page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(a.page.getByTestId('chat-message').filter({ hasText: '<b>bold?</b>' })).toBeVisible()

  await a.context.close()
  await b.context.close()
})

test('sending works without JavaScript', async ({ browser }) => {
  test.setTimeout(60_000)
  const a = await createMember({ name: 'Nojs' })
  const b = await createMember({ name: 'Plain' })
  const context = await browser.newContext({ javaScriptEnabled: false })
  await asOwnClient(context)
  await logInAs(context, a)
  const page = await context.newPage()
  await page.goto(`/members/${b.id}/chat`)
  await page.getByRole('textbox').fill('Sent by a plain form')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page).toHaveURL(/\/chats\/\d+$/)
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Sent by a plain form' })).toBeVisible()
  await page.getByRole('textbox').fill('And a second one')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByTestId('chat-message')).toHaveCount(2)
  // The GIF picker is a list of forms too.
  await page.getByText('GIF', { exact: true }).click()
  await page.getByTestId('gif-picker').getByRole('button', { name: 'Waving hand' }).click()
  await expect(page.getByTestId('chat-message')).toHaveCount(3)
  await expect(page.getByTestId('chat-gif')).toHaveAttribute('src', '/stickers/wave.svg')
  // A photo is a plain multipart form too; without credits it comes back with the reason.
  await page.getByText('Add a photo').click()
  await page.getByLabel('Choose a photo to send').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await page.getByRole('button', { name: /^Send photo/ }).click()
  await expect(page.getByTestId('chat-error')).toHaveText('You do not have enough credits Buy credits')
  await query(`update "User" set credits = 100 where id = $1`, [a.id])
  await page.getByText('Add a photo').click()
  await page.getByLabel('Choose a photo to send').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await page.getByRole('button', { name: /^Send photo/ }).click()
  await expect(page.getByTestId('chat-photo')).toBeVisible()
  await context.close()
})

test('a message that fails on the way stays as “Not sent”; Retry delivers it once', async ({ browser }) => {
  test.setTimeout(60_000)
  const a = await memberSession(browser, { name: 'Rita', credits: 20 })
  const b = await createMember({ name: 'Timo' })
  await a.page.goto(`/members/${b.id}/chat`)
  await a.page.getByRole('textbox').fill('First')
  await a.page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(a.page).toHaveURL(/\/chats\/\d+$/)
  await hydrated(a.page)

  // The connection drops while the message is on its way.
  allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED \(.*\/api\/chat\.php\)$/)
  await a.page.route('**/api/chat.php', (route) =>
    route.request().method() === 'POST' && route.request().postData()?.includes('"type":"text"')
      ? route.abort()
      : route.fallback(),
  )
  await a.page.getByRole('textbox').fill('Are you there?')
  await a.page.getByRole('textbox').press('Enter')
  const failed = a.page.getByTestId('chat-failed')
  await expect(failed).toContainText('Are you there?')
  await expect(failed).toContainText('Not sent')
  await expect(a.page.getByRole('textbox')).toHaveValue('')

  // Back online: Retry sends it, and it is stored once; what is being typed meanwhile stays.
  await a.page.unroute('**/api/chat.php')
  await a.page.getByRole('textbox').fill('A draft')
  await failed.getByRole('button', { name: 'Retry' }).click()
  await expect(a.page.getByTestId('chat-message').filter({ hasText: 'Are you there?' })).toBeVisible()
  await expect(failed).toHaveCount(0)
  await expect(a.page.getByRole('textbox')).toHaveValue('A draft')
  const [stored] = await query<{ n: number }>(`select count(*)::int as n from "Message" where "senderId" = $1 and body = $2`, [
    a.id,
    'Are you there?',
  ])
  expect(stored!.n).toBe(1)

  // A refusal is not retried: the text comes back to the composer with the reason.
  await a.page.getByRole('textbox').fill('x'.repeat(2))
  await a.page.route('**/api/chat.php', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 402,
          contentType: 'application/json',
          body: JSON.stringify({ error: { status: 402, code: 'insufficient_credits', message: 'x' } }),
        })
      : route.fallback(),
  )
  await a.page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(a.page.getByTestId('chat-error')).toContainText('You do not have enough credits')
  await expect(a.page.getByRole('textbox')).toHaveValue('xx')
  await expect(a.page.getByTestId('chat-failed')).toHaveCount(0)
  await a.context.close()
})

test('what a member types before the page’s JavaScript has run is kept, and sent', async ({ browser }) => {
  test.setTimeout(60_000)
  const a = await memberSession(browser, { name: 'Edda', credits: 20 })
  const b = await createMember({ name: 'Finn' })
  await a.page.goto(`/members/${b.id}/chat`)
  await a.page.getByRole('textbox').fill('First')
  await a.page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(a.page).toHaveURL(/\/chats\/\d+$/)
  const conversation = a.page.url()

  // On a slow line the page is there before its scripts: the member types into the server's box.
  const release = await holdScripts(a.page)
  await a.page.goto(conversation, { waitUntil: 'commit' })
  await a.page.getByRole('textbox').fill('Typed while loading')
  release()
  await hydrated(a.page)
  // The chat's own state now holds the text: it survives the renders after hydration and is sent.
  await expect(a.page.getByRole('textbox')).toHaveValue('Typed while loading')
  await a.page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(a.page.getByTestId('chat-message').filter({ hasText: 'Typed while loading' })).toBeVisible()
  await expect(a.page.getByRole('textbox')).toHaveValue('')
  const id = Number(conversation.split('/').pop())
  const rows = await query<{ body: string }>(`select "body" from "Message" where "conversationId" = $1 order by id`, [id])
  expect(rows.map((r) => r.body)).toEqual(['First', 'Typed while loading'])
  await a.context.close()
})

test('a free member’s third conversation is refused with the Get premium prompt', async ({ browser }) => {
  const a = await memberSession(browser, { name: 'Freya' })
  const others = [await createMember(), await createMember(), await createMember()]
  for (const other of others.slice(0, 2)) {
    await a.page.goto(`/members/${other.id}/chat`)
    await a.page.getByRole('textbox').fill('Hi there')
    await a.page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(a.page).toHaveURL(/\/chats\/\d+$/)
  }
  await a.page.goto(`/members/${others[2]!.id}/chat`)
  await expect(a.page.getByTestId('conversation-limit')).toContainText('up to 2 conversations')
  await expect(a.page.getByTestId('conversation-limit').getByRole('link', { name: 'Get Premium' })).toHaveAttribute(
    'href',
    '/premium',
  )
  await hydrated(a.page)
  await a.page.getByRole('textbox').fill('A third one?')
  await a.page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(a.page.getByTestId('chat-error')).toContainText('up to 2 conversations')
  const [count] = await query<{ n: number }>(`select count(*)::int as n from "Conversation" where "initiatorId" = $1`, [a.id])
  expect(count!.n).toBe(2)
  await a.context.close()
})

test('the top-bar unread badge follows the event stream, without waiting for a poll', async ({ browser }) => {
  test.setTimeout(60_000)
  const a = await memberSession(browser, { name: 'Lina', credits: 50 })
  const b = await memberSession(browser, { name: 'Milo' })
  // B's poll never gets an answer: only the stream can move the Messages badge.
  await b.page.route('**/api/user.php', () => {})
  const stream = b.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events')
  await b.page.goto('/members')
  await hydrated(b.page)
  expect((await stream).status()).toBe(200)
  const badge = b.page.locator('header a[href="/chats"]')
  await expect(badge).not.toContainText(/\d/)
  let sent = 0
  await expect(async () => {
    const response = await a.page.request.post('/api/chat.php', {
      data: { member_id: b.id, type: 'text', text: `Hi Milo ${++sent}`, client_key: `live-badge-${a.id}-${sent}` },
    })
    expect(response.ok()).toBe(true)
    await expect(badge).toContainText(String(sent), { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await a.context.close()
  await b.context.close()
})
