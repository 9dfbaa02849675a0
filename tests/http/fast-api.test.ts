// The poll's lean door (issue 38, server/http/fast-api.ts): GET /api/user.php, /api/chats.php and
// /api/likes.php answered without React Router's routing must be the answers React Router gives.
// A second web process of the same deployment runs with FAST_API=0; every call is asked of both,
// logged in and out, in every language, and the status, headers and bytes must be the same. Then
// the poll's short session cache: a session ended on either process is gone on this one at once.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { locales } from '../../shared/i18n/config.ts'
import { JSON_TYPE, makeMember, ownPage, port, query, send, sessionFor, type RawResponse } from './client.ts'
import { sendTo } from './raw-http.ts'
import { startWebProcess } from './test-server.ts'

let routed: { port: number; stop: () => Promise<void> }

beforeAll(async () => {
  routed = await startWebProcess({ ...process.env, ...inject('httpServerEnv'), FAST_API: '0' })
}, 90_000)

afterAll(async () => {
  await routed?.stop()
})

const PATHS = ['/api/user.php', '/api/chats.php', '/api/likes.php', '/api/likes.php?pageNumber=2', '/api/likes.php?pageNumber=x']
/** Headers that belong to the connection or the moment, not to the answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

function answerOf(response: RawResponse) {
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !TRANSPORT.has(name)))
  return { status: response.status, headers, body: response.body }
}

/** The same request to this process (fast path) and to the routed one; both answers. */
async function both(path: string, headers: Record<string, string>) {
  const request = { path, headers, host: `localhost:${port}` }
  const [fast, viaRouter] = await Promise.all([send(request), sendTo(routed.port, request)])
  return { fast: answerOf(fast), viaRouter: answerOf(viaRouter) }
}

const CLIENT = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' }

/** A member with a conversation, a like each way, photos and interests: every part of the answers filled. */
async function busyMember() {
  const me = await makeMember({ name: 'Fenna' })
  const other = await makeMember({ name: 'Gijs' })
  await query(`update "User" set "paidUser" = true, credits = 50 where id = $1`, [other.id])
  const sent = await send({
    method: 'POST',
    path: '/api/chat.php',
    headers: { ...JSON_TYPE, ...ownPage(), accept: 'application/json', cookie: await sessionFor(other.id) },
    body: JSON.stringify({ member_id: me.id, type: 'text', text: 'Hoi Fenna' }),
  })
  expect(sent.status).toBe(201)
  await query(`insert into "Like" ("fromUserId", "toUserId") values ($1, $2), ($2, $1)`, [me.id, other.id])
  await query(
    `insert into "Photo" ("userId", status, "isMain", filename, "thumbFilename", "matchFilename", width, height, "sortOrder")
     values ($1, 'active', true, 'photos/a.webp', 'photos/a-t.webp', 'photos/a-m.webp', 800, 600, 0),
            ($1, 'pending', false, 'photos/b.webp', 'photos/b-t.webp', 'photos/b-m.webp', 800, 600, 1)`,
    [me.id],
  )
  await query(
    `insert into "ProfileInterest" ("profileId", "interestId") select $1, id from "Interest" order by "sortOrder" desc limit 3`,
    [me.id],
  )
  return me
}

describe('the poll answered without React Router', () => {
  it('gives a member the same status, headers and bytes as the routed answer, in every language', async () => {
    const me = await busyMember()
    const cookie = await sessionFor(me.id)
    for (const language of locales) {
      // Through the application, as the member does it: their change drops the poll's cached read.
      const changed = await send({
        method: 'PUT',
        path: '/api/user.php',
        headers: { ...JSON_TYPE, ...ownPage(), accept: 'application/json', cookie },
        body: JSON.stringify({ language }),
      })
      expect(changed.status).toBe(200)
      for (const path of PATHS) {
        const { fast, viaRouter } = await both(path, { ...CLIENT, cookie, 'accept-language': language })
        expect(fast, `${language} ${path}`).toEqual(viaRouter)
        if (path === '/api/user.php') expect(JSON.parse(fast.body).user.language).toBe(language)
        if (!path.endsWith('=x')) expect(fast.status, `${language} ${path}`).toBe(200)
      }
    }
    const user = JSON.parse((await both('/api/user.php', { ...CLIENT, cookie, 'accept-language': 'en' })).fast.body)
    expect(user.user.profile.photos.map((p: { status: string }) => p.status)).toEqual(['active', 'pending'])
    expect(user.user.profile.interests).toHaveLength(3)
    expect(user.user.profile.main_image.filename).toContain('photos/a.webp')
    const chats = JSON.parse((await both('/api/chats.php', { ...CLIENT, cookie, 'accept-language': 'en' })).fast.body)
    expect(chats.chats[0].messages).toHaveLength(1)
  })

  it('gives visitors, unknown sessions and requests without the client header the same refusals', async () => {
    const forged = 'amora_session=eyJ4Ijox.bm90LWEtc2lnbmF0dXJl'
    for (const language of locales) {
      for (const path of PATHS) {
        const variants: Record<string, string>[] = [
          { ...CLIENT, 'accept-language': language },
          { ...CLIENT, cookie: `lng=${language}` },
          { ...CLIENT, cookie: forged, 'accept-language': language },
          { accept: 'application/json', 'accept-language': language },
        ]
        for (const headers of variants) {
          const { fast, viaRouter } = await both(path, headers)
          expect(fast, `${language} ${path} ${JSON.stringify(headers)}`).toEqual(viaRouter)
          expect(fast.status).toBeGreaterThanOrEqual(400)
        }
      }
    }
  })
})

describe("the poll's session cache", () => {
  const stillIn = async (cookie: string) => (await send({ path: '/api/user.php', headers: { ...CLIENT, cookie } })).status === 200

  /** Asks until the session is refused, for at most `ms` (well inside the cache's 2 seconds). */
  async function refusedWithin(cookie: string, ms: number) {
    const until = Date.now() + ms
    while (Date.now() < until) {
      if (!(await stillIn(cookie))) return true
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    return false
  }

  it('forgets a session logged out on this process at once', async () => {
    const me = await makeMember()
    const cookie = await sessionFor(me.id)
    expect(await stillIn(cookie)).toBe(true)
    const out = await send({ path: '/api/logout.php', headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(out.status).toBe(302)
    expect(await stillIn(cookie)).toBe(false)
  })

  it('forgets a session logged out on another process within moments (cache bus)', async () => {
    const me = await makeMember()
    const cookie = await sessionFor(me.id)
    expect(await stillIn(cookie)).toBe(true)
    const out = await sendTo(routed.port, {
      path: '/api/logout.php',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      host: `localhost:${routed.port}`,
    })
    expect(out.status).toBe(302)
    expect(await refusedWithin(cookie, 400)).toBe(true)
  })

  it('ends a session deleted behind the application within the cache lifetime', async () => {
    const me = await makeMember()
    const cookie = await sessionFor(me.id)
    expect(await stillIn(cookie)).toBe(true)
    await query(`delete from "Session" where "userId" = $1`, [me.id])
    // No invalidation was sent: only the 2-second lifetime ends it.
    expect(await refusedWithin(cookie, 3_000)).toBe(true)
  })
})
