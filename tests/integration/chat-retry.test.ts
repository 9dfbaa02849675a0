// A send retried with the same client_key (issue 39, found by the cluster drill): the process that
// stored the message may have died before announcing it, so a retry soon after announces it again
// (the recipient's open pages hear of it), while the message stays stored and charged once.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { sendMessage } from '../../server/chat/send-message.ts'
import { subscribeToMember, memberEventsReady } from '../../server/realtime/member-events.ts'
import type { MemberEvent } from '../../shared/realtime/member-events.ts'

async function member(label: string) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `retry.${label}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      paidUser: true,
      profile: {
        create: { siteId: site.id, name: `Retry ${label}`, gender: 'female', birthDate: new Date('1990-06-15'), country: 'NL' },
      },
    },
  })
  return { id: user.id, siteId: site.id }
}

describe('a retried send', () => {
  it('announces its message again to the recipient, stored and charged once', async () => {
    const [a, b] = [await member('a'), await member('b')]
    const heard: MemberEvent[] = []
    const stop = subscribeToMember(b.id, (event) => heard.push(event))
    await memberEventsReady()
    try {
      const send = () =>
        sendMessage({
          senderId: a.id,
          siteId: a.siteId,
          to: { memberId: b.id },
          content: { kind: 'text', text: 'Hello?' },
          clientKey: 'retry-1',
        })
      const first = await send()
      const again = await send()
      expect(again).toMatchObject({ created: false, message: { id: first.message.id } })
      await expect
        .poll(() => heard.filter((e) => e.type === 'message').map((e) => (e.type === 'message' ? e.messageId : 0)))
        .toEqual([first.message.id, first.message.id])
      expect(await prisma.message.count({ where: { senderId: a.id } })).toBe(1)
      expect(await prisma.creditTransaction.count({ where: { messageId: first.message.id } })).toBeLessThanOrEqual(1)
    } finally {
      stop()
    }
  })
})
