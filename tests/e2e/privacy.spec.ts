// Privacy journeys (issue 34, docs/privacy.md): a member asks for a copy of their data and
// downloads the ZIP from the e-mailed link; the cookie banner's reject leaves no optional cookie,
// accept sets it, with and without JavaScript, and the choice can be changed later.
import yauzl from 'yauzl'
import type { Browser, BrowserContext } from '@playwright/test'
import { asOwnClient, createMember, expect, guardConsole, hydrated, logInAs, memberSession, test } from './fixtures.ts'
import { query } from './database.ts'
import { linkIn, waitForEmail } from './mailbox.ts'

/** data.json of a ZIP file. */
async function dataJson(file: string): Promise<string> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, z) => (error ? reject(error) : resolve(z))),
  )
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName !== 'data.json') return zip.readEntry()
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error)
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      })
    })
    zip.on('end', () => reject(new Error('no data.json in the ZIP')))
    zip.readEntry()
  })
}

test('a member asks for their data and downloads a ZIP with their messages and nothing private of the other member', async ({
  browser,
}) => {
  test.slow()
  const anna = await memberSession(browser, { name: 'Annabel' })
  const bea = await createMember({ name: 'Beatrix' })
  const [low, high] = anna.id < bea.id ? [anna.id, bea.id] : [bea.id, anna.id]
  const [conversation] = await query<{ id: number }>(
    `insert into "Conversation" ("siteId", "initiatorId", "memberLowId", "memberHighId")
     select "siteId", $1, $2, $3 from "User" where id = $1 returning id`,
    [anna.id, low, high],
  )
  await query(`insert into "ConversationMember" ("conversationId", "userId") values ($1, $2), ($1, $3)`, [
    conversation!.id,
    anna.id,
    bea.id,
  ])
  await query(`insert into "Message" ("conversationId", "senderId", body) values ($1, $2, $3), ($1, $4, $5)`, [
    conversation!.id,
    anna.id,
    'Shall we meet at the harbour on Saturday?',
    bea.id,
    'Yes, at noon by the lighthouse.',
  ])

  const { page } = anna
  await page.goto('/notifications')
  await hydrated(page)
  const card = page.getByRole('region', { name: 'Your data' })
  await card.getByRole('button', { name: 'Request a copy of my data' }).click()
  await expect(card.getByRole('status')).toContainText('We are preparing your data.')

  const mail = await waitForEmail(anna.email, '/data-export/', 30_000)
  expect(mail.subject).toBe('Your Amora data is ready to download')
  const link = linkIn(mail, '/data-export/')
  const download = page.waitForEvent('download')
  await page.evaluate((href) => (window.location.href = href), link)
  const file = await (await download).path()
  const raw = await dataJson(file)
  const data = JSON.parse(raw)
  expect(data.account.email).toBe(anna.email)
  const messages = data.conversations[0].messages.map((m: { from: string; text: string }) => `${m.from}: ${m.text}`)
  expect(messages).toEqual(['me: Shall we meet at the harbour on Saturday?', 'them: Yes, at noon by the lighthouse.'])
  expect(data.conversations[0].with).toEqual({ memberId: bea.id, name: 'Beatrix' })
  expect(raw).not.toContain(bea.email)

  // A second request the same day is refused, with the time of the next one.
  await page.goto('/notifications')
  await hydrated(page)
  await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Request a copy of my data' }).click()
  await expect(page.getByRole('region', { name: 'Your data' }).getByRole('alert')).toContainText(
    'You can request one copy a day. You can ask again from',
  )
  await anna.context.close()
})

test('the download link does not work for another member', async ({ browser }) => {
  const anna = await memberSession(browser)
  await anna.page.goto('/notifications')
  await hydrated(anna.page)
  await anna.page.getByRole('button', { name: 'Request a copy of my data' }).click()
  const link = linkIn(await waitForEmail(anna.email, '/data-export/', 30_000), '/data-export/')
  const other = await memberSession(browser)
  await other.page.goto(link)
  await expect(other.page).toHaveURL(/\/notifications\?export=invalid#data-export$/)
  await expect(other.page.getByRole('region', { name: 'Your data' })).toContainText(
    'This download link is not valid for your account.',
  )
  await anna.context.close()
  await other.context.close()
})

/** A visitor who has not answered the banner yet (the tests' default context has). */
async function freshVisitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, ...options })
  await asOwnClient(context)
  const page = await context.newPage()
  guardConsole(page)
  return { context, page }
}

async function cookieNames(context: BrowserContext) {
  return (await context.cookies()).map((c) => c.name).sort()
}

for (const javaScript of [true, false]) {
  const how = javaScript ? '' : ' without JavaScript'
  test(`reject in the cookie banner leaves no optional cookie${how}`, async ({ browser }) => {
    const { context, page } = await freshVisitor(browser, { javaScriptEnabled: javaScript })
    await page.goto('/?network=adnet&ref=summer')
    if (javaScript) await hydrated(page)
    const banner = page.getByRole('region', { name: 'Cookies on Amora' })
    await expect(banner).toBeVisible()
    expect(await cookieNames(context)).not.toContain('amora_tracking')
    // Reject and accept are the same kind of button.
    const reject = banner.getByRole('button', { name: 'Reject' })
    const accept = banner.getByRole('button', { name: 'Accept' })
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'))
    await reject.click()
    await expect(banner).toBeHidden()
    await expect(page).toHaveURL(/\/\?network=adnet&ref=summer$/)
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'amora_consent')?.value).toBe('rejected')
    expect(cookies.map((c) => c.name)).not.toContain('amora_tracking')
    // Remembered: another landing page neither asks again nor keeps its tracking data.
    await page.goto('/landers/tinderswipe?network=other')
    await expect(page.getByRole('region', { name: 'Cookies on Amora' })).toHaveCount(0)
    expect(await cookieNames(context)).not.toContain('amora_tracking')
    await context.close()
  })

  test(`accept in the cookie banner keeps the landing page’s tracking data${how}`, async ({ browser }) => {
    const { context, page } = await freshVisitor(browser, { javaScriptEnabled: javaScript })
    await page.goto('/?network=adnet&ref=summer')
    if (javaScript) await hydrated(page)
    await page.getByRole('region', { name: 'Cookies on Amora' }).getByRole('button', { name: 'Accept' }).click()
    await expect(page.getByRole('region', { name: 'Cookies on Amora' })).toBeHidden()
    await expect.poll(() => cookieNames(context)).toContain('amora_tracking')
    expect((await context.cookies()).find((c) => c.name === 'amora_consent')?.value).toBe('accepted')
    await context.close()
  })
}

test('the choice can be changed later from the footer, and rejecting then removes the tracking data', async ({ browser }) => {
  const { context, page } = await freshVisitor(browser)
  await page.goto('/?network=adnet')
  await hydrated(page)
  await page.getByRole('region', { name: 'Cookies on Amora' }).getByRole('button', { name: 'Accept' }).click()
  await expect.poll(() => cookieNames(context)).toContain('amora_tracking')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie settings' })).toBeVisible()
  await expect(page.getByText('You accepted the optional cookies.')).toBeVisible()
  await page.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('status')).toHaveText('Your choice is saved.')
  await expect(page.getByText('You rejected the optional cookies.')).toBeVisible()
  expect(await cookieNames(context)).not.toContain('amora_tracking')
  await context.close()
})

test('the cookie policy lists every cookie and storage key of the site', async ({ page }) => {
  await page.goto('/pages/cookies')
  const texts = await page.locator('main li').allTextContents()
  for (const name of ['amora_session', 'lng', 'amora_consent', 'amora_tracking', 'amora.push.subscribed', '/sw-push.js'])
    expect(
      texts.some((t) => t.startsWith(`${name} (`)),
      name,
    ).toBe(true)
  expect(texts.find((t) => t.startsWith('amora_tracking ('))).toContain('only with your consent')
})

test('a logged-in member sees the banner too until they choose', async ({ browser }) => {
  const member = await createMember()
  const { context, page } = await freshVisitor(browser)
  await logInAs(context, member)
  await page.goto('/members')
  await hydrated(page)
  await page.getByRole('region', { name: 'Cookies on Amora' }).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('region', { name: 'Cookies on Amora' })).toBeHidden()
  await expect(page).toHaveURL(/\/members$/)
  await context.close()
})
