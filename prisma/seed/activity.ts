// Demo activity for the two demo logins, so a newcomer's first look at Likes and Messages shows a
// living account: members who like them (two of them new), a match, likes they sent, and three
// conversations other members started (two with unread messages, one with a gift), written by
// members of their own country in its language (the seeded icebreakers). The demo members send
// nothing themselves, so the free demo member still has all free messages and both conversations
// to start. Seeded gifts were not paid for (credits 0: no ledger row stands behind them).
// Rows are written directly, like the rest of the seed: no e-mail or push is queued.
// Safe to run twice: a demo member who already has likes or conversations is left alone.
import type { Gender, PrismaClient } from '../../server/generated/prisma/client.ts'
import { icebreakers } from './data/icebreakers.ts'
import { DEMO_EMAIL_DOMAIN } from './members.ts'

type Language = keyof typeof icebreakers

export interface DemoAccount {
  email: string
  gender: Gender
  country: string
}

const HOUR = 3_600_000
/** The demo logins never meet each other in the demo activity. */
const DEMO_LOGINS = ['demo', 'premium']
/** The language members of a country write in; others fall back to English. */
const LANGUAGE_BY_COUNTRY: Record<string, Language> = {
  NL: 'nl',
  DE: 'de',
  DK: 'da',
  ES: 'es',
  FI: 'fi',
  FR: 'fr',
  IT: 'it',
  NO: 'nb',
  PL: 'pl',
  SE: 'sv',
}

/** Members the demo account may meet: shown, of the other gender, its own country first. */
async function partnersOf(prisma: PrismaClient, siteId: number, userId: number, account: DemoAccount, count: number) {
  const base = {
    siteId,
    searchable: true,
    fictional: false,
    userId: { not: userId },
    gender: account.gender === 'male' ? ('female' as const) : ('male' as const),
    user: { email: { notIn: DEMO_LOGINS.map((name) => `${name}@${DEMO_EMAIL_DOMAIN}`) }, status: 'active' as const },
  }
  const local = await prisma.profile.findMany({
    where: { ...base, country: account.country },
    orderBy: { userId: 'asc' },
    take: count,
    select: { userId: true },
  })
  if (local.length >= count) return local.map((p) => p.userId)
  const more = await prisma.profile.findMany({
    where: { ...base, userId: { notIn: [userId, ...local.map((p) => p.userId)] } },
    orderBy: { userId: 'asc' },
    take: count - local.length,
    select: { userId: true },
  })
  return [...local, ...more].map((p) => p.userId)
}

export async function seedDemoActivity(prisma: PrismaClient, siteId: number, account: DemoAccount, now = Date.now()) {
  const user = await prisma.user.findFirst({ where: { siteId, email: account.email }, select: { id: true } })
  if (!user) return false
  const busy =
    (await prisma.like.count({ where: { OR: [{ toUserId: user.id }, { fromUserId: user.id }] } })) +
    (await prisma.conversationMember.count({ where: { userId: user.id } }))
  if (busy > 0) return false
  const p = await partnersOf(prisma, siteId, user.id, account, 7)
  if (p.length < 7) return false
  const lines = icebreakers[LANGUAGE_BY_COUNTRY[account.country] ?? 'en']
  const gift = await prisma.gift.findFirst({ where: { active: true }, orderBy: { sortOrder: 'asc' } })
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR)

  await prisma.$transaction(async (tx) => {
    // Received: p0 and p1 are new (the badge), p2-p4 were seen; p0 is also a match.
    await tx.like.createMany({
      data: [
        { fromUserId: p[0]!, toUserId: user.id, isNew: true, createdAt: at(3) },
        { fromUserId: p[1]!, toUserId: user.id, isNew: true, createdAt: at(20) },
        { fromUserId: p[2]!, toUserId: user.id, isNew: false, createdAt: at(30) },
        { fromUserId: p[3]!, toUserId: user.id, isNew: false, createdAt: at(50) },
        { fromUserId: p[4]!, toUserId: user.id, isNew: false, createdAt: at(75) },
        { fromUserId: user.id, toUserId: p[0]!, isNew: false, createdAt: at(2) },
        { fromUserId: user.id, toUserId: p[5]!, isNew: true, createdAt: at(26) },
        { fromUserId: user.id, toUserId: p[6]!, isNew: true, createdAt: at(60) },
      ],
    })
    const conversations: { partner: number; unread: boolean; messages: { hoursAgo: number; text?: string; gift?: boolean }[] }[] =
      [
        {
          partner: p[0]!,
          unread: true,
          messages: [
            { hoursAgo: 1.5, text: lines[0] },
            { hoursAgo: 1, text: lines[6] },
          ],
        },
        { partner: p[1]!, unread: false, messages: [{ hoursAgo: 19, text: lines[1] }] },
        ...(gift
          ? [
              {
                partner: p[2]!,
                unread: true,
                messages: [
                  { hoursAgo: 28, gift: true },
                  { hoursAgo: 27.5, text: lines[2] },
                ],
              },
            ]
          : []),
      ]
    for (const c of conversations) {
      const last = at(c.messages.at(-1)!.hoursAgo)
      const conversation = await tx.conversation.create({
        data: {
          siteId,
          initiatorId: c.partner,
          createdAt: at(c.messages[0]!.hoursAgo),
          lastMessageAt: last,
          memberLowId: Math.min(c.partner, user.id),
          memberHighId: Math.max(c.partner, user.id),
        },
      })
      await tx.conversationMember.createMany({
        data: [
          { conversationId: conversation.id, userId: c.partner, lastReadAt: last, lastMessageAt: last },
          {
            conversationId: conversation.id,
            userId: user.id,
            lastMessageAt: last,
            unreadCount: c.unread ? c.messages.length : 0,
            lastReadAt: c.unread ? null : last,
          },
        ],
      })
      await tx.message.createMany({
        data: c.messages.map((m) =>
          m.gift && gift
            ? {
                conversationId: conversation.id,
                senderId: c.partner,
                type: 'gift' as const,
                giftId: gift.id,
                credits: 0,
                createdAt: at(m.hoursAgo),
              }
            : {
                conversationId: conversation.id,
                senderId: c.partner,
                type: 'text' as const,
                body: m.text ?? lines[3]!,
                createdAt: at(m.hoursAgo),
              },
        ),
      })
    }
  })
  return true
}
