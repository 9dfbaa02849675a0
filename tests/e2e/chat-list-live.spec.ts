// Issue 35 item 4 (SPEC §4 chat list, Polling): /chats follows the member's event stream. A new
// message moves its chat to the top with the message and the unread count, without reloading the
// page; reading it elsewhere clears the count. The shell's poll includes /api/chats.php.
import type { Browser, Page } from '@playwright/test'
import { contextIn, createMember, expect, guardConsole, hydrated, logInAs, memberSession, test } from './fixtures.ts'

test.setTimeout(90_000)

async function send(sender: { page: Page }, to: number, text: string) {
  const res = await sender.page.request.post('/api/chat.php', {
    data: { member_id: to, type: 'text', text, client_key: `live-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  return ((await res.json()) as { conversation_id: number }).conversation_id
}

async function viewer(browser: Browser, locale: string) {
  const me = await createMember({ gender: 'female', language: locale.slice(0, 2) })
  const context = await contextIn(browser, locale)
  await logInAs(context, me)
  const page = await context.newPage()
  guardConsole(page)
  return { ...me, context, page }
}

const languages = [
  { locale: 'en-GB', unread: /2 unread messages/ },
  { locale: 'de-DE', unread: /2 ungelesene Nachrichten/ },
]

for (const language of languages) {
  test(`a new message moves its chat to the top of the open list, with the text and the unread count (${language.locale})`, async ({
    browser,
  }) => {
    const me = await viewer(browser, language.locale)
    const bram = await memberSession(browser, { gender: 'male', name: 'Bram', credits: 50 })
    const cas = await memberSession(browser, { gender: 'male', name: 'Cas', credits: 50 })
    try {
      const withBram = await send(bram, me.id, 'Hello from Bram')
      await send(cas, me.id, 'Hello from Cas')
      await me.page.goto('/chats')
      await hydrated(me.page)
      const rows = me.page.getByTestId('chat-row')
      await expect(rows.first()).toContainText('Cas')
      await expect(rows.nth(1)).toContainText('Bram')
      // The same document all along: the list changes in place.
      await me.page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

      await send(bram, me.id, 'Fresh news from Bram')
      await expect(rows.first()).toContainText('Bram')
      await expect(rows.first()).toContainText('Fresh news from Bram')
      await expect(rows.first().getByTestId('chat-unread')).toContainText(language.unread)
      await expect(rows.nth(1)).toContainText('Cas')

      // Reading the conversation in another tab clears its count here too.
      const other = await me.context.newPage()
      await other.goto(`/chats/${withBram}`)
      await hydrated(other)
      await other.close()
      await expect(rows.first().getByTestId('chat-unread')).toHaveCount(0)
      expect(await me.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    } finally {
      await Promise.all([me.context.close(), bram.context.close(), cas.context.close()])
    }
  })
}

test('the shell’s poll refetches the chat list with the user and the likes (SPEC §4)', async ({ browser }) => {
  const me = await viewer(browser, 'en-GB')
  const polled = ['/api/user.php', '/api/chats.php', '/api/likes.php'].map((path) =>
    me.page.waitForRequest((r) => new URL(r.url()).pathname === path, { timeout: 20_000 }),
  )
  await me.page.goto('/members')
  await hydrated(me.page)
  await Promise.all(polled)
  await me.context.close()
})
