// Likes and matches against the real database and Redis (issue 11): the like/unlike/match state
// machine, idempotency and the notification events, the visibility rule, the likes tabs' order,
// partition and new-like clearing, the free members' locked likes, the free likes a day (UTC;
// every way of liking: tests/integration/like-limit.test.ts) and the swipe game's pass memory, GET/POST/DELETE /api/likes.php, and a random walk that compares the
// badge with a fresh count.
import { describe, expect, it } from 'vitest'
import { Queue } from 'bullmq'
import { prisma } from '../../server/db.ts'
import { getRedis } from '../../server/redis.ts'
import { QUEUE_NAME, queuePrefix } from '../../jobs/queue.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { ActivationRequiredError } from '../../server/accounts/member-policy.ts'
import { blockMember } from '../../server/members/blocking.ts'
import { LikeError, likeMember, likeStateBetween, markLikeSeen, unlikeMember } from '../../server/likes/profile-likes.ts'
import { countLikes, listLikes } from '../../server/likes/likes-lists.ts'
import { getActivityCounts } from '../../server/shell/shell-data.ts'

/** The top bar's new-likes badge. */
const countNewLikes = async (userId: number) => (await getActivityCounts(userId)).newLikes
import { FREE_VISIBLE_RECEIVED, FREE_LIKES_PER_DAY, LIKES_TYPES } from '../../shared/likes/like-limits.ts'
import { nextSwipeCards, passMember } from '../../server/likes/swipe.ts'
import { dailyLikesLeft } from '../../server/likes/daily-likes.ts'
import { getLikesData } from '../../server/likes/likes-json.ts'
import { AUTO_LIKES_PER_DAY, createAutoLike } from '../../server/likes/auto-like.ts'
import { answersAsSearch, findBestMatches, parseFinderAnswers } from '../../server/likes/match-finder.ts'
import * as likesApi from '../../app/routes/api/likes.php.ts'
import { callLoader, routeContext } from './loader.ts'
import { oracleCounts, oraclePage, sortLikes } from './likes-oracle.ts'
import { unblockMember } from '../../server/members/blocking.ts'
import { setInvisible } from '../../server/accounts/preferences.ts'
import { purgeAccount } from '../../server/accounts/deletion.ts'

const origin = 'http://localhost:3000'
let n = 0

interface Options {
  site?: 'localhost' | 'she.localhost'
  status?: 'not_confirmed' | 'active' | 'pending_deletion' | 'deleted'
  invisible?: boolean
  disabled?: boolean
  paid?: boolean
  gender?: 'male' | 'female'
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi'
  country?: string
  photo?: boolean
}

async function member(options: Options = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: options.site ?? 'localhost' } })
  n++
  const status = options.status ?? 'active'
  const invisible = options.invisible ?? false
  const disabled = options.disabled ?? false
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `likes.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status,
      invisible,
      paidUser: options.paid ?? false,
      profile: {
        create: {
          siteId: site.id,
          name: `Liker${n}`,
          gender: options.gender ?? 'female',
          sexuality: options.sexuality ?? 'hetero',
          birthDate: new Date('1992-03-10'),
          country: options.country ?? 'NL',
          city: 'Utrecht',
          status: disabled ? 'disabled' : 'active',
          invisible,
          searchable: status === 'active' && !invisible && !disabled,
          lastActiveAt: new Date(Date.now() + n * 1000),
        },
      },
    },
  })
  if (options.photo ?? true) {
    await prisma.photo.create({
      data: {
        userId: user.id,
        isMain: true,
        visibility: 'public',
        status: 'active',
        filename: `test/l${n}.webp`,
        thumbFilename: `test/l${n}-t.webp`,
        matchFilename: `test/l${n}-m.webp`,
        width: 600,
        height: 800,
        sortOrder: 0,
      },
    })
  }
  return { id: user.id, siteId: site.id, paidUser: user.paidUser, gender: options.gender ?? 'female' }
}

const viewerOf = (m: { id: number; siteId: number; paidUser: boolean }) => ({ id: m.id, siteId: m.siteId, paidUser: m.paidUser })
const likeError = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    if (error instanceof LikeError) return error.code
    if (error instanceof ActivationRequiredError) return 'activation_required'
    throw error
  }
  return 'none'
}

const queue = () => new Queue(QUEUE_NAME, { connection: getRedis()!, prefix: queuePrefix() })
const cookieFor = async (userId: number) => (await createSession(userId, new Request(origin), '127.0.0.1')).split(';')[0]!

describe('the like state machine', () => {
  it('goes none → sent/received → match → back, and a repeated like or unlike changes nothing', async () => {
    const a = await member({ gender: 'male' })
    const b = await member()
    expect(await likeStateBetween(a.id, b.id)).toBe('none')
    expect(await likeMember(a.id, b.id, a.siteId)).toMatchObject({ match: false, created: true })
    expect(await likeStateBetween(a.id, b.id)).toBe('sent')
    expect(await likeStateBetween(b.id, a.id)).toBe('received')
    expect(await likeMember(a.id, b.id, a.siteId)).toMatchObject({ match: false, created: false })
    expect(await prisma.like.count({ where: { fromUserId: a.id, toUserId: b.id } })).toBe(1)

    expect(await likeMember(b.id, a.id, b.siteId)).toMatchObject({ match: true, created: true })
    expect(await likeStateBetween(a.id, b.id)).toBe('match')
    // B answered A's like by liking back: it is no longer new for B; B's like is new for A.
    expect(await countNewLikes(b.id)).toBe(0)
    expect(await countNewLikes(a.id)).toBe(1)

    expect(await unlikeMember(a.id, b.id)).toEqual({ removed: true })
    expect(await unlikeMember(a.id, b.id)).toEqual({ removed: false })
    expect(await likeStateBetween(a.id, b.id)).toBe('received')
  })

  it('queues one like event per new like, and for a like that makes a match only the match, for both members', async () => {
    const a = await member({ gender: 'male' })
    const b = await member()
    await likeMember(a.id, b.id, a.siteId)
    await likeMember(a.id, b.id, a.siteId)
    await likeMember(b.id, a.id, b.siteId)
    const q = queue()
    try {
      const like = await q.getJob(`like-${a.id}-${b.id}`)
      expect(like?.name).toBe('notify')
      expect(like?.data).toEqual({ type: 'like', recipientId: b.id, likerId: a.id })
      // One announcement per event (issue 35 item 5): A hears of the match, not also "B likes you".
      expect(await q.getJob(`like-${b.id}-${a.id}`)).toBeUndefined()
      expect((await q.getJob(`match-${b.id}-${a.id}`))?.data).toEqual({ type: 'match', recipientId: a.id, otherId: b.id })
      expect((await q.getJob(`match-${a.id}-${b.id}`))?.data).toEqual({ type: 'match', recipientId: b.id, otherId: a.id })
    } finally {
      await q.close()
    }
  })

  it('refuses yourself, unknown, blocked, invisible, disabled, deleted, other-site members and unconfirmed likers', async () => {
    const me = await member({ gender: 'male' })
    const [blocker, blockedByMe, invisible, disabled, deleted, otherSite] = await Promise.all([
      member(),
      member(),
      member({ invisible: true }),
      member({ disabled: true }),
      member({ status: 'deleted' }),
      member({ site: 'she.localhost' }),
    ])
    await blockMember(blocker.id, me.id, me.siteId)
    await blockMember(me.id, blockedByMe.id, me.siteId)
    expect(await likeError(likeMember(me.id, me.id, me.siteId))).toBe('cannot_like_self')
    expect(await likeError(likeMember(me.id, 2_000_000_000, me.siteId))).toBe('not_found')
    expect(await likeError(likeMember(me.id, blocker.id, me.siteId))).toBe('blocked')
    expect(await likeError(likeMember(me.id, blockedByMe.id, me.siteId))).toBe('blocked')
    for (const hidden of [invisible, disabled, deleted, otherSite]) {
      expect(await likeError(likeMember(me.id, hidden.id, me.siteId))).toBe('not_found')
    }
    const unconfirmed = await member({ status: 'not_confirmed', gender: 'male' })
    expect(await likeError(likeMember(unconfirmed.id, blocker.id, me.siteId))).toBe('activation_required')
    expect(await prisma.like.count({ where: { fromUserId: { in: [me.id, unconfirmed.id] } } })).toBe(0)
  })
})

describe('the likes tabs', () => {
  it('partitions received, sent and matches, puts new likes first and clears the flag when the profile is opened', async () => {
    const me = await member({ gender: 'male' })
    const [old, newer, mutual, liked] = await Promise.all([member(), member(), member(), member()])
    const t0 = Date.now() - 3_600_000
    await likeMember(old.id, me.id, me.siteId, { now: new Date(t0) })
    await likeMember(newer.id, me.id, me.siteId, { now: new Date(t0 + 60_000) })
    await markLikeSeen(newer.id, me.id)
    await likeMember(mutual.id, me.id, me.siteId, { now: new Date(t0 + 120_000) })
    await likeMember(me.id, mutual.id, me.siteId)
    await likeMember(me.id, liked.id, me.siteId)

    const viewer = viewerOf(me)
    const received = await listLikes(viewer, 'received')
    // `old` is new and comes first although `newer` liked later.
    expect(received.entries.map((e) => [e.id, e.likeNew])).toEqual([
      [old.id, true],
      [newer.id, false],
    ])
    expect((await listLikes(viewer, 'sent')).entries.map((e) => e.id)).toEqual([liked.id])
    expect((await listLikes(viewer, 'matches')).entries.map((e) => e.id)).toEqual([mutual.id])
    expect(await countLikes(viewer)).toEqual({ received: 2, sent: 1, matches: 1, newLikes: 1 })

    await markLikeSeen(old.id, me.id)
    expect((await listLikes(viewer, 'received')).entries.every((e) => !e.likeNew)).toBe(true)
    expect(await countNewLikes(me.id)).toBe(0)
  })

  it('leaves out likers who are blocked either way, invisible or disabled, in lists and in the badge', async () => {
    const me = await member({ gender: 'male' })
    const [shown, blocked, blocker, goesInvisible] = await Promise.all([member(), member(), member(), member()])
    for (const liker of [shown, blocked, blocker, goesInvisible]) await likeMember(liker.id, me.id, me.siteId)
    await blockMember(me.id, blocked.id, me.siteId)
    await blockMember(blocker.id, me.id, me.siteId)
    await prisma.profile.update({ where: { userId: goesInvisible.id }, data: { invisible: true, searchable: false } })
    const viewer = viewerOf(me)
    expect((await listLikes(viewer, 'received')).entries.map((e) => e.id)).toEqual([shown.id])
    expect(await countNewLikes(me.id)).toBe(1)
    expect((await getLikesData(viewer)).liked_by.map((e) => e.id)).toEqual([shown.id])
  })

  it('locks received likes beyond the first few for free members, not for premium members', async () => {
    const free = await member({ gender: 'male' })
    const premium = await member({ gender: 'male', paid: true })
    const likers = []
    for (let i = 0; i < FREE_VISIBLE_RECEIVED + 2; i++) likers.push(await member())
    const t0 = Date.now() - 3_600_000
    for (const [i, liker] of likers.entries()) {
      await likeMember(liker.id, free.id, free.siteId, { now: new Date(t0 + i * 1000) })
      await likeMember(liker.id, premium.id, premium.siteId, { now: new Date(t0 + i * 1000) })
    }
    const freePage = await listLikes(viewerOf(free), 'received')
    const unlocked = freePage.entries.filter((e) => !e.locked).map((e) => e.id)
    expect(unlocked.sort()).toEqual(
      likers
        .slice(0, FREE_VISIBLE_RECEIVED)
        .map((l) => l.id)
        .sort(),
    )
    expect(freePage.entries.filter((e) => e.locked).every((e) => e.card === null)).toBe(true)
    const json = await getLikesData(viewerOf(free))
    expect(json.profiles.map((p) => p.id).sort()).toEqual(unlocked.sort())
    expect(json.free_visible_received).toBe(FREE_VISIBLE_RECEIVED)
    const premiumPage = await listLikes(viewerOf(premium), 'received')
    expect(premiumPage.entries.some((e) => e.locked)).toBe(false)
  })
})

describe('the swipe game', () => {
  it('gives a free member 4 likes per UTC day, swipe or not; the 5th is refused; repeats and yesterday do not count', async () => {
    const me = await member({ gender: 'male' })
    const others = []
    for (let i = 0; i < FREE_LIKES_PER_DAY + 1; i++) others.push(await member())
    const now = new Date('2026-11-23T23:30:00Z')
    const yesterday = new Date('2026-11-22T23:59:00Z')
    await likeMember(me.id, others[0]!.id, me.siteId, { source: 'swipe', now: yesterday })
    expect(await dailyLikesLeft({ id: me.id, paidUser: false }, now)).toBe(FREE_LIKES_PER_DAY)
    await likeMember(me.id, others[1]!.id, me.siteId, { source: 'profile', now })
    for (let i = 2; i < 1 + FREE_LIKES_PER_DAY; i++) await likeMember(me.id, others[i]!.id, me.siteId, { source: 'swipe', now })
    expect(await dailyLikesLeft({ id: me.id, paidUser: false }, now)).toBe(0)
    // A repeated like is a no-op, not a refusal.
    expect(await likeMember(me.id, others[2]!.id, me.siteId, { source: 'swipe', now })).toMatchObject({ created: false })
    const extra = await member()
    expect(await likeError(likeMember(me.id, extra.id, me.siteId, { source: 'swipe', now }))).toBe('like_limit')
    expect(await likeError(likeMember(me.id, extra.id, me.siteId, { source: 'match_finder', now }))).toBe('like_limit')
    // The next UTC day starts afresh.
    const tomorrow = new Date('2026-11-24T00:01:00Z')
    expect(await dailyLikesLeft({ id: me.id, paidUser: false }, tomorrow)).toBe(FREE_LIKES_PER_DAY)
    expect(await likeMember(me.id, extra.id, me.siteId, { source: 'swipe', now: tomorrow })).toMatchObject({ created: true })
    expect(await dailyLikesLeft({ id: me.id, paidUser: false }, tomorrow)).toBe(FREE_LIKES_PER_DAY - 1)
  })

  it('does not limit premium members, and likes at the same moment cannot both take the last free like', async () => {
    const premium = await member({ gender: 'male', paid: true })
    const free = await member({ gender: 'male' })
    const others = []
    for (let i = 0; i < FREE_LIKES_PER_DAY + 2; i++) others.push(await member())
    for (const other of others) await likeMember(premium.id, other.id, premium.siteId, { source: 'swipe' })
    expect(await dailyLikesLeft({ id: premium.id, paidUser: true })).toBeNull()
    const sources = ['swipe', 'profile', 'match_finder'] as const
    const results = await Promise.allSettled(
      others.map((o, i) => likeMember(free.id, o.id, free.siteId, { source: sources[i % sources.length] })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(FREE_LIKES_PER_DAY)
    for (const r of results) if (r.status === 'rejected') expect((r.reason as LikeError).code).toBe('like_limit')
    expect(await prisma.like.count({ where: { fromUserId: free.id } })).toBe(FREE_LIKES_PER_DAY)
  })

  it('offers members of the wanted gender with a photo, not liked, not passed, not blocked; a pass is remembered', async () => {
    const me = await member({ gender: 'male', country: 'BE' })
    const fits = await member({ country: 'BE' })
    const fits2 = await member({ country: 'BE' })
    const man = await member({ gender: 'male', country: 'BE' })
    const noPhoto = await member({ country: 'BE', photo: false })
    const liked = await member({ country: 'BE' })
    const blocked = await member({ country: 'BE' })
    await likeMember(me.id, liked.id, me.siteId)
    await blockMember(me.id, blocked.id, me.siteId)
    const viewer = { id: me.id, siteId: me.siteId, gender: 'male' as const, sexuality: 'hetero' as const, country: 'BE' }
    const ids = (await nextSwipeCards(viewer, 50)).map((c) => c.id)
    expect(ids).toEqual(expect.arrayContaining([fits.id, fits2.id]))
    for (const excluded of [man, noPhoto, liked, blocked, me]) expect(ids).not.toContain(excluded.id)
    // Own country first.
    expect(ids.indexOf(fits.id)).toBeLessThan(2)

    await passMember(me.id, fits.id, me.siteId)
    await passMember(me.id, fits.id, me.siteId)
    expect(await prisma.swipePass.count({ where: { fromUserId: me.id } })).toBe(1)
    expect((await nextSwipeCards(viewer, 50)).map((c) => c.id)).not.toContain(fits.id)
    expect(await likeError(passMember(me.id, me.id, me.siteId))).toBe('cannot_like_self')
    expect(await likeError(passMember(me.id, 2_000_000_000, me.siteId))).toBe('not_found')
  })
})

describe('auto-likes', () => {
  it('come from fitting, shown members only, at most AUTO_LIKES_PER_DAY a UTC day', async () => {
    const me = await member({ gender: 'male', country: 'AT' })
    const fits = []
    for (let i = 0; i < AUTO_LIKES_PER_DAY + 1; i++) fits.push(await member({ country: 'AT' }))
    const now = new Date()
    const given = []
    for (let i = 0; i < AUTO_LIKES_PER_DAY; i++) {
      const profile = await createAutoLike(me.id, now)
      expect(profile).not.toBeNull()
      given.push(profile!.id)
    }
    expect(new Set(given).size).toBe(AUTO_LIKES_PER_DAY)
    const likers = await prisma.profile.findMany({ where: { userId: { in: given } } })
    expect(likers.every((p) => p.gender === 'female' && p.searchable)).toBe(true)
    expect(await createAutoLike(me.id, now)).toBeNull()
  })
})

describe('the match finder', () => {
  it('ranks shared interests first, gives the reasons, keeps to the answers and leaves out liked members', async () => {
    const me = await member({ gender: 'male' })
    const [plain, sharing, tooOld, liked] = await Promise.all([member(), member(), member(), member()])
    const [coffee, hiking] = await prisma.interest.findMany({ orderBy: { sortOrder: 'asc' }, take: 2 })
    await prisma.profileInterest.createMany({
      data: [
        { profileId: sharing.id, interestId: coffee!.id },
        { profileId: sharing.id, interestId: hiking!.id },
      ],
    })
    await prisma.profile.update({ where: { userId: tooOld.id }, data: { birthDate: new Date('1950-01-01') } })
    await likeMember(me.id, liked.id, me.siteId)
    const answers = { gender: 'female' as const, minAge: 18, maxAge: 60, distance: null, interests: [coffee!.slug, hiking!.slug] }
    const found = await findBestMatches({ id: me.id, siteId: me.siteId, latitude: null, longitude: null }, answers)
    expect(found[0]!.card.id).toBe(sharing.id)
    expect(found[0]!.sharedInterests.sort()).toEqual([coffee!.slug, hiking!.slug].sort())
    const ids = found.map((m) => m.card.id)
    expect(ids).not.toContain(tooOld.id)
    expect(ids).not.toContain(liked.id)
    expect(found.every((m) => m.age >= 18 && m.age <= 60)).toBe(true)
    void plain
    expect(answersAsSearch(answers)).toBe('gender=female&min_age=18&max_age=60')
    const known = new Set([coffee!.slug])
    expect(parseFinderAnswers(new URLSearchParams('gender=female&min_age=40&max_age=30'), known).errors).toEqual({ age: true })
    expect(
      parseFinderAnswers(new URLSearchParams('gender=x&min_age=20&max_age=30&distance=7&interests=nope'), known).errors,
    ).toEqual({
      gender: true,
      distance: true,
      interests: true,
    })
    expect(parseFinderAnswers(new URLSearchParams(''), known).answers).toBeNull()
  })
})

describe('/api/likes.php', () => {
  it('answers the likes with profiles and liked_by (id, like_new) and refuses visitors', async () => {
    const me = await member({ gender: 'male' })
    const liker = await member()
    await likeMember(liker.id, me.id, me.siteId)
    expect((await callLoader(likesApi, `${origin}/api/likes.php`)).status).toBe(403)
    const response = await callLoader(likesApi, `${origin}/api/likes.php`, { headers: { cookie: await cookieFor(me.id) } })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.liked_by).toEqual([expect.objectContaining({ id: liker.id, like_new: true, match: false, locked: false })])
    expect(body.profiles).toEqual([expect.objectContaining({ id: liker.id, name: expect.any(String), age: 34 })])
    expect(body.totals).toEqual({ received: 1, sent: 0, matches: 0, new_likes: 1 })
    expect(
      (await callLoader(likesApi, `${origin}/api/likes.php?pageNumber=x`, { headers: { cookie: await cookieFor(me.id) } }))
        .status,
    ).toBe(400)
  })

  it('likes with POST and unlikes with DELETE, with translated 4xx for bad input', async () => {
    const me = await member({ gender: 'male' })
    const other = await member()
    const cookie = await cookieFor(me.id)
    const call = (method: string, body?: unknown, query = '') =>
      likesApi.action({
        request: new Request(`${origin}/api/likes.php${query}`, {
          method,
          headers: { cookie, 'content-type': 'application/json', origin },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        params: {},
        context: routeContext(),
      } as never) as Promise<Response>
    const liked = await call('POST', { id: other.id })
    expect(liked.status).toBe(200)
    expect(await liked.json()).toMatchObject({ id: other.id, liked: true, match: false, created: true })
    expect(await (await call('POST', { id: other.id })).json()).toMatchObject({ created: false })
    const self = await call('POST', { id: me.id })
    expect(self.status).toBe(400)
    expect((await self.json()).error.message).toBe('You cannot like yourself.')
    expect((await call('POST', { id: 2_000_000_000 })).status).toBe(404)
    expect((await call('POST', { id: 'abc' })).status).toBe(400)
    expect((await call('POST', { id: other.id, source: 'auto' })).status).toBe(400)
    expect((await call('PUT', { id: other.id })).status).toBe(405)
    const removed = await call('DELETE', undefined, `?id=${other.id}`)
    expect(await removed.json()).toMatchObject({ liked: false, removed: true })
  })
})

describe('counts never drift', () => {
  it('keeps the badge equal to a fresh count through a random walk of likes, unlikes, views and blocks', async () => {
    const me = await member({ gender: 'male' })
    const others = []
    for (let i = 0; i < 8; i++) others.push(await member())
    let seed = 11
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let step = 0; step < 60; step++) {
      const other = others[Math.floor(random() * others.length)]!
      const action = Math.floor(random() * 5)
      if (action === 0) await likeMember(other.id, me.id, me.siteId).catch(() => undefined)
      if (action === 1) await unlikeMember(other.id, me.id)
      if (action === 2) await markLikeSeen(other.id, me.id)
      if (action === 3) await likeMember(me.id, other.id, me.siteId).catch(() => undefined)
      if (action === 4) await unlikeMember(me.id, other.id)
      const fresh = await prisma.$queryRaw<{ n: bigint }[]>`
        select count(*) as n from "Like" l join "Profile" p on p."userId" = l."fromUserId"
         where l."toUserId" = ${me.id} and l."isNew" and p.searchable
           and not exists (select 1 from "Block" b where (b."blockerId" = ${me.id} and b."blockedId" = l."fromUserId")
                                                      or (b."blockerId" = l."fromUserId" and b."blockedId" = ${me.id}))`
      const badge = await countNewLikes(me.id)
      expect(badge).toBe(Number(fresh[0]!.n))
      const json = await getLikesData(viewerOf(me))
      expect(json.totals.new_likes).toBe(badge)
      expect(json.liked_by.filter((e) => e.like_new)).toHaveLength(badge)
    }
  })

  it('pages, orders, counts and locks the tabs as a plain reading of the rule, over several pages', async () => {
    const me = await member({ gender: 'male' })
    const others: Awaited<ReturnType<typeof member>>[] = []
    for (let i = 0; i < 70; i++) others.push(await member({ photo: i % 3 === 0 }))
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const base = Date.now() - 86_400_000
    const likes: { fromUserId: number; toUserId: number; isNew: boolean; createdAt: Date }[] = []
    for (const other of others) {
      // Several likes share one millisecond: the order must still be newest first, then the higher id.
      const at = () => new Date(base + Math.floor(random() * 40) * 1000)
      const kind = random()
      if (kind < 0.6) likes.push({ fromUserId: other.id, toUserId: me.id, isNew: random() < 0.5, createdAt: at() })
      if (kind > 0.35) likes.push({ fromUserId: me.id, toUserId: other.id, isNew: random() < 0.5, createdAt: at() })
    }
    // Shuffled, so ids and dates do not run in the same order.
    likes.sort(() => random() - 0.5)
    for (const like of likes) await prisma.like.create({ data: like })
    const hidden = new Set([others[1]!.id, others[2]!.id, others[3]!.id])
    await blockMember(me.id, others[1]!.id, me.siteId)
    await blockMember(others[2]!.id, me.id, me.siteId)
    await prisma.profile.update({ where: { userId: others[3]!.id }, data: { invisible: true, searchable: false } })
    await prisma.user.update({ where: { id: others[3]!.id }, data: { invisible: true } })

    // The rule, read plainly from the rows.
    const rows = await prisma.like.findMany({ where: { OR: [{ toUserId: me.id }, { fromUserId: me.id }] } })
    const shown = rows.filter((l) => !hidden.has(l.fromUserId === me.id ? l.toUserId : l.fromUserId))
    const incoming = new Map(shown.filter((l) => l.toUserId === me.id).map((l) => [l.fromUserId, l]))
    const outgoing = new Map(shown.filter((l) => l.fromUserId === me.id).map((l) => [l.toUserId, l]))
    const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      Number(b.isNew) - Number(a.isNew) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id
    const received = [...incoming.values()].filter((l) => !outgoing.has(l.fromUserId)).sort(order)
    const matches = [...incoming.values()].filter((l) => outgoing.has(l.fromUserId)).sort(order)
    const sent = [...outgoing.values()]
      .filter((l) => !incoming.has(l.toUserId))
      .map((l) => ({ ...l, isNew: false }))
      .sort(order)
    const earliest = new Set(
      [...received]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
        .slice(0, FREE_VISIBLE_RECEIVED)
        .map((l) => l.fromUserId),
    )
    expect(received.length).toBeGreaterThan(24)
    expect(sent.length + matches.length).toBeGreaterThan(24)

    for (const paid of [false, true]) {
      const viewer = { ...viewerOf(me), paidUser: paid }
      expect(await countLikes(viewer)).toEqual({
        received: received.length,
        sent: sent.length,
        matches: matches.length,
        newLikes: [...incoming.values()].filter((l) => l.isNew).length,
      })
      for (const [type, list] of [
        ['received', received],
        ['sent', sent],
        ['matches', matches],
      ] as const) {
        for (const page of [1, 2, 3, 4]) {
          const got = await listLikes(viewer, type, page)
          const want = list.slice((page - 1) * 24, page * 24)
          const other = (l: (typeof rows)[number]) => (type === 'sent' ? l.toUserId : l.fromUserId)
          expect(got.total, `${type} page ${page}`).toBe(list.length)
          expect(
            got.entries.map((e) => [e.id, e.likeNew, e.likedAt.getTime(), e.locked, e.card?.id ?? null]),
            `${type} page ${page} ${paid ? 'premium' : 'free'}`,
          ).toEqual(
            want.map((l) => {
              const locked = !paid && type === 'received' && !earliest.has(other(l))
              return [other(l), l.isNew, l.createdAt.getTime(), locked, locked ? null : other(l)]
            }),
          )
        }
      }
    }
    // And as the old algorithm (tests/integration/likes-oracle.ts), pages past the end included.
    await expectAsOracle([me], [1, 2, 3, 4, 5])
  })
})

/** Members' counts and pages (each tab, the given pages, free and premium) equal the old algorithm's. */
async function expectAsOracle(members: { id: number; siteId: number }[], pages = [1], label = '') {
  for (const m of members) {
    for (const paidUser of [false, true]) {
      const viewer = { id: m.id, siteId: m.siteId, paidUser }
      const sorted = await sortLikes(viewer)
      expect(await countLikes(viewer), `${label} counts of ${m.id}`).toEqual(oracleCounts(sorted))
      for (const type of LIKES_TYPES)
        for (const page of pages) {
          const got = await listLikes(viewer, type, page)
          expect(
            { ...got, entries: got.entries.map(({ card, ...e }) => ({ ...e, card: card?.id ?? null })) },
            `${label} ${type} page ${page} of ${m.id} ${paidUser ? 'premium' : 'free'}`,
          ).toEqual({
            ...oraclePage(sorted, viewer, type, page),
            entries: oraclePage(sorted, viewer, type, page).entries.map((e) => ({ ...e, card: e.locked ? null : e.id })),
          })
        }
    }
  }
}

/** Members' counts equal the old algorithm's (the counts are what the triggers maintain; pages are read live). */
async function expectCountsAsOracle(members: { id: number; siteId: number }[], label: string) {
  for (const m of members) {
    const viewer = { id: m.id, siteId: m.siteId, paidUser: false }
    expect(await countLikes(viewer), `${label} counts of ${m.id}`).toEqual(oracleCounts(await sortLikes(viewer)))
  }
}

describe('the maintained like counts (issue 38 item 4)', () => {
  it('equal the old algorithm after random likes, unlikes, views, blocks, hides, invisibility, confirmation and deletions', async () => {
    const members: Awaited<ReturnType<typeof member>>[] = []
    for (let i = 0; i < 10; i++) members.push(await member({ photo: i % 2 === 0 }))
    // A member of another site: likes across sites count for neither (the rule is per site).
    members.push(await member({ site: 'she.localhost' }))
    const live = new Set(members.map((m) => m.id))
    let seed = 38
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pick = () => members[Math.floor(random() * members.length)]!
    const base = Date.now() - 86_400_000
    const done = new Set<number>()
    let deletions = 0
    for (let step = 0; step < 100; step++) {
      const a = pick()
      const b = pick()
      const action = Math.floor(random() * 13)
      if (a.id === b.id || !live.has(a.id) || !live.has(b.id)) continue
      done.add(action)
      if (action <= 2)
        await prisma.like.createMany({
          data: [
            {
              fromUserId: a.id,
              toUserId: b.id,
              isNew: random() < 0.6,
              createdAt: new Date(base + Math.floor(random() * 20) * 1000),
            },
          ],
          skipDuplicates: true,
        })
      if (action === 3)
        // Both ways in one statement: the pair becomes mutual once.
        await prisma.like.createMany({
          data: [
            { fromUserId: a.id, toUserId: b.id, createdAt: new Date(base + step * 1000) },
            { fromUserId: b.id, toUserId: a.id, createdAt: new Date(base + step * 1000) },
          ],
          skipDuplicates: true,
        })
      if (action === 4) await unlikeMember(a.id, b.id)
      if (action === 5)
        await prisma.like.deleteMany({
          where: {
            OR: [
              { fromUserId: a.id, toUserId: b.id },
              { fromUserId: b.id, toUserId: a.id },
            ],
          },
        })
      if (action === 6) await markLikeSeen(a.id, b.id)
      if (action === 7) await blockMember(a.id, b.id, a.siteId).catch(() => undefined)
      if (action === 8) await unblockMember(a.id, b.id)
      if (action === 9) await setInvisible(a.id, random() < 0.5)
      if (action === 10) {
        // Staff disable or enable the profile, or the account goes back to unconfirmed or is confirmed.
        const hide = random() < 0.5
        if (random() < 0.5)
          await prisma.profile.update({
            where: { userId: a.id },
            data: { status: hide ? 'disabled' : 'active', searchable: !hide },
          })
        else
          await prisma.$transaction([
            prisma.user.update({ where: { id: a.id }, data: { status: hide ? 'not_confirmed' : 'active' } }),
            prisma.profile.updateMany({ where: { userId: a.id }, data: { searchable: !hide } }),
          ])
      }
      if (action === 11)
        // Several profiles hidden or shown in one statement.
        await prisma.profile.updateMany({ where: { userId: { in: [a.id, b.id] } }, data: { searchable: random() < 0.5 } })
      if (action === 12 && deletions < 3) {
        // The deletion job's purge, or the user row deleted outright (a cascade).
        if (deletions++ % 2 === 0) await purgeAccount(a.id, { type: 'system', name: 'test' })
        else {
          await prisma.user.delete({ where: { id: a.id } })
          done.add(13)
        }
        live.delete(a.id)
      }
      const left = members.filter((m) => live.has(m.id))
      if (step % 4 === 3) await expectCountsAsOracle(left, `step ${step}`)
      if (step % 20 === 19) await expectAsOracle(left, [1], `step ${step}`)
    }
    await expectAsOracle(
      members.filter((m) => live.has(m.id)),
      [1, 2],
      'end',
    )
    // Every kind of change happened (13: a user row deleted outright), and some members are left.
    expect([...done].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect(live.size).toBeGreaterThan(4)
    // A viewer on another site than their profile's is counted the slow way, to the same answer.
    const other = members.find((m) => live.has(m.id) && m.siteId === members[0]!.siteId)!
    const away = { id: other.id, siteId: members[10]!.siteId, paidUser: false }
    expect(await countLikes(away)).toEqual(oracleCounts(await sortLikes(away)))
  })

  it('stay exact through a bulk insert, a bulk deletion, a hidden popular member and a deleted account', async () => {
    const members: Awaited<ReturnType<typeof member>>[] = []
    for (let i = 0; i < 30; i++) members.push(await member({ photo: false }))
    const ids = members.map((m) => m.id)
    // One statement, like the bench seed: random pairs, many both ways, skewed to the first members.
    await prisma.$executeRaw`
      INSERT INTO "Like" ("fromUserId", "toUserId", source, "isNew", "createdAt")
      SELECT a, b, 'profile', random() < 0.4, now() - random() * interval '9 days'
        FROM unnest(${ids}::int[]) a CROSS JOIN unnest(${ids}::int[]) b
       WHERE a <> b AND random() < 0.3 + 0.5 * (b = ANY (${ids.slice(0, 3)}::int[]))::int
      ON CONFLICT DO NOTHING`
    await blockMember(members[0]!.id, members[5]!.id, members[0]!.siteId)
    await blockMember(members[6]!.id, members[0]!.id, members[0]!.siteId)
    await expectCountsAsOracle(members, 'bulk insert')
    await expectAsOracle([members[0]!, members[1]!, members[4]!], [1, 2], 'bulk insert')
    await prisma.$executeRaw`DELETE FROM "Like" WHERE "fromUserId" = ANY (${ids}::int[]) AND random() < 0.3`
    await prisma.profile.update({ where: { userId: members[1]!.id }, data: { searchable: false } })
    await expectCountsAsOracle(members, 'bulk delete')
    await expectAsOracle([members[0]!, members[1]!, members[4]!], [1, 2], 'bulk delete')
    await prisma.user.delete({ where: { id: members[2]!.id } })
    await purgeAccount(members[3]!.id, { type: 'system', name: 'test' })
    await prisma.profile.update({ where: { userId: members[1]!.id }, data: { searchable: true } })
    const left = members.filter((m) => m.id !== members[2]!.id && m.id !== members[3]!.id)
    await expectCountsAsOracle(left, 'deleted accounts')
    await expectAsOracle([members[0]!, members[4]!], [1, 2], 'deleted accounts')
    expect(await prisma.likeCounts.count({ where: { userId: { in: [members[2]!.id, members[3]!.id] } } })).toBe(0)
  })

  it('stay exact when members like, unlike and hide at the same moment', async () => {
    const members: Awaited<ReturnType<typeof member>>[] = []
    for (let i = 0; i < 8; i++) members.push(await member({ photo: false }))
    const pairs = members.flatMap((a, i) => members.slice(i + 1).map((b) => [a, b] as const))
    // Both likes of each pair in two transactions at once: each must see the other's once committed.
    await Promise.all(
      pairs.flatMap(([a, b]) =>
        [a, b].map((from) => {
          const to = from === a ? b : a
          return prisma.like.create({ data: { fromUserId: from.id, toUserId: to.id } })
        }),
      ),
    )
    await expectAsOracle(members, [1], 'liked both ways at once')
    // A member hidden while others like them and take likes back.
    await Promise.all([
      setInvisible(members[0]!.id, true),
      ...pairs.slice(0, 10).map(([a, b]) => prisma.like.deleteMany({ where: { fromUserId: a.id, toUserId: b.id } })),
      ...pairs.slice(5, 15).map(([a, b]) => prisma.like.deleteMany({ where: { fromUserId: b.id, toUserId: a.id } })),
    ])
    await expectAsOracle(members, [1], 'hidden and unliked at once')
  })
})
