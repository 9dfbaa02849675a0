// The profile screen and blocking against the real database: who may see which profile
// (SPEC §2, §6), photos for visitors, free and premium members, visits, the new-like flag
// (SPEC §4), likes and matches, blocking both ways, related profiles, the page's loader and
// action, and /api/profile.php and /api/block.php.
import { describe, expect, it } from 'vitest'
import { RouterContextProvider } from 'react-router'
import { prisma } from '../../server/db.ts'
import type { Prisma } from '../../server/generated/prisma/client.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { getProfileView, openProfile, listRelatedProfiles, type ProfileViewResult } from '../../server/members/profile-view.ts'
import { BlockError, blockMember, listBlocked, unblockMember } from '../../server/members/blocking.ts'
import { handleBlockedIntent } from '../../app/routes/notifications.intents.server.ts'
import { blockBetween, checkProfileAccess, profileAccessSelect, userNotBlockedWith } from '../../server/members/profile-access.ts'
import { recordVisit, VISIT_REFRESH_MS } from '../../server/members/visits.ts'
import { ActivationRequiredError } from '../../server/accounts/member-policy.ts'
import { LikeError, likeMember, likeStateBetween, unlikeMember } from '../../server/likes/profile-likes.ts'
import { localeContext, siteContext } from '../../app/context.ts'
import * as profilePage from '../../app/routes/members.$id.tsx'
import * as profileApi from '../../app/routes/api/profile.php.ts'
import * as blockApi from '../../app/routes/api/block.php.ts'

const baseUrl = 'http://localhost:3000'
const localSite = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
/** Blocks on the default site (where `member()` makes members unless told otherwise). */
const block = async (blockerId: number, blockedId: number) => blockMember(blockerId, blockedId, (await localSite()).id)
const blockedBy = async (userId: number) => listBlocked(userId, (await localSite()).id)

let n = 0
interface MemberOptions {
  site?: 'localhost' | 'she.localhost'
  status?: 'not_confirmed' | 'active' | 'pending_deletion' | 'deleted'
  invisible?: boolean
  profileStatus?: 'active' | 'disabled'
  paid?: boolean
  gender?: 'male' | 'female'
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi'
  country?: string
  language?: string
  photo?: boolean
  lastActiveAt?: Date
  profile?: Partial<Prisma.ProfileUncheckedCreateWithoutUserInput>
}

/** A member with a profile; searchable exactly when the account would be (active, visible, enabled). */
async function member(options: MemberOptions = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: options.site ?? 'localhost' } })
  n++
  const status = options.status ?? 'active'
  const invisible = options.invisible ?? false
  const profileStatus = options.profileStatus ?? 'active'
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `profile.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status,
      invisible,
      paidUser: options.paid ?? false,
      language: options.language ?? 'en',
      profile: {
        create: {
          siteId: site.id,
          name: `Member${n}`,
          gender: options.gender ?? 'female',
          sexuality: options.sexuality ?? 'hetero',
          birthDate: new Date('1990-06-15'),
          country: options.country ?? 'NL',
          city: 'Utrecht',
          hairColor: 'blonde',
          eyeColor: 'blue',
          aboutMe: 'Coffee first, then adventures.',
          status: profileStatus,
          invisible,
          searchable: status === 'active' && !invisible && profileStatus === 'active',
          lastActiveAt: options.lastActiveAt ?? new Date(),
          ...options.profile,
        },
      },
    },
    include: { profile: true },
  })
  if (options.photo) await addPhoto(user.id, { isMain: true })
  return { ...user, name: user.profile!.name, viewer: { id: user.id, paidUser: user.paidUser, profile: user.profile } }
}

let photoNo = 0
async function addPhoto(
  userId: number,
  options: { isMain?: boolean; visibility?: 'public' | 'private'; status?: 'pending' | 'active' | 'rejected' } = {},
) {
  photoNo++
  return prisma.photo.create({
    data: {
      userId,
      isMain: options.isMain ?? false,
      visibility: options.visibility ?? 'public',
      status: options.status ?? 'active',
      filename: `test/p${photoNo}-full.webp`,
      thumbFilename: `test/p${photoNo}-thumb.webp`,
      matchFilename: `test/p${photoNo}-match.webp`,
      width: 600,
      height: 800,
      sortOrder: photoNo,
    },
  })
}

function profileOf(result: ProfileViewResult) {
  if (result.kind !== 'profile') throw new Error(`expected a profile, got ${result.kind}`)
  return result.profile
}

const cookieFor = async (userId: number) => (await createSession(userId, new Request(baseUrl), '127.0.0.1')).split(';')[0]!

async function pageContext(locale: 'en' | 'nl' = 'en') {
  const context = new RouterContextProvider()
  context.set(siteContext, await getSiteByHost('localhost'))
  context.set(localeContext, locale)
  return context
}

describe('who may see a profile', () => {
  it('answers not_found for unknown ids, other sites, deleted, pending deletion, unconfirmed and disabled profiles', async () => {
    const site = await localSite()
    const viewer = await member()
    const cases = await Promise.all([
      member({ site: 'she.localhost' }),
      member({ status: 'deleted' }),
      member({ status: 'pending_deletion' }),
      member({ status: 'not_confirmed' }),
      member({ profileStatus: 'disabled' }),
    ])
    expect(await getProfileView(viewer.viewer, site.id, 2_000_000_000)).toEqual({ kind: 'not_found' })
    for (const hidden of cases) {
      expect(await getProfileView(viewer.viewer, site.id, hidden.id)).toEqual({ kind: 'not_found' })
      expect(await getProfileView(null, site.id, hidden.id)).toEqual({ kind: 'not_found' })
    }
  })

  it('hides invisible members from others and visitors, but not from themselves', async () => {
    const site = await localSite()
    const hidden = await member({ invisible: true })
    const other = await member()
    expect(await getProfileView(other.viewer, site.id, hidden.id)).toEqual({ kind: 'not_found' })
    expect(await getProfileView(null, site.id, hidden.id)).toEqual({ kind: 'not_found' })
    const own = profileOf(await getProfileView(hidden.viewer, site.id, hidden.id))
    expect(own).toMatchObject({ id: hidden.id, own: true, like: 'none' })
    // An unconfirmed member may look at their own profile too.
    const fresh = await member({ status: 'not_confirmed' })
    expect(profileOf(await getProfileView(fresh.viewer, site.id, fresh.id)).own).toBe(true)
  })

  it('shows the blocked member only the blocker’s name; the blocker still sees the profile, with Unblock', async () => {
    const site = await localSite()
    const blocker = await member()
    const blocked = await member()
    await block(blocker.id, blocked.id)
    expect(await getProfileView(blocked.viewer, site.id, blocker.id)).toEqual({ kind: 'blocked', name: blocker.name })
    expect(profileOf(await getProfileView(blocker.viewer, site.id, blocked.id)).blockedByViewer).toBe(true)
    // Visitors and other members are not affected.
    expect(profileOf(await getProfileView(null, site.id, blocker.id)).blockedByViewer).toBe(false)
    expect(await blockBetween(blocker.id, blocked.id)).toEqual({ aBlockedB: true, bBlockedA: false })
    expect(await blockBetween(blocked.id, blocker.id)).toEqual({ aBlockedB: false, bBlockedA: true })
  })

  it('answers the header, translated-ready details and interests the site shows', async () => {
    const site = await localSite()
    const owner = await member({ lastActiveAt: new Date() })
    const interests = await prisma.interest.findMany({ take: 2, orderBy: { sortOrder: 'asc' } })
    await prisma.profileInterest.createMany({ data: interests.map((i) => ({ profileId: owner.id, interestId: i.id })) })
    const p = profileOf(await getProfileView(null, site.id, owner.id))
    expect(p).toMatchObject({
      name: owner.name,
      city: 'Utrecht',
      country: 'NL',
      online: true,
      aboutMe: 'Coffee first, then adventures.',
    })
    expect(p.age).toBeGreaterThanOrEqual(30)
    expect(p.details).toEqual(
      expect.arrayContaining([
        { field: 'gender', value: 'female' },
        { field: 'hair_color', value: 'blonde' },
        { field: 'eye_color', value: 'blue' },
      ]),
    )
    expect(p.interests?.map((i) => i.slug)).toEqual(interests.map((i) => i.slug))

    const before = { visibleProfileFields: site.visibleProfileFields, visibleProfileNotes: site.visibleProfileNotes }
    await prisma.site.update({
      where: { id: site.id },
      data: {
        visibleProfileFields: site.visibleProfileFields.filter((f) => !['hair_color', 'age', 'interests'].includes(f)),
        visibleProfileNotes: [],
      },
    })
    try {
      const limited = profileOf(await getProfileView(null, site.id, owner.id))
      expect(limited.details.map((d) => d.field)).not.toContain('hair_color')
      expect(limited).toMatchObject({ age: null, interests: null, aboutMe: null })
    } finally {
      await prisma.site.update({ where: { id: site.id }, data: before })
    }
    const offline = await member({ lastActiveAt: new Date(Date.now() - 3_600_000) })
    expect(profileOf(await getProfileView(null, site.id, offline.id)).online).toBe(false)
  })

  it('flags fictional profiles with the site’s icon and passes the card type', async () => {
    const site = await localSite()
    const fictional = await member({ profile: { fictional: true, cardType: 'cam' } })
    const p = profileOf(await getProfileView(null, site.id, fictional.id))
    expect(p).toMatchObject({
      fictional: true,
      cardType: 'cam',
      fictionalIcon: site.fictionalIcon,
    })
    // The warning itself is a per-language site text the root loader sends (site-texts.test.ts).
    expect(p).not.toHaveProperty('fictionalWarning')
  })
})

describe('the access check', () => {
  it('reads the profile exactly as Prisma reads profileAccessSelect (region, interests, account, dates)', async () => {
    const site = await localSite()
    const region = await prisma.region.findFirstOrThrow({ where: { countryCode: 'NL' } })
    const interests = await prisma.interest.findMany({ take: 3, orderBy: { sortOrder: 'desc' } })
    expect(interests.length).toBeGreaterThan(1)
    const owner = await member({
      profile: {
        regionId: region.id,
        signupReason: 'dating',
        tattoos: 'none',
        bodyType: 'slim',
        relationshipStatus: 'single',
        cardType: 'cam',
        fictional: true,
      },
    })
    await prisma.profileInterest.createMany({ data: interests.map((i) => ({ profileId: owner.id, interestId: i.id })) })
    const viewer = await member()
    const byId = (a: { interest: { slug: string } }, b: { interest: { slug: string } }) =>
      a.interest.slug.localeCompare(b.interest.slug)
    for (const [who, own] of [
      [viewer.id, false],
      [null, false],
      [owner.id, true],
    ] as const) {
      const access = await checkProfileAccess(who, site.id, owner.id)
      if (access.kind !== 'ok') throw new Error(`expected ok, got ${access.kind}`)
      const expected = await prisma.profile.findUniqueOrThrow({ where: { userId: owner.id }, select: profileAccessSelect })
      expect({ ...access.profile, interests: [...access.profile.interests].sort(byId) }).toEqual({
        ...expected,
        interests: [...expected.interests].sort(byId),
      })
      expect(access.own).toBe(own)
      expect(access.profile.birthDate).toBeInstanceOf(Date)
    }
    // A profile without region or interests.
    const plain = await member()
    const access = await checkProfileAccess(viewer.id, site.id, plain.id)
    expect(access.kind === 'ok' && access.profile).toEqual(
      await prisma.profile.findUniqueOrThrow({ where: { userId: plain.id }, select: profileAccessSelect }),
    )
  })

  it('tells the blocks apart: the owner blocked the viewer, the viewer blocked the owner', async () => {
    const site = await localSite()
    const [a, b] = [await member(), await member()]
    await block(a.id, b.id)
    expect(await checkProfileAccess(b.id, site.id, a.id)).toEqual({ kind: 'blocked', name: a.name })
    const seen = await checkProfileAccess(a.id, site.id, b.id)
    expect(seen.kind === 'ok' && seen.blockedByViewer).toBe(true)
    const visitor = await checkProfileAccess(null, site.id, a.id)
    expect(visitor.kind === 'ok' && visitor.blockedByViewer).toBe(false)
  })
})

describe('photos on a profile', () => {
  async function ownerWithPhotos() {
    const owner = await member()
    await addPhoto(owner.id, { isMain: true })
    for (let i = 0; i < 3; i++) await addPhoto(owner.id)
    for (let i = 0; i < 2; i++) await addPhoto(owner.id, { visibility: 'private' })
    await addPhoto(owner.id, { status: 'pending' })
    await addPhoto(owner.id, { status: 'rejected' })
    return owner
  }

  it('shows visitors and free members the main photo and 2 public ones, premium members all active photos', async () => {
    const site = await localSite()
    const owner = await ownerWithPhotos()
    const free = await member({ gender: 'male' })
    const premium = await member({ gender: 'male', paid: true })

    for (const viewer of [null, free.viewer]) {
      const p = profileOf(await getProfileView(viewer, site.id, owner.id))
      expect(p.photos).toHaveLength(3)
      expect(p.photos[0]!.isMain).toBe(true)
      expect(p.photos.every((photo) => photo.visibility === 'public')).toBe(true)
      expect(p).toMatchObject({ photoCount: 6, hiddenPhotos: 3 })
    }
    const full = profileOf(await getProfileView(premium.viewer, site.id, owner.id))
    expect(full.photos).toHaveLength(6)
    expect(full.photos.filter((photo) => photo.visibility === 'private')).toHaveLength(2)
    expect(full).toMatchObject({ photoCount: 6, hiddenPhotos: 0 })
    const own = profileOf(await getProfileView(owner.viewer, site.id, owner.id))
    expect(own).toMatchObject({ photoCount: 6, hiddenPhotos: 0 })
  })
})

describe('opening a profile', () => {
  it('records the visit, except for invisible viewers, one’s own profile and members one blocked', async () => {
    const site = await localSite()
    const owner = await member()
    const visitor = await member({ gender: 'male' })
    const invisible = await member({ gender: 'male', invisible: true })
    const blocker = await member({ gender: 'male' })
    await block(blocker.id, owner.id)

    await openProfile(visitor.viewer, site.id, owner.id)
    await openProfile(invisible.viewer, site.id, owner.id)
    await openProfile(owner.viewer, site.id, owner.id)
    await openProfile(blocker.viewer, site.id, owner.id)
    await openProfile(null, site.id, owner.id)
    const visits = await prisma.visit.findMany({ where: { visitedId: owner.id } })
    expect(visits.map((v) => v.visitorId)).toEqual([visitor.id])

    const first = visits[0]!.visitedAt
    // Looking again within VISIT_REFRESH_MS keeps the recorded time (no write per look); later
    // looks move it.
    const visitedAt = async () =>
      (await prisma.visit.findMany({ where: { visitedId: owner.id } })).map((v) => v.visitedAt.getTime())
    await openProfile(visitor.viewer, site.id, owner.id, new Date(first.getTime() + VISIT_REFRESH_MS - 1000))
    expect(await visitedAt()).toEqual([first.getTime()])
    const later = new Date(first.getTime() + VISIT_REFRESH_MS + 1000)
    await openProfile(visitor.viewer, site.id, owner.id, later)
    expect(await visitedAt()).toEqual([later.getTime()])
    expect(await recordVisit(visitor.id, visitor.id)).toBe(false)
  })

  it('clears the new-like flag of the owner’s like to the viewer, and only that one', async () => {
    const site = await localSite()
    const owner = await member()
    const viewer = await member({ gender: 'male' })
    const other = await member({ gender: 'male' })
    await prisma.like.createMany({
      data: [
        { fromUserId: owner.id, toUserId: viewer.id, isNew: true },
        { fromUserId: owner.id, toUserId: other.id, isNew: true },
      ],
    })
    const opened = await openProfile(viewer.viewer, site.id, owner.id)
    expect(opened.kind === 'profile' && opened.receivedLikeIsNew).toBe(true)
    const p = profileOf(opened)
    expect(p.like).toBe('received')
    // Seen now: opening the profile again finds nothing to clear.
    const again = await openProfile(viewer.viewer, site.id, owner.id)
    expect(again.kind === 'profile' && again.receivedLikeIsNew).toBe(false)
    const likes = await prisma.like.findMany({ where: { fromUserId: owner.id }, orderBy: { toUserId: 'asc' } })
    expect(likes.map((l) => [l.toUserId, l.isNew])).toEqual([
      [viewer.id, false],
      [other.id, true],
    ])
    // A visitor's look changes nothing.
    await openProfile(null, site.id, owner.id)
    expect((await prisma.like.findFirstOrThrow({ where: { fromUserId: owner.id, toUserId: other.id } })).isNew).toBe(true)
  })
})

describe('likes', () => {
  it('goes none → sent → match → received with like and unlike; likes twice store one row', async () => {
    const site = await localSite()
    const a = await member({ gender: 'male' })
    const b = await member()
    expect(await likeStateBetween(a.id, b.id)).toBe('none')
    expect(await likeMember(a.id, b.id, site.id)).toEqual({ name: b.name, match: false, created: true })
    expect(await likeMember(a.id, b.id, site.id)).toEqual({ name: b.name, match: false, created: false })
    expect(await prisma.like.count({ where: { fromUserId: a.id, toUserId: b.id } })).toBe(1)
    const stored = await prisma.like.findFirstOrThrow({ where: { fromUserId: a.id, toUserId: b.id } })
    expect(stored).toMatchObject({ source: 'profile', isNew: true })
    expect(await likeStateBetween(a.id, b.id)).toBe('sent')
    expect(await likeStateBetween(b.id, a.id)).toBe('received')

    expect(await likeMember(b.id, a.id, site.id)).toEqual({ name: a.name, match: true, created: true })
    expect(await likeStateBetween(a.id, b.id)).toBe('match')
    expect(profileOf(await getProfileView(a.viewer, site.id, b.id)).like).toBe('match')

    expect(await unlikeMember(a.id, b.id)).toEqual({ removed: true })
    expect(await unlikeMember(a.id, b.id)).toEqual({ removed: false })
    expect(await likeStateBetween(a.id, b.id)).toBe('received')
  })

  it('refuses to like oneself, unknown or hidden members, and members blocked either way', async () => {
    const site = await localSite()
    const a = await member({ gender: 'male' })
    const b = await member()
    const hidden = await member({ invisible: true })
    const code = async (promise: Promise<unknown>) => {
      try {
        await promise
        return 'ok'
      } catch (error) {
        if (error instanceof LikeError) return error.code
        throw error
      }
    }
    expect(await code(likeMember(a.id, a.id, site.id))).toBe('cannot_like_self')
    expect(await code(likeMember(a.id, 2_000_000_000, site.id))).toBe('not_found')
    expect(await code(likeMember(a.id, hidden.id, site.id))).toBe('not_found')
    await block(b.id, a.id)
    expect(await code(likeMember(a.id, b.id, site.id))).toBe('blocked')
    expect(await code(likeMember(b.id, a.id, site.id))).toBe('blocked')
    expect(await prisma.like.count({ where: { OR: [{ fromUserId: a.id }, { fromUserId: b.id }] } })).toBe(0)
  })
})

describe('blocking', () => {
  it('blocks and unblocks idempotently and lists the blocked members as cards', async () => {
    const a = await member({ gender: 'male' })
    const b = await member({ photo: true })
    expect(await block(a.id, b.id)).toEqual({ name: b.name, created: true })
    expect(await block(a.id, b.id)).toEqual({ name: b.name, created: false })
    expect(await prisma.block.count({ where: { blockerId: a.id } })).toBe(1)
    const list = await blockedBy(a.id)
    expect(list.map((c) => c.id)).toEqual([b.id])
    expect(list[0]!.photo?.thumb).toMatch(/thumb\.webp$/)
    expect(await blockedBy(b.id)).toEqual([])
    expect(await unblockMember(a.id, b.id)).toEqual({ removed: true })
    expect(await unblockMember(a.id, b.id)).toEqual({ removed: false })
    expect(await blockedBy(a.id)).toEqual([])
  })

  it('refuses to block oneself, unknown members and members of another site', async () => {
    const a = await member()
    const elsewhere = await member({ site: 'she.localhost' })
    const gone = await member({ status: 'deleted' })
    const code = async (promise: Promise<unknown>) => {
      try {
        await promise
        return 'ok'
      } catch (error) {
        if (error instanceof BlockError) return error.code
        throw error
      }
    }
    expect(await code(block(a.id, a.id))).toBe('cannot_block_self')
    expect(await code(block(a.id, 2_000_000_000))).toBe('not_found')
    expect(await code(block(a.id, elsewhere.id))).toBe('not_found')
    expect(await code(block(a.id, gone.id))).toBe('not_found')
    expect(await prisma.block.count({ where: { blockerId: a.id } })).toBe(0)
  })

  it('never reveals a hidden member: invisible, unconfirmed and leaving members are not blocked by id, listed or named', async () => {
    const a = await member({ gender: 'male' })
    const hidden = [
      await member({ invisible: true }),
      await member({ status: 'not_confirmed' }),
      await member({ status: 'pending_deletion' }),
      await member({ profileStatus: 'disabled' }),
    ]
    const code = async (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (e: unknown) => (e instanceof BlockError ? e.code : 'other'),
      )
    for (const h of hidden) expect(await code(block(a.id, h.id))).toBe('not_found')
    // A block made while the member was visible stays, but the list and the unblock answer stop naming them.
    const later = await member()
    await block(a.id, later.id)
    await prisma.user.update({ where: { id: later.id }, data: { invisible: true } })
    await prisma.profile.update({ where: { userId: later.id }, data: { invisible: true, searchable: false } })
    expect(await blockedBy(a.id)).toEqual([])
    const form = new FormData()
    form.set('intent', 'unblock')
    form.set('member_id', String(later.id))
    expect(await handleBlockedIntent(a.id, (await localSite()).id, form)).toEqual({ ok: true, name: null })
    expect(await prisma.block.count({ where: { blockerId: a.id } })).toBe(0)
  })

  it('an unconfirmed member may not block or like anyone, and leaves no visit', async () => {
    const newcomer = await member({ status: 'not_confirmed', gender: 'male' })
    const other = await member()
    const site = await localSite()
    await expect(block(newcomer.id, other.id)).rejects.toBeInstanceOf(ActivationRequiredError)
    await expect(likeMember(newcomer.id, other.id, site.id)).rejects.toBeInstanceOf(ActivationRequiredError)
    expect(await recordVisit(newcomer.id, other.id)).toBe(false)
    expect(await prisma.block.count({ where: { blockerId: newcomer.id } })).toBe(0)
    expect(await prisma.like.count({ where: { fromUserId: newcomer.id } })).toBe(0)
  })

  it('userNotBlockedWith leaves out members blocked in either direction', async () => {
    const me = await member({ gender: 'male' })
    const iBlocked = await member()
    const blocksMe = await member()
    const free = await member()
    await block(me.id, iBlocked.id)
    await block(blocksMe.id, me.id)
    const ids = [iBlocked.id, blocksMe.id, free.id]
    const found = await prisma.profile.findMany({
      where: { userId: { in: ids }, user: userNotBlockedWith(me.id) },
      select: { userId: true },
    })
    expect(found.map((p) => p.userId)).toEqual([free.id])
  })

  it('handles the settings page’s Unblock form', async () => {
    const a = await member({ gender: 'male' })
    const b = await member()
    await block(a.id, b.id)
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [k, v] of Object.entries(fields)) data.set(k, v)
      return data
    }
    expect(await handleBlockedIntent(a.id, (await localSite()).id, form({ intent: 'invisible' }))).toBeNull()
    expect(await handleBlockedIntent(a.id, (await localSite()).id, form({ intent: 'unblock', member_id: 'x' }))).toEqual({
      ok: false,
      error: 'invalid',
    })
    expect(await handleBlockedIntent(a.id, (await localSite()).id, form({ intent: 'unblock', member_id: String(b.id) }))).toEqual(
      {
        ok: true,
        name: b.name,
      },
    )
    expect(await prisma.block.count({ where: { blockerId: a.id } })).toBe(0)
  })
})

describe('related profiles', () => {
  it('lists searchable members of the wanted genders, same country first, never blocked, invisible, owner or viewer', async () => {
    const site = await localSite()
    // Malta: no seeded members, so the same-country part is exactly the members made here.
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000)
    const owner = await member({ country: 'MT', photo: true })
    const viewer = await member({ gender: 'male', country: 'MT', photo: true })
    const shown = await member({ country: 'MT', photo: true, lastActiveAt: soon(5) })
    const blockedByViewer = await member({ country: 'MT', photo: true, lastActiveAt: soon(4) })
    const blocksViewer = await member({ country: 'MT', photo: true, lastActiveAt: soon(3) })
    await member({ country: 'MT', photo: true, invisible: true, lastActiveAt: soon(2) })
    await member({ country: 'MT', photo: true, gender: 'male', lastActiveAt: soon(1) })
    await member({ country: 'MT', lastActiveAt: soon(6) }) // no photo
    await block(viewer.id, blockedByViewer.id)
    await block(blocksViewer.id, viewer.id)

    const related = await listRelatedProfiles(viewer.viewer, owner.profile!)
    expect(related).toHaveLength(6)
    expect(related[0]!.id).toBe(shown.id)
    expect(related.slice(1).every((m) => m.country !== 'MT')).toBe(true)
    const ids = related.map((m) => m.id)
    for (const excluded of [owner.id, viewer.id, blockedByViewer.id, blocksViewer.id]) expect(ids).not.toContain(excluded)
    const genders = await prisma.profile.findMany({ where: { userId: { in: ids } }, select: { gender: true, searchable: true } })
    expect(genders.every((g) => g.gender === 'female' && g.searchable)).toBe(true)

    // A visitor gets members of the owner's gender.
    const forVisitor = await listRelatedProfiles(null, owner.profile!)
    expect(forVisitor.map((m) => m.id)).toContain(blockedByViewer.id)
    expect(profileOf(await getProfileView(viewer.viewer, site.id, owner.id)).related.map((m) => m.id)).toEqual(ids)
  })
})

describe('the profile page /members/{id}', () => {
  const load = async (id: string, cookie?: string) =>
    profilePage.loader({
      request: new Request(`${baseUrl}/members/${id}`, { headers: cookie ? { cookie } : {} }),
      params: { id },
      context: await pageContext(),
    } as never)
  const post = async (id: string, intent: string, cookie?: string) =>
    profilePage.action({
      request: new Request(`${baseUrl}/members/${id}`, {
        method: 'POST',
        body: new URLSearchParams({ intent }),
        headers: cookie ? { cookie } : {},
      }),
      params: { id },
      context: await pageContext(),
    } as never)
  const statusOf = async (promise: Promise<unknown>) => {
    try {
      await promise
      return 'ok'
    } catch (error) {
      if (error instanceof Response) return error.status
      throw error
    }
  }

  it('is a 404 for malformed and unknown ids, a 403 page for the blocked member, the profile for visitors', async () => {
    const owner = await member({ photo: true })
    expect(await statusOf(load('abc'))).toBe(404)
    expect(await statusOf(load('12abc'))).toBe(404)
    expect(await statusOf(load('99999999999'))).toBe(404)
    expect(await statusOf(load('2000000000'))).toBe(404)

    const visitorView = (await load(String(owner.id))) as { kind: string; viewer: string; loginHref: string }
    expect(visitorView).toMatchObject({
      kind: 'profile',
      viewer: 'visitor',
      loginHref: `/login?redirectTo=${encodeURIComponent(`/members/${owner.id}`)}`,
    })

    const blocked = await member({ gender: 'male' })
    await block(owner.id, blocked.id)
    const answer = (await load(String(owner.id), await cookieFor(blocked.id))) as { data: unknown; init: { status: number } }
    expect(answer.init.status).toBe(403)
    expect(answer.data).toMatchObject({ kind: 'blocked', name: owner.name })
  })

  it('likes, unlikes, blocks and unblocks by POST; a visitor is sent to the login page', async () => {
    const owner = await member()
    const fan = await member({ gender: 'male' })
    const cookie = await cookieFor(fan.id)
    const visitorPost = await post(String(owner.id), 'like').catch((e: unknown) => e)
    expect(visitorPost).toBeInstanceOf(Response)
    expect((visitorPost as Response).headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent(`/members/${owner.id}`)}`,
    )

    await prisma.like.create({ data: { fromUserId: owner.id, toUserId: fan.id } })
    const liked = (await post(String(owner.id), 'like', cookie)) as { data: unknown }
    expect(liked.data).toEqual({ ok: true, intent: 'like', match: true })
    expect(await likeStateBetween(fan.id, owner.id)).toBe('match')
    await post(String(owner.id), 'unlike', cookie)
    expect(await likeStateBetween(fan.id, owner.id)).toBe('received')

    await post(String(owner.id), 'block', cookie)
    expect(await blockBetween(fan.id, owner.id)).toEqual({ aBlockedB: true, bBlockedA: false })
    const view = (await load(String(owner.id), cookie)) as { profile: { blockedByViewer: boolean } }
    expect(view.profile.blockedByViewer).toBe(true)
    await post(String(owner.id), 'unblock', cookie)
    expect(await blockBetween(fan.id, owner.id)).toEqual({ aBlockedB: false, bBlockedA: false })

    const self = (await post(String(fan.id), 'like', cookie)) as { data: unknown; init: { status: number } }
    expect(self.init.status).toBe(400)
    expect(await statusOf(post('2000000000', 'block', cookie))).toBe(404)
  })
})

describe('GET /api/profile.php and /api/block.php', () => {
  const getProfile = (query: string, cookie?: string) =>
    profileApi.loader({
      request: new Request(`${baseUrl}/api/profile.php${query}`, { headers: cookie ? { cookie } : {} }),
      params: {},
      context: new RouterContextProvider(),
    } as never)
  const blockCall = (method: string, body?: unknown, cookie?: string) => {
    const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } }
    if (body !== undefined) init.body = JSON.stringify(body)
    const request = new Request(`${baseUrl}/api/block.php`, init)
    const args = { request, params: {}, context: new RouterContextProvider() } as never
    return method === 'GET' ? blockApi.loader(args) : blockApi.action(args)
  }

  it('answers the profile with translated labels, 400 for a bad id, 404 and a translated 403 blocked', async () => {
    const owner = await member({ photo: true })
    const reader = await member({ gender: 'male', language: 'nl' })
    const cookie = await cookieFor(reader.id)

    const ok = await getProfile(`?id=${owner.id}`, cookie)
    expect(ok.status).toBe(200)
    const body = (await ok.json()) as { profile: Record<string, unknown> & { details: { field: string; value_label: string }[] } }
    expect(body.profile).toMatchObject({
      id: owner.id,
      name: owner.name,
      photo_count: 1,
      hidden_photos: 0,
      like: 'none',
      country_name: 'Nederland',
      main_image: {
        filename: expect.stringMatching(/-full\.webp$/),
        thumb_filename: expect.stringMatching(/-thumb\.webp$/),
        match: expect.stringMatching(/-match\.webp$/),
      },
    })
    expect(body.profile.details.find((d) => d.field === 'hair_color')?.value_label).toBe('Blond')

    expect((await getProfile('?id=abc')).status).toBe(400)
    const missing = await getProfile('?id=2000000000', cookie)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found')

    await block(owner.id, reader.id)
    const refused = await getProfile(`?id=${owner.id}`, cookie)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      error: { code: 'blocked', message: `Je bent geblokkeerd door ${owner.name}. Je hebt geen toegang tot deze pagina.` },
    })
  })

  it('lists, blocks and unblocks for members only', async () => {
    const me = await member({ gender: 'male' })
    const other = await member({ photo: true })
    const cookie = await cookieFor(me.id)

    const anonymous = await blockCall('GET')
    expect(anonymous.status).toBe(403)
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe('authentication_required')
    expect((await blockCall('POST', { id: other.id })).status).toBe(403)

    const blocked = await blockCall('POST', { id: other.id }, cookie)
    expect(await blocked.json()).toEqual({ blocked: true, id: other.id, name: other.name })
    expect((await blockCall('POST', { id: other.id }, cookie)).status).toBe(200)
    const list = (await (await blockCall('GET', undefined, cookie)).json()) as { blocked: { id: number; main_image: unknown }[] }
    expect(list.blocked.map((b) => b.id)).toEqual([other.id])
    expect(list.blocked[0]!.main_image).toEqual({
      filename: expect.stringMatching(/\.webp$/),
      thumb_filename: expect.stringMatching(/thumb\.webp$/),
      match: expect.stringMatching(/match\.webp$/),
    })

    expect((await blockCall('POST', { id: me.id }, cookie)).status).toBe(400)
    expect((await blockCall('POST', { id: 2_000_000_000 }, cookie)).status).toBe(404)
    expect((await blockCall('POST', { id: 'x' }, cookie)).status).toBe(400)

    expect(await (await blockCall('DELETE', { id: other.id }, cookie)).json()).toEqual({ blocked: false, id: other.id })
    expect((await blockCall('DELETE', { id: other.id }, cookie)).status).toBe(200)
    expect(await (await blockCall('GET', undefined, cookie)).json()).toEqual({ blocked: [] })
    expect((await blockCall('PUT', { id: other.id }, cookie)).status).toBe(405)
  })
})
