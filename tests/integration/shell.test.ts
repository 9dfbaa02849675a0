// The shell's server side: language choice, top-bar counts, the page-bounce beacon and the
// auto-like of ?t, against the real database.
import { describe, expect, it } from 'vitest'
import { RouterContextProvider } from 'react-router'
import * as langConfig from '../../app/routes/lang-config.tsx'
import * as pageHidden from '../../app/routes/api/page-hidden.php.ts'
import * as autoLike from '../../app/routes/api/auto-like.php.ts'
import * as userApi from '../../app/routes/api/user.php.ts'
import { prisma } from '../../server/db.ts'
import { signUp } from '../../server/accounts/signup.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { getActivityCounts, entryWarningAllowed } from '../../server/shell/shell-data.ts'
import { callLoader } from './loader.ts'

const origin = 'http://localhost:3000'
const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
let n = 0

async function member(overrides: { gender?: 'male' | 'female'; looking_for?: 'male' | 'female' } = {}) {
  n++
  const result = await signUp({
    site: await site(),
    data: {
      email: `shell.${n}.${Date.now()}@test.amora.example`,
      name: `Shell${n}`,
      password: 'a good password',
      date_of_birth: '1990-01-01',
      gender: overrides.gender ?? 'male',
      looking_for: overrides.looking_for ?? 'female',
      terms: 'on',
      language: 'en',
      country: 'NL',
    },
    tracking: null,
    ip: '203.0.113.30',
    baseUrl: origin,
  })
  if (!result.ok) throw new Error(result.error)
  const cookie = (await createSession(result.userId, new Request(origin), '127.0.0.1')).split(';')[0]!
  return { id: result.userId, cookie }
}

async function postAction(module: { action: (args: never) => unknown }, url: string, init: RequestInit) {
  const result = await module.action({
    request: new Request(url, { method: 'POST', ...init }),
    params: {},
    context: new RouterContextProvider(),
  } as never)
  return result as Response
}

describe('/lang-config', () => {
  it('remembers the language in the cookie and on the account, then goes back', async () => {
    const { id, cookie } = await member()
    const body = new URLSearchParams({ language: 'de', redirectTo: '/pages/faq' })
    const response = await postAction(langConfig, `${origin}/lang-config`, { body, headers: { cookie } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pages/faq')
    expect(response.headers.get('set-cookie')).toMatch(/^lng=de; Max-Age=31536000; Path=\/; SameSite=Lax$/)
    expect((await prisma.user.findUniqueOrThrow({ where: { id } })).language).toBe('de')
  })
  it('refuses unknown languages and foreign redirects', async () => {
    await expect(
      postAction(langConfig, `${origin}/lang-config`, { body: new URLSearchParams({ language: 'xx' }) }),
    ).rejects.toMatchObject({
      status: 400,
    })
    const response = await postAction(langConfig, `${origin}/lang-config`, {
      body: new URLSearchParams({ language: 'sv', redirectTo: '//evil.example/' }),
    })
    expect(response.headers.get('location')).toBe('/')
  })
})

describe('top-bar counts', () => {
  it('sums unread messages of kept conversations and counts new likes', async () => {
    const me = await member()
    const other = await member({ gender: 'female', looking_for: 'male' })
    const third = await member({ gender: 'female', looking_for: 'male' })
    const s = await site()
    for (const [unread, removedAt] of [
      [3, null],
      [4, new Date()],
    ] as const) {
      const conversation = await prisma.conversation.create({ data: { siteId: s.id, initiatorId: other.id } })
      await prisma.conversationMember.createMany({
        data: [
          { conversationId: conversation.id, userId: me.id, unreadCount: unread, removedAt },
          { conversationId: conversation.id, userId: other.id },
        ],
      })
    }
    // Only likes and messages from members one may see count (docs/likes.md, docs/chat.md): the
    // likers and the writer are active and shown.
    await prisma.user.updateMany({ where: { id: { in: [other.id, third.id] } }, data: { status: 'active' } })
    await prisma.profile.updateMany({ where: { userId: { in: [other.id, third.id] } }, data: { searchable: true } })
    await prisma.like.create({ data: { fromUserId: other.id, toUserId: me.id, isNew: true } })
    await prisma.like.create({ data: { fromUserId: third.id, toUserId: me.id, isNew: false } })
    expect(await getActivityCounts(me.id)).toEqual({ unreadMessages: 3, newLikes: 1 })

    const response = await callLoader(userApi, `${origin}/api/user.php`, {
      headers: { cookie: me.cookie, 'x-requested-with': 'test' },
    })
    const { user } = await response.json()
    expect(user.totals).toEqual({ unread_messages: 3, new_likes: 1 })
    expect(user.fictional_icon).toBe(s.fictionalIcon)
    expect(user.profile.main_image).toBeNull()
  })
})

describe('entry warning rule', () => {
  it('needs the setting and a country the site serves', () => {
    const siteRow = { enableSiteEntryPopup: true, countries: ['NL', 'DE'] }
    expect(entryWarningAllowed(siteRow, 'NL')).toBe(true)
    expect(entryWarningAllowed(siteRow, 'FR')).toBe(false)
    expect(entryWarningAllowed(siteRow, null)).toBe(false)
    expect(entryWarningAllowed({ ...siteRow, enableSiteEntryPopup: false }, 'NL')).toBe(false)
  })
})

describe('POST /api/page-hidden.php', () => {
  it('stores the same-site page that was left and ignores foreign referers', async () => {
    const before = await prisma.pageEvent.count({ where: { kind: 'page_hidden' } })
    const ok = await postAction(pageHidden, `${origin}/api/page-hidden.php`, {
      body: '{}',
      headers: { 'content-type': 'application/json', referer: `${origin}/landers/gallery?lb=1` },
    })
    expect(ok.status).toBe(204)
    const foreign = await postAction(pageHidden, `${origin}/api/page-hidden.php`, {
      body: '{}',
      headers: { referer: 'https://elsewhere.example/x' },
    })
    expect(foreign.status).toBe(204)
    const events = await prisma.pageEvent.findMany({ where: { kind: 'page_hidden' }, orderBy: { id: 'desc' } })
    expect(events.length - before).toBe(1)
    expect(events[0]!.path).toBe('/landers/gallery?lb=1')
  })
})

describe('GET /api/auto-like.php', () => {
  it('is for script requests of members only', async () => {
    const { cookie } = await member()
    expect((await callLoader(autoLike, `${origin}/api/auto-like.php`, { headers: { cookie } })).status).toBe(400)
    expect((await callLoader(autoLike, `${origin}/api/auto-like.php`, { headers: { 'x-requested-with': 'x' } })).status).toBe(403)
  })
  it('adds a new like from a fitting profile with a photo', async () => {
    const me = await member({ gender: 'male', looking_for: 'female' })
    const response = await callLoader(autoLike, `${origin}/api/auto-like.php`, {
      headers: { cookie: me.cookie, 'x-requested-with': 'x' },
    })
    expect(response.status).toBe(200)
    const liked = await response.json()
    expect(liked.main_image).toEqual({
      filename: expect.stringMatching(/^\/.+\.webp$/),
      thumb_filename: expect.stringMatching(/^\/.+thumb\.webp$/),
      match: expect.stringMatching(/^\/.+match\.webp$/),
    })
    const profile = await prisma.profile.findUniqueOrThrow({ where: { userId: liked.id } })
    expect(profile.gender).toBe('female')
    expect(profile.searchable).toBe(true)
    const like = await prisma.like.findUniqueOrThrow({
      where: { fromUserId_toUserId: { fromUserId: liked.id, toUserId: me.id } },
    })
    expect(like).toMatchObject({ source: 'auto', isNew: true })
  })
})
