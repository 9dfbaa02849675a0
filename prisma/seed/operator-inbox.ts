// The operator inbox's demo (docs/operators.md): persona notes for the site's fictional profiles,
// and a few members who wrote to one of them and wait for an answer (oldest a few hours ago), each
// in their own language (the seeded icebreakers). The demo operator
// (server/staff/demo-staff.ts) finds them at /staff/inbox. Rows are written directly, like the rest
// of the seed: no e-mail or push is queued. Safe to run twice: a site whose fictional profiles
// have persona notes already is left alone.
import type { PrismaClient } from '../../server/generated/prisma/client.ts'
import { icebreakers } from './data/icebreakers.ts'
import { DEMO_EMAIL_DOMAIN } from './members.ts'

type Language = keyof typeof icebreakers

const HOUR = 3_600_000
const PERSONAS = 6
/** How long ago each waiting member wrote (hours): the inbox shows the oldest first. */
const WAITS = [5, 1.5, 0.5, 0.1]

const TRAITS = [
  'Warm and curious, asks a question back in every message; short sentences, the odd smiley.',
  'Dry humour, teases a little, never rude; writes in lower case and loves wordplay.',
  'Calm and attentive, remembers details the member told and comes back to them.',
  'Cheerful and direct, talks about the week, work in a bakery and weekend plans.',
  'Romantic and a bit shy at first, warms up slowly; likes music and long walks.',
  'Adventurous, just back from a trip, full of stories; uses exclamation marks sparingly.',
]
const LOVES = ['sailing', 'cooking Italian food', 'old films', 'running by the sea', 'gardening', 'live music']

const languageOf = (language: string): Language => (language in icebreakers ? (language as Language) : 'en')

export async function seedOperatorInbox(prisma: PrismaClient, siteId: number, now = Date.now()): Promise<boolean> {
  const fictional = await prisma.profile.findMany({
    where: { siteId, fictional: true, status: 'active' },
    orderBy: { userId: 'asc' },
    take: PERSONAS,
    select: { userId: true, name: true, city: true, birthDate: true, gender: true },
  })
  if (!fictional.length) return false
  if (await prisma.personaNote.count({ where: { profileId: { in: fictional.map((f) => f.userId) } } })) return false
  const members = await prisma.profile.findMany({
    where: {
      siteId,
      fictional: false,
      searchable: true,
      user: { status: 'active', email: { notIn: ['demo', 'premium'].map((n) => `${n}@${DEMO_EMAIL_DOMAIN}`) } },
    },
    orderBy: { userId: 'desc' },
    take: WAITS.length * 3,
    select: { userId: true, gender: true, user: { select: { language: true } } },
  })
  const age = (birth: Date) => Math.floor((now - birth.getTime()) / (365.25 * 24 * HOUR))

  await prisma.$transaction(async (tx) => {
    await tx.personaNote.createMany({
      data: fictional.map((f, i) => ({
        profileId: f.userId,
        text: `${f.name}, ${age(f.birthDate)}${f.city ? `, lives in ${f.city}` : ''}. ${TRAITS[i % TRAITS.length]} Loves ${LOVES[i % LOVES.length]}. Never promises a meeting, never shares contact details.`,
      })),
    })
    let made = 0
    for (const member of members) {
      if (made >= WAITS.length) break
      // A member writes to a fictional profile of the other gender.
      const profile = fictional.find((f) => f.gender !== member.gender) ?? fictional[made % fictional.length]!
      const [low, high] = [Math.min(member.userId, profile.userId), Math.max(member.userId, profile.userId)]
      if (await tx.conversation.findUnique({ where: { memberLowId_memberHighId: { memberLowId: low, memberHighId: high } } }))
        continue
      const language = languageOf(member.user.language)
      const lines = icebreakers[language]
      const first = new Date(now - WAITS[made]! * HOUR)
      const second = new Date(first.getTime() + 60_000)
      const conversation = await tx.conversation.create({
        data: {
          siteId,
          initiatorId: member.userId,
          createdAt: first,
          lastMessageAt: second,
          memberLowId: low,
          memberHighId: high,
        },
      })
      await tx.conversationMember.createMany({
        data: [
          { conversationId: conversation.id, userId: member.userId, lastReadAt: second, lastMessageAt: second },
          { conversationId: conversation.id, userId: profile.userId, unreadCount: 2, lastMessageAt: second },
        ],
      })
      await tx.message.createMany({
        data: [
          { conversationId: conversation.id, senderId: member.userId, body: lines[made % lines.length]!, createdAt: first },
          {
            conversationId: conversation.id,
            senderId: member.userId,
            body: lines[(made + 4) % lines.length]!,
            createdAt: second,
          },
        ],
      })
      await tx.inboxItem.create({
        data: {
          conversationId: conversation.id,
          siteId,
          profileId: profile.userId,
          memberId: member.userId,
          language: member.user.language,
          waitingSince: first,
          lastMessageAt: second,
        },
      })
      made++
    }
  })
  return true
}
