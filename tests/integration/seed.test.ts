// The seed is safe to run twice and makes members that fit the SPEC's rules.
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { prisma } from '../../server/db.ts'
import { ageOn } from '../../server/members/age.ts'
import { seedDatabase } from '../../prisma/seed/seed.ts'

describe('seed', () => {
  it('adds nothing when run again and only the missing members when asked for more', async () => {
    const before = {
      users: await prisma.user.count(),
      photos: await prisma.photo.count(),
      regions: await prisma.region.count(),
      packages: await prisma.creditPackage.count(),
      likes: await prisma.like.count(),
      messages: await prisma.message.count(),
    }
    const again = await seedDatabase(prisma, { members: 60, uploadDir: inject('testUploadDir') })
    expect(again.created).toBe(0)
    expect({
      users: await prisma.user.count(),
      photos: await prisma.photo.count(),
      regions: await prisma.region.count(),
      packages: await prisma.creditPackage.count(),
      likes: await prisma.like.count(),
      messages: await prisma.message.count(),
    }).toEqual(before)
    const more = await seedDatabase(prisma, { members: 65, uploadDir: inject('testUploadDir') })
    expect(more.created).toBe(5)
    expect(await prisma.user.count()).toBe(before.users + 5)
  })

  it('makes adult members with photos, interests, country-fitting cities and a balanced ledger', async () => {
    const now = new Date()
    const profiles = await prisma.profile.findMany({
      include: { region: true, interests: true, user: { include: { photos: true, creditTransactions: true } } },
    })
    expect(profiles.length).toBeGreaterThanOrEqual(60)
    for (const p of profiles) {
      const age = ageOn(p.birthDate, now)
      expect(age).toBeGreaterThanOrEqual(18)
      expect(age).toBeLessThanOrEqual(75)
      expect(p.region?.countryCode ?? p.country).toBe(p.country)
      expect(p.interests.length).toBeGreaterThanOrEqual(3)
      expect(p.user.photos.length).toBeLessThanOrEqual(6)
      expect(p.user.photos.filter((ph) => ph.isMain).length).toBeLessThanOrEqual(1)
      const ledger = p.user.creditTransactions.reduce((sum, t) => sum + t.delta, 0)
      expect(ledger).toBe(p.user.credits)
    }
    expect(profiles.some((p) => p.fictional)).toBe(true)
    expect(new Set(profiles.map((p) => p.gender))).toEqual(new Set(['male', 'female']))
  })

  it('prices p0-p3 in the eight currencies with p2 popular', async () => {
    const packages = await prisma.creditPackage.findMany()
    expect(new Set(packages.map((p) => p.currency))).toEqual(new Set(['EUR', 'CHF', 'GBP', 'PLN', 'DKK', 'SEK', 'NOK', 'USD']))
    expect(packages.filter((p) => p.popular).every((p) => p.tier === 'p2')).toBe(true)
    const nl = packages.filter((p) => p.country === 'NL').sort((a, b) => a.tier.localeCompare(b.tier))
    expect(nl.map((p) => p.tier)).toEqual(['p0', 'p1', 'p2', 'p3'])
    expect(nl.every((p) => Number.isInteger(p.amount) && p.amount > 0)).toBe(true)
  })

  it('has a ready demo member who can log in', async () => {
    const demo = await prisma.user.findFirstOrThrow({ where: { email: 'demo@amora.example' }, include: { profile: true } })
    expect(demo.status).toBe('active')
    expect(demo.profile?.searchable).toBe(true)
    const bcrypt = await import('bcrypt')
    expect(await bcrypt.compare('amora-demo', demo.passwordHash)).toBe(true)
  })

  it('gives both demo logins likes, a match and conversations in their language, without using up their own allowance', async () => {
    for (const [email, language] of [
      ['demo@amora.example', 'nl'],
      ['premium@amora.example', 'de'],
    ] as const) {
      const me = await prisma.user.findFirstOrThrow({ where: { email } })
      const received = await prisma.like.findMany({ where: { toUserId: me.id } })
      const sent = await prisma.like.findMany({ where: { fromUserId: me.id } })
      expect(received).toHaveLength(5)
      expect(received.filter((l) => l.isNew)).toHaveLength(2)
      const matches = sent.filter((s) => received.some((r) => r.fromUserId === s.toUserId))
      expect(matches).toHaveLength(1)
      const sides = await prisma.conversationMember.findMany({
        where: { userId: me.id },
        include: { conversation: { include: { messages: true } } },
      })
      expect(sides).toHaveLength(3)
      expect(sides.filter((s) => s.unreadCount > 0)).toHaveLength(2)
      for (const side of sides) {
        expect(side.conversation.initiatorId).not.toBe(me.id)
        expect(side.conversation.messages.every((m) => m.senderId !== me.id)).toBe(true)
        // Unread counts match the messages after the member's last read.
        const unread = side.conversation.messages.filter((m) => !side.lastReadAt || m.createdAt > side.lastReadAt)
        expect(side.unreadCount).toBe(unread.length)
      }
      const texts = sides.flatMap((s) => s.conversation.messages.flatMap((m) => (m.body ? [m.body] : [])))
      const lines = await prisma.icebreaker.findMany({ where: { language }, select: { text: true } })
      expect(texts.length).toBeGreaterThan(0)
      expect(texts.every((t) => lines.some((l) => l.text === t))).toBe(true)
    }
  })
})
