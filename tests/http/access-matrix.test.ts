// Issue 10: for each endpoint that returns or changes a member, what a visitor, a stranger, a
// member the owner blocked and an unconfirmed member get, for a visible and for hidden owners
// (invisible, unconfirmed, pending deletion). Hidden owners are indistinguishable from missing ones.
import { beforeAll, describe, expect, it } from 'vitest'
import { FORM, JSON_TYPE, form, makeMember, ownPage, query, send, sessionFor } from './client.ts'

type Viewer = 'visitor' | 'stranger' | 'blocked' | 'unconfirmed'
const viewers: Viewer[] = ['visitor', 'stranger', 'blocked', 'unconfirmed']

let owner: { id: number; name: string }
let hidden: { kind: string; id: number; name: string }[]
const cookies: Partial<Record<Viewer, string>> = {}
const ids: Partial<Record<Viewer, number>> = {}

beforeAll(async () => {
  owner = await makeMember({ name: `Owner${Date.now() % 100000}` })
  const invisible = await makeMember({ invisible: true, name: 'Invisa' })
  const unconfirmed = await makeMember({ status: 'not_confirmed', name: 'Newbie' })
  const leaving = await makeMember({ name: 'Leaving' })
  await query(`update "User" set status = 'pending_deletion' where id = $1`, [leaving.id])
  await query(`update "Profile" set searchable = false where "userId" = $1`, [leaving.id])
  hidden = [
    { kind: 'invisible', ...invisible },
    { kind: 'unconfirmed', ...unconfirmed },
    { kind: 'pending deletion', ...leaving },
  ]
  for (const viewer of ['stranger', 'blocked', 'unconfirmed'] as const) {
    const m = await makeMember({ status: viewer === 'unconfirmed' ? 'not_confirmed' : 'active' })
    ids[viewer] = m.id
    cookies[viewer] = await sessionFor(m.id)
  }
  await query(`insert into "Block" ("blockerId", "blockedId") values ($1, $2)`, [owner.id, ids.blocked])
})

const as = (viewer: Viewer, extra: Record<string, string> = {}) => ({
  ...(cookies[viewer] ? { cookie: cookies[viewer]! } : {}),
  ...extra,
})

describe('the profile page /members/{id} and /api/profile.php', () => {
  it.each(viewers)('%s: the visible owner as allowed, hidden owners as missing', async (viewer) => {
    const page = await send({ path: `/members/${owner.id}`, headers: as(viewer) })
    const api = await send({ path: `/api/profile.php?id=${owner.id}`, headers: as(viewer, { 'x-requested-with': 'fetch' }) })
    if (viewer === 'blocked') {
      expect(page.status).toBe(403)
      expect(page.body).toContain(owner.name)
      expect(api.status).toBe(403)
      expect(api.body).not.toContain('"city"')
    } else {
      expect(page.status).toBe(200)
      expect(JSON.parse(api.body).profile.id).toBe(owner.id)
    }
    for (const h of hidden) {
      const hiddenPage = await send({ path: `/members/${h.id}`, headers: as(viewer) })
      expect(hiddenPage.status, h.kind).toBe(404)
      expect(hiddenPage.body, h.kind).not.toContain(h.name)
      const hiddenApi = await send({ path: `/api/profile.php?id=${h.id}`, headers: as(viewer) })
      expect(hiddenApi.status, h.kind).toBe(404)
      expect(hiddenApi.body, h.kind).not.toContain(h.name)
    }
  })
})

describe('likes and blocks', () => {
  it.each(viewers)('%s: liking the owner', async (viewer) => {
    const res = await send({
      method: 'POST',
      path: `/members/${owner.id}`,
      headers: as(viewer, { ...FORM, ...ownPage() }),
      body: form({ intent: 'like' }),
    })
    const stored = await query(`select 1 from "Like" where "fromUserId" = $1 and "toUserId" = $2`, [ids[viewer] ?? 0, owner.id])
    const expected = { visitor: [302, 0], stranger: [200, 1], blocked: [403, 0], unconfirmed: [403, 0] }[viewer]
    expect([res.status, stored.length]).toEqual(expected)
  })

  it.each(viewers)('%s: blocking through /api/block.php, and hidden members by id', async (viewer) => {
    const block = (id: number) =>
      send({
        method: 'POST',
        path: '/api/block.php',
        headers: as(viewer, { ...JSON_TYPE, ...ownPage() }),
        body: JSON.stringify({ id }),
      })
    const res = await block(owner.id)
    const expected = {
      visitor: [403, 'authentication_required'],
      stranger: [200, undefined],
      blocked: [200, undefined],
      unconfirmed: [403, 'activation_required'],
    }[viewer]
    expect([res.status, JSON.parse(res.body).error?.code]).toEqual(expected)
    if (viewer === 'unconfirmed') expect(JSON.parse(res.body).error.resend_url).toBe('/complete-signup')
    for (const h of hidden) {
      const refused = await block(h.id)
      expect(refused.status, h.kind).toBe(viewer === 'visitor' ? 403 : viewer === 'unconfirmed' ? 403 : 404)
      expect(refused.body, h.kind).not.toContain(h.name)
    }
    if (viewer !== 'visitor') {
      const list = await send({ path: '/api/block.php', headers: as(viewer) })
      for (const h of hidden) expect(list.body).not.toContain(h.name)
    }
  })
})

describe('lists and other member-returning pages', () => {
  it.each(viewers)('%s: search, the complaint form and the home page never show hidden members', async (viewer) => {
    for (const path of ['/api/search.php', '/api/search.php?country=NL', '/members?country=NL', '/']) {
      const res = await send({ path, headers: as(viewer, { 'x-requested-with': 'fetch' }) })
      expect(res.status, path).toBeLessThan(500)
      for (const h of hidden) expect(res.body, `${path} ${h.kind}`).not.toContain(`"id":${h.id},`)
    }
    for (const h of hidden) {
      const complaint = await send({ path: `/complaints?profile=${h.id}`, headers: as(viewer) })
      expect(complaint.status).toBe(200)
      expect(complaint.body, h.kind).not.toContain(h.name)
    }
  })

  it('the blocked member does not find the owner in search', async () => {
    const res = await send({ path: '/api/search.php?country=NL', headers: as('blocked', { 'x-requested-with': 'fetch' }) })
    expect(res.body).not.toContain(`"id":${owner.id},`)
  })
})
