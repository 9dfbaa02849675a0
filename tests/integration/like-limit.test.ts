// The free members' likes a day (issue 31 item 9, docs/likes.md "The daily likes"): SPEC §9's 4
// likes a day hold for every way of liking — the profile screen, the likes tabs, the match finder,
// the swipe game and POST /api/likes.php whatever `source` it claims — counted together, per UTC
// day. Taking a like back does not give it back. Premium members are not limited.
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { requestInfoContext, siteContext, localeContext } from '../../app/context.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { FREE_LIKES_PER_DAY } from '../../shared/likes/like-limits.ts'
import * as profilePage from '../../app/routes/members.$id.tsx'
import * as likesPage from '../../app/routes/likes.tsx'
import * as matchFinderPage from '../../app/routes/match-finder.tsx'
import * as swipePage from '../../app/routes/swipe-game.tsx'
import * as likesApi from '../../app/routes/api/likes.php.ts'

const origin = 'http://localhost:3000'
let n = 0

async function member(options: { paid?: boolean; gender?: 'male' | 'female' } = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `daily.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      paidUser: options.paid ?? false,
      profile: {
        create: {
          siteId: site.id,
          name: `Daily${n}`,
          gender: options.gender ?? 'female',
          sexuality: 'hetero',
          birthDate: new Date('1992-03-10'),
          country: 'NL',
          status: 'active',
          searchable: true,
        },
      },
    },
  })
  const cookie = (await createSession(user.id, new Request(origin), '127.0.0.1')).split(';')[0]!
  return { id: user.id, siteId: site.id, cookie }
}
type Member = Awaited<ReturnType<typeof member>>

async function context() {
  const c = new RouterContextProvider()
  c.set(siteContext, await getSiteByHost('localhost'))
  c.set(localeContext, 'en')
  c.set(requestInfoContext, { nonce: '', clientIp: '127.0.0.1' })
  return c
}

/** Posts a form to a page's action; the status it answered. */
async function postForm(
  module: { action: (args: never) => unknown },
  path: string,
  me: Member,
  fields: Record<string, string>,
  params: Record<string, string> = {},
): Promise<number> {
  const request = new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { cookie: me.cookie, 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields),
  })
  const result = (await module.action({ request, params, context: await context() } as never)) as {
    init?: { status?: number } | null
  }
  return result.init?.status ?? 200
}

async function postApi(me: Member, body: Record<string, unknown>): Promise<number> {
  const response = (await likesApi.action({
    request: new Request(`${origin}/api/likes.php`, {
      method: 'POST',
      headers: { cookie: me.cookie, 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    }),
    params: {},
    context: await context(),
  } as never)) as Response
  return response.status
}

type Way = (me: Member, other: number) => Promise<number>
const ways: Record<string, Way> = {
  'the profile screen (/members/{id})': (me, id) =>
    postForm(profilePage, `/members/${id}`, me, { intent: 'like' }, { id: String(id) }),
  'the likes tabs (/likes)': (me, id) => postForm(likesPage, '/likes', me, { intent: 'like', id: String(id) }),
  'the match finder': (me, id) => postForm(matchFinderPage, '/match-finder', me, { intent: 'like', id: String(id) }),
  'the swipe game': (me, id) => postForm(swipePage, '/swipe-game', me, { intent: 'like', id: String(id) }),
  'POST /api/likes.php': (me, id) => postApi(me, { id }),
  'POST /api/likes.php with source=swipe': (me, id) => postApi(me, { id, source: 'swipe' }),
  'POST /api/likes.php with source=match_finder': (me, id) => postApi(me, { id, source: 'match_finder' }),
}
const names = Object.keys(ways)

const likesGiven = (id: number) => prisma.like.count({ where: { fromUserId: id } })

describe('a free member’s likes a day, whatever the way', () => {
  names.forEach((name, i) => {
    // The day's likes are used up through another way first: the ways share one allowance.
    const other = names[(i + 1) % names.length]!
    it(`${name}: refuses the ${FREE_LIKES_PER_DAY + 1}th like of the day (429) after ${FREE_LIKES_PER_DAY} through ${other}`, async () => {
      const me = await member({ gender: 'male' })
      for (let k = 0; k < FREE_LIKES_PER_DAY; k++) expect(await ways[other]!(me, (await member()).id)).toBe(200)
      const fifth = await member()
      expect(await ways[name]!(me, fifth.id)).toBe(429)
      expect(await likesGiven(me.id)).toBe(FREE_LIKES_PER_DAY)
    })
  })

  for (const name of names) {
    it(`${name}: does not limit a premium member`, async () => {
      const me = await member({ gender: 'male', paid: true })
      for (let k = 0; k <= FREE_LIKES_PER_DAY; k++) expect(await ways[name]!(me, (await member()).id)).toBe(200)
      expect(await likesGiven(me.id)).toBe(FREE_LIKES_PER_DAY + 1)
    })
  }

  it('does not give a like back when it is taken back, and a repeated like costs nothing', async () => {
    const me = await member({ gender: 'male' })
    const first = await member()
    expect(await ways['POST /api/likes.php']!(me, first.id)).toBe(200)
    expect(await ways['POST /api/likes.php']!(me, first.id)).toBe(200)
    for (let k = 1; k < FREE_LIKES_PER_DAY; k++) expect(await ways['the swipe game']!(me, (await member()).id)).toBe(200)
    const unliked = await likesApi.action({
      request: new Request(`${origin}/api/likes.php?id=${first.id}`, {
        method: 'DELETE',
        headers: { cookie: me.cookie, origin },
      }),
      params: {},
      context: await context(),
    } as never)
    expect((unliked as Response).status).toBe(200)
    expect(await ways['the swipe game']!(me, (await member()).id)).toBe(429)
    expect(await ways['the profile screen (/members/{id})']!(me, first.id)).toBe(429)
    expect(await likesGiven(me.id)).toBe(FREE_LIKES_PER_DAY - 1)
  })

  it('answers the API’s refusal with the translated daily message and the premium link', async () => {
    const me = await member({ gender: 'male' })
    for (let k = 0; k < FREE_LIKES_PER_DAY; k++) await ways['the likes tabs (/likes)']!(me, (await member()).id)
    const response = (await likesApi.action({
      request: new Request(`${origin}/api/likes.php`, {
        method: 'POST',
        headers: { cookie: me.cookie, 'content-type': 'application/json', origin },
        body: JSON.stringify({ id: (await member()).id }),
      }),
      params: {},
      context: await context(),
    } as never)) as Response
    expect(response.status).toBe(429)
    const body = (await response.json()) as { error: { code: string; message: string; premium_url?: string } }
    expect(body.error).toMatchObject({ code: 'like_limit', premium_url: '/premium' })
    expect(body.error.message).toContain(`${FREE_LIKES_PER_DAY} free likes for today`)
  })
})
