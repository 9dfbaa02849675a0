// Sending under races (issue 31 item 7): two members who write each other their first messages at
// the same moment used to deadlock (P2034: each transaction held its sender's row and waited for
// the other's conversation row). Now both messages are stored in one conversation, whoever wins.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { addCredits } from '../../server/credits/ledger.ts'
import { sendMessage } from '../../server/chat/send-message.ts'
import { memberPair } from '../../server/chat/chat-rules.ts'

let n = 0
async function member(options: { paid?: boolean; credits?: number } = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `race.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      paidUser: options.paid ?? false,
      profile: {
        create: {
          siteId: site.id,
          name: `Racer${n}`,
          gender: 'female',
          birthDate: new Date('1990-06-15'),
          country: 'NL',
          status: 'active',
          searchable: true,
        },
      },
    },
  })
  if (options.credits)
    await prisma.$transaction((tx) => addCredits(tx, { userId: user.id, amount: options.credits!, reason: 'adjustment' }))
  return { id: user.id, siteId: site.id }
}

const write = (from: { id: number; siteId: number }, to: { id: number }, text: string) =>
  sendMessage({
    senderId: from.id,
    siteId: from.siteId,
    to: { memberId: to.id },
    content: { kind: 'text', text },
    clientKey: null,
  })

describe('first messages at the same moment', () => {
  it('stores both in one conversation, started by one of the two (5 pairs)', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await member()
      const b = await member()
      const [fromA, fromB] = await Promise.all([write(a, b, 'Hi B'), write(b, a, 'Hi A')])
      expect(fromA.conversationId).toBe(fromB.conversationId)
      expect([fromA.startedConversation, fromB.startedConversation].filter(Boolean)).toHaveLength(1)
      const [low, high] = memberPair(a.id, b.id)
      const conversations = await prisma.conversation.findMany({ where: { memberLowId: low, memberHighId: high } })
      expect(conversations).toHaveLength(1)
      expect(await prisma.message.count({ where: { conversationId: fromA.conversationId } })).toBe(2)
      const members = await prisma.conversationMember.findMany({ where: { conversationId: fromA.conversationId } })
      expect(members.map((m) => m.userId).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y))
      // The later sender has read the earlier message by answering it: one unread on one side.
      expect(members.map((m) => m.unreadCount).sort()).toEqual([0, 1])
    }
  })

  it('keeps the free conversation limit when the race ends on an existing conversation', async () => {
    const a = await member()
    const [b, c, d] = [await member(), await member(), await member()]
    await write(a, b, 'one')
    await write(a, c, 'two')
    // A's third would be refused, but D writes at the same moment: answering is not starting.
    const results = await Promise.allSettled([write(a, d, 'three'), write(d, a, 'hello')])
    expect(results[1].status).toBe('fulfilled')
    if (results[0].status === 'rejected') expect(results[0].reason).toMatchObject({ code: 'conversation_limit' })
    else expect(results[0].value.startedConversation).toBe(false)
    expect(await prisma.conversation.count({ where: { initiatorId: a.id } })).toBe(2)
  })

  it('charges each sender once when paid messages cross (many pairs at once)', async () => {
    const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
    const pairs = []
    for (let i = 0; i < 4; i++) pairs.push([await member({ paid: true, credits: 50 }), await member({ paid: true, credits: 50 })])
    // Past the free messages, so every message below costs credits.
    for (const [a, b] of pairs) {
      const other = await member()
      for (let i = 0; i < site.freeMessages; i++) {
        await write(a!, other, `free ${i}`)
        await write(b!, other, `free ${i}`)
      }
    }
    await Promise.all(pairs.flatMap(([a, b]) => [write(a!, b!, 'crossing'), write(b!, a!, 'crossing')]))
    for (const [a, b] of pairs)
      for (const m of [a!, b!])
        expect((await prisma.user.findUniqueOrThrow({ where: { id: m.id } })).credits).toBe(50 - site.messageCredits)
  })
})
