// The poll's reads in one statement each (issue 38, docs/performance.md "Eighth round"): the chat
// list (partner, thumbnail, last message with its gift or chat photo) and the user call's own
// profile with the top-bar counts must answer exactly what the per-part reads they replaced
// answered (Prisma's own reads are the oracle here), for every shape a row can take.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { loadOwnProfileAndCounts, loadOwnProfileData } from '../../server/accounts/own-profile.ts'
import { listConversations, listConversationsAndCounts } from '../../server/chat/read-messages.ts'
import { findMessageRows, toChatMember, toChatMessage } from '../../server/chat/chat-view.ts'
import { historyCutoff } from '../../server/chat/chat-rules.ts'
import { listOwnPhotos, ownMainImage } from '../../server/photos/photos.ts'
import { getActivityCounts } from '../../server/shell/shell-data.ts'
import { blockMember } from '../../server/members/blocking.ts'

let n = 0
const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })

async function member(options: { paid?: boolean; status?: 'active' | 'disabled' } = {}) {
  const { id: siteId } = await site()
  n++
  const user = await prisma.user.create({
    data: {
      siteId,
      email: `poll.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      paidUser: options.paid ?? false,
      profile: {
        create: {
          siteId,
          name: `Poller${n}`,
          gender: 'female',
          birthDate: new Date('1990-06-15'),
          country: 'NL',
          status: options.status ?? 'active',
          searchable: true,
        },
      },
    },
  })
  return { id: user.id, siteId, paidUser: options.paid ?? false }
}

async function photo(
  userId: number,
  data: {
    status: 'pending' | 'active' | 'rejected'
    isMain?: boolean
    visibility?: 'public' | 'private'
    sortOrder?: number
    createdAt?: Date
  },
) {
  const key = `${userId}-${Math.random().toString(36).slice(2)}`
  return prisma.photo.create({
    data: {
      userId,
      filename: `photos/${key}.webp`,
      thumbFilename: `photos/${key}-t.webp`,
      matchFilename: `photos/${key}-m.webp`,
      width: 800,
      height: 600,
      status: data.status,
      isMain: data.isMain ?? false,
      visibility: data.visibility ?? 'public',
      sortOrder: data.sortOrder ?? 0,
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
    },
  })
}

/** A conversation between two members with messages at the given times (oldest first). */
async function conversation(
  a: number,
  b: number,
  messages: { from: number; at: Date; gift?: number; chatPhoto?: boolean; gif?: string }[],
) {
  const { id: siteId } = await site()
  const last = messages.at(-1)?.at ?? new Date()
  const c = await prisma.conversation.create({
    data: {
      siteId,
      initiatorId: b,
      members: {
        create: [
          { userId: a, lastMessageAt: last, unreadCount: 2 },
          { userId: b, lastMessageAt: last },
        ],
      },
    },
  })
  for (const m of messages) {
    const chatPhoto = m.chatPhoto
      ? await prisma.chatPhoto.create({
          data: {
            uploaderId: m.from,
            filename: `chat/${c.id}-${m.at.getTime()}.webp`,
            thumbFilename: `chat/${c.id}-t.webp`,
            width: 640,
            height: 480,
          },
        })
      : null
    await prisma.message.create({
      data: {
        conversationId: c.id,
        senderId: m.from,
        type: m.gift ? 'gift' : chatPhoto ? 'photo' : m.gif ? 'gif' : 'text',
        body: m.gift || chatPhoto || m.gif ? null : `at ${m.at.toISOString()}`,
        giftId: m.gift ?? null,
        gifUrl: m.gif ?? null,
        chatPhotoId: chatPhoto?.id ?? null,
        credits: m.gift ? 5 : 0,
        createdAt: m.at,
      },
    })
  }
  return c.id
}

/** The chat list as the reads it replaced built it: the page's rows, then each partner and last message by id. */
async function expectedList(reader: { id: number; siteId: number; paidUser: boolean }, now: Date) {
  const { freeHistoryDays } = await prisma.site.findUniqueOrThrow({ where: { id: reader.siteId } })
  const cutoff = historyCutoff(reader.paidUser, freeHistoryDays, now)
  const listed = await listConversations(reader, now)
  return Promise.all(
    listed.map(async (entry) => {
      const partner = await prisma.profile.findUniqueOrThrow({
        where: { userId: entry.partner.id },
        select: {
          userId: true,
          name: true,
          fictional: true,
          user: {
            select: {
              photos: {
                where: { isMain: true, status: 'active', visibility: 'public' },
                take: 1,
                select: { thumbFilename: true },
              },
            },
          },
        },
      })
      const [last] = await findMessageRows({
        where: { conversationId: entry.conversationId, ...(cutoff ? { createdAt: { gte: cutoff } } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 1,
      })
      const member = await prisma.conversationMember.findUniqueOrThrow({
        where: { conversationId_userId: { conversationId: entry.conversationId, userId: reader.id } },
      })
      return {
        conversationId: entry.conversationId,
        partner: toChatMember(partner),
        lastMessage: last ? toChatMessage(last, reader.id) : null,
        unread: member.unreadCount,
        lastMessageAt: member.lastMessageAt.toISOString(),
      }
    }),
  )
}

describe('the chat list in one statement', () => {
  it('gives each partner, thumbnail and last message (text, gift, chat photo, GIF, none in the history) as the per-part reads did', async () => {
    const now = new Date()
    const days = (d: number) => new Date(now.getTime() - d * 86_400_000)
    const free = await member()
    const paid = await member({ paid: true })
    const gift = await prisma.gift.findFirstOrThrow({ where: { active: true } })
    const partners = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
      member(),
      member({ status: 'disabled' }),
    ])
    // Thumbnails: an active public main photo (shown), a private or pending one (not shown), none.
    await photo(partners[0]!.id, { status: 'active', isMain: true })
    await photo(partners[1]!.id, { status: 'pending', isMain: true })
    await photo(partners[2]!.id, { status: 'active', isMain: true, visibility: 'private' })
    for (const reader of [free, paid]) {
      await conversation(reader.id, partners[0]!.id, [
        { from: partners[0]!.id, at: days(3) },
        { from: reader.id, at: days(2), gift: gift.id },
      ])
      await conversation(reader.id, partners[1]!.id, [{ from: partners[1]!.id, at: days(1.5), chatPhoto: true }])
      await conversation(reader.id, partners[2]!.id, [
        { from: reader.id, at: days(1), gif: 'https://media.giphy.com/media/x/giphy.gif' },
      ])
      // Older than a free member's history: the free member's entry has no last message.
      await conversation(reader.id, partners[3]!.id, [{ from: partners[3]!.id, at: days(400) }])
      // Two messages at the same instant: the higher id is the last one.
      const same = days(0.5)
      await conversation(reader.id, partners[4]!.id, [
        { from: partners[4]!.id, at: same },
        { from: reader.id, at: same },
      ])
      // No message at all yet.
      await conversation(reader.id, partners[5]!.id, [])
      // A hidden partner and a blocked one are not listed.
      await conversation(reader.id, partners[6]!.id, [{ from: partners[6]!.id, at: days(0.2) }])
    }
    await blockMember(paid.id, partners[5]!.id, paid.siteId)

    for (const reader of [free, paid]) {
      const listed = await listConversations(reader, now)
      expect(listed).toEqual(await expectedList(reader, now))
      expect(await listConversationsAndCounts(reader, now)).toEqual({ chats: listed, counts: await getActivityCounts(reader.id) })
      expect(listed.map((e) => e.partner.id)).not.toContain(partners[6]!.id)
    }
    const freeList = await listConversations(free, now)
    expect(freeList).toHaveLength(6)
    expect(freeList.find((e) => e.partner.id === partners[3]!.id)?.lastMessage).toBeNull()
    expect(freeList.find((e) => e.partner.id === partners[0]!.id)?.lastMessage).toMatchObject({
      type: 'gift',
      gift: { id: gift.id, slug: gift.slug, icon: gift.icon, credits: gift.credits },
      credits: 5,
      own: true,
    })
    expect(freeList.find((e) => e.partner.id === partners[1]!.id)?.lastMessage).toMatchObject({
      type: 'photo',
      photoSize: { width: 640, height: 480 },
      credits: 0,
    })
    expect(freeList.find((e) => e.partner.id === partners[0]!.id)?.partner.photo).toMatch(/^\/uploads\//)
    expect(freeList.find((e) => e.partner.id === partners[1]!.id)?.partner.photo).toBeNull()
    const paidList = await listConversations(paid, now)
    expect(paidList.map((e) => e.partner.id)).not.toContain(partners[5]!.id)
    expect(paidList.find((e) => e.partner.id === partners[3]!.id)?.lastMessage).not.toBeNull()
  })
})

describe("the user call's own profile and counts in one statement", () => {
  it('gives the photos in their order, the main image, region, interests and counts as the per-part reads did', async () => {
    const me = await member()
    const region = await prisma.region.findFirstOrThrow()
    const interests = await prisma.interest.findMany({ take: 3, orderBy: { id: 'desc' } })
    await prisma.profile.update({
      where: { userId: me.id },
      data: { regionId: region.id, interests: { create: interests.map((i) => ({ interestId: i.id })) } },
    })
    // Photos in every state, ties on sortOrder, and times with and without milliseconds.
    await photo(me.id, { status: 'pending', sortOrder: 2, createdAt: new Date('2026-01-02T03:04:05.000Z') })
    await photo(me.id, { status: 'rejected', sortOrder: 1, createdAt: new Date('2026-01-02T03:04:05.120Z') })
    await photo(me.id, { status: 'active', sortOrder: 1, visibility: 'private' })
    await photo(me.id, { status: 'active', isMain: true, sortOrder: 3 })
    const liker = await member()
    await prisma.like.create({ data: { fromUserId: liker.id, toUserId: me.id, isNew: true } })
    await conversation(me.id, liker.id, [{ from: liker.id, at: new Date() }])

    const own = await loadOwnProfileData(me.id)
    expect(own).toEqual({
      photos: await listOwnPhotos(me.id),
      mainImage: await ownMainImage(me.id),
      region: { id: region.id, code: region.code, name: region.name },
      interests: [...interests].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((i) => i.slug),
    })
    expect(own.photos.map((p) => p.createdAt)).toContain('2026-01-02T03:04:05.000Z')
    expect(own.photos.map((p) => p.createdAt)).toContain('2026-01-02T03:04:05.120Z')
    expect(own.photos[0]?.isMain).toBe(true)
    expect(await loadOwnProfileAndCounts(me.id)).toEqual({ own, counts: await getActivityCounts(me.id) })
    expect((await loadOwnProfileAndCounts(me.id)).counts).toEqual({ unreadMessages: 2, newLikes: 1 })
    expect((await listConversationsAndCounts(me, new Date())).counts).toEqual({ unreadMessages: 2, newLikes: 1 })

    // A member with nothing: no photos, region or interests, zero counts.
    const bare = await member()
    expect(await loadOwnProfileAndCounts(bare.id)).toEqual({
      own: { photos: [], mainImage: null, region: null, interests: [] },
      counts: { unreadMessages: 0, newLikes: 0 },
    })
    expect(await listConversationsAndCounts(bare, new Date())).toEqual({ chats: [], counts: { unreadMessages: 0, newLikes: 0 } })
    // Counts without any conversation to list: the one row still carries them.
    await prisma.like.create({ data: { fromUserId: liker.id, toUserId: bare.id, isNew: true } })
    expect(await listConversationsAndCounts(bare, new Date())).toEqual({ chats: [], counts: { unreadMessages: 0, newLikes: 1 } })
  })
})
