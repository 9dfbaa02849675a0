// The operator inbox's list and claims as made fast for issue 38 item 5 (docs/performance.md
// "Operator inbox (issue 38 item 5)"), against the real database: the per-language counts kept by
// InboxItem's triggers equal a fresh count after every step of a random walk of waits, further
// messages, language changes, claims, answers, releases, hand-overs, deletions and a rolled-back
// transaction; the list equals the answer of the statement it replaced (kept below as the
// oracle); a claim writes its audit row in its own statement, and many operators claiming many
// conversations at once never hold one twice.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { Prisma } from '../../server/generated/prisma/client.ts'
import { principalOf } from '../../server/staff/sessions.ts'
import { consoleActor, type StaffActor } from '../../server/staff/permissions.ts'
import { sendMessage } from '../../server/chat/send-message.ts'
import { claimConversation, handOverClaim, LEASE_MS, releaseClaim } from '../../server/inbox/claims.ts'
import { countWaiting, listWaiting, type WaitingList } from '../../server/inbox/inbox.ts'
import { answerAsProfile } from '../../server/inbox/answer.ts'
import { forgetSharedPages, REUSE_MS } from '../../server/inbox/listed-pages.ts'
import { InboxError } from '../../server/inbox/inbox-error.ts'

let n = 0
const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })

/** A repeatable random walk. */
function randomFrom(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
}

async function person(options: { fictional?: boolean; language?: string; paid?: boolean } = {}) {
  const s = await site()
  n++
  const user = await prisma.user.create({
    data: {
      siteId: s.id,
      email: `inbox-list.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      language: options.language ?? 'en',
      paidUser: options.paid ?? false,
      credits: 100_000,
      profile: {
        create: {
          siteId: s.id,
          name: options.fictional ? `Persona${n}` : `Member${n}`,
          gender: options.fictional ? 'female' : 'male',
          birthDate: new Date('1990-05-06'),
          country: 'NL',
          status: 'active',
          searchable: true,
          fictional: options.fictional ?? false,
        },
      },
    },
  })
  return { id: user.id, siteId: s.id }
}

type Person = Awaited<ReturnType<typeof person>>

async function operator(): Promise<StaffActor & { via: 'console' }> {
  n++
  const staff = await prisma.staff.create({
    data: { email: `op-list.${process.pid}.${n}@staff.test`, name: `List operator ${n}`, roles: ['operator'], allSites: true },
  })
  return consoleActor(principalOf(staff), '192.0.2.1') as StaffActor & { via: 'console' }
}

const write = (senderId: number, siteId: number, to: number, text = 'Hello, are you there?') =>
  sendMessage({ senderId, siteId, to: { memberId: to }, content: { kind: 'text', text }, clientKey: null })

/** The counts per language as a plain count of the waiting conversations. */
async function freshCounts(siteId: number) {
  const rows = await prisma.$queryRaw<{ language: string; count: number }[]>`
    SELECT language, count(*)::int AS count FROM "InboxItem" WHERE "siteId" = ${siteId} GROUP BY language ORDER BY language`
  return rows
}

async function expectCountsFresh(siteId: number, op: StaffActor) {
  const fresh = await freshCounts(siteId)
  const kept = await prisma.inboxWaitingCount.findMany({
    where: { siteId, count: { not: 0 } },
    orderBy: { language: 'asc' },
    select: { language: true, count: true },
  })
  expect(kept).toEqual(fresh)
  // Some steps change the inbox without an event (a deleted conversation): not the shared page's test.
  forgetSharedPages()
  const list = await listWaiting(op, siteId)
  expect(list.languages).toEqual(fresh)
  const total = fresh.reduce((sum, c) => sum + c.count, 0)
  expect(list.total).toBe(total)
  expect(await countWaiting(siteId)).toBe(total)
}

/** The list statement before issue 38 item 5, verbatim: the oracle. */
async function oldList(siteId: number, me: number, options: { language?: string | null; now: Date; limit: number }) {
  const { now, limit } = options
  const language = options.language || null
  const byLanguage = language ? Prisma.sql`AND i.language = ${language}` : Prisma.empty
  const result = await prisma.$queryRaw<
    {
      conversationId: number | null
      waitingSince: Date | null
      language: string | null
      memberId: number
      memberName: string
      paid: boolean
      profileId: number
      profileName: string
      claimStaffId: number | null
      claimName: string | null
      claimExpiresAt: Date | null
      languages: { language: string; count: number }[]
    }[]
  >`
    WITH counts AS (
      SELECT coalesce(json_agg(json_build_object('language', language, 'count', n) ORDER BY language), '[]'::json) AS languages
        FROM (SELECT language, count(*)::int AS n FROM "InboxItem" WHERE "siteId" = ${siteId} GROUP BY language) l
    ), page AS (
      SELECT i."conversationId", i."waitingSince", i.language, i."memberId", mp.name AS "memberName",
             mu."paidUser" AS paid, i."profileId", fp.name AS "profileName",
             c."staffId" AS "claimStaffId", s.name AS "claimName", c."expiresAt" AS "claimExpiresAt"
        FROM (SELECT * FROM "InboxItem" i WHERE i."siteId" = ${siteId} ${byLanguage}
               ORDER BY i."waitingSince", i."conversationId" LIMIT ${limit}) i
        JOIN "Profile" mp ON mp."userId" = i."memberId"
        JOIN "User" mu ON mu.id = i."memberId"
        JOIN "Profile" fp ON fp."userId" = i."profileId"
        LEFT JOIN "InboxClaim" c ON c."conversationId" = i."conversationId" AND c."expiresAt" > ${now}
        LEFT JOIN "Staff" s ON s.id = c."staffId"
    )
    SELECT page.*, counts.languages FROM counts LEFT JOIN page ON true
     ORDER BY page."waitingSince", page."conversationId"`
  const counts = result[0]?.languages ?? []
  const rows = result.flatMap((r) => (r.conversationId != null && r.waitingSince && r.language ? [r] : []))
  return {
    rows: rows.map((r) => ({
      conversationId: r.conversationId!,
      waitingSince: r.waitingSince!,
      waitedSeconds: Math.max(0, Math.floor((now.getTime() - r.waitingSince!.getTime()) / 1000)),
      language: r.language!,
      memberId: r.memberId,
      memberName: r.memberName,
      paid: r.paid,
      profileId: r.profileId,
      profileName: r.profileName,
      claim:
        r.claimStaffId != null && r.claimExpiresAt
          ? { staffId: r.claimStaffId, name: r.claimName ?? '', mine: r.claimStaffId === me, expiresAt: r.claimExpiresAt }
          : null,
    })),
    total: counts.reduce((sum, c) => sum + c.count, 0),
    languages: counts,
  } satisfies WaitingList
}

describe('the kept counts per language', () => {
  it('equal a fresh count after every step of a random walk of waits, answers, claims, releases and deletions', async () => {
    const s = await site()
    const languages = ['de', 'nl', 'fi', 'en']
    const members: Person[] = []
    // Paid: a free member may start only a few conversations.
    for (let i = 0; i < 8; i++) members.push(await person({ language: languages[i % languages.length], paid: true }))
    const profiles: Person[] = []
    for (let i = 0; i < 4; i++) profiles.push(await person({ fictional: true }))
    const ops = [await operator(), await operator(), await operator()]
    const random = randomFrom(38)
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
    const waiting = async () =>
      prisma.inboxItem.findMany({
        where: { memberId: { in: members.map((m) => m.id) } },
        select: { conversationId: true },
        orderBy: { conversationId: 'asc' },
      })
    await expectCountsFresh(s.id, ops[0]!)
    const done = new Set<number>()
    for (let step = 0; step < 70; step++) {
      const action = Math.floor(random() * 8)
      const open = await waiting()
      if (action <= 2 || action >= 6 || open.length) done.add(action)
      if (action <= 1) {
        // A member writes (a new wait, or a further message of one).
        await write(pick(members).id, s.id, pick(profiles).id)
      } else if (action === 2) {
        // A member changes language and writes again: the wait moves to the new language.
        const member = pick(members)
        await prisma.user.update({ where: { id: member.id }, data: { language: pick(['da', 'sv', 'de', 'nl']) } })
        await write(member.id, s.id, pick(profiles).id, 'Hej igen')
      } else if (action === 3 && open.length) {
        // Answered: the wait ends (claim, answer through sendMessage).
        const { conversationId } = pick(open)
        const op = pick(ops)
        const claimed = await claimConversation(op, conversationId).then(
          () => true,
          (error: unknown) => (error instanceof InboxError && error.code === 'claimed' ? false : Promise.reject(error)),
        )
        if (claimed) await answerAsProfile(op, { conversationId, answer: { kind: 'text', text: 'Hi! Nice to hear from you.' } })
      } else if (action === 4 && open.length) {
        // Claimed, and released or handed on: the counts stay.
        const { conversationId } = pick(open)
        const [a, b] = [ops[0]!, ops[1]!]
        await claimConversation(a, conversationId).catch(() => undefined)
        if (random() < 0.5) await releaseClaim(a, conversationId).catch(() => undefined)
        else await handOverClaim(a, conversationId, b.staff.id).catch(() => undefined)
      } else if (action === 5 && open.length) {
        // A conversation deleted (a member's account removed): the cascade ends the wait.
        await prisma.conversation.delete({ where: { id: pick(open).conversationId } })
      } else if (action === 6) {
        // Several members write at once: no count is lost.
        await Promise.all(members.slice(0, 4).map((m, i) => write(m.id, s.id, profiles[(step + i) % profiles.length]!.id)))
      } else {
        // A transaction that starts a wait and rolls back counts nothing.
        const member = pick(members)
        const conversation = await prisma.conversation.create({
          data: { siteId: s.id, initiatorId: member.id },
          select: { id: true },
        })
        await expect(
          prisma.$transaction(async (tx) => {
            await tx.inboxItem.create({
              data: {
                conversationId: conversation.id,
                siteId: s.id,
                profileId: pick(profiles).id,
                memberId: member.id,
                language: 'it',
                waitingSince: new Date(),
                lastMessageAt: new Date(),
              },
            })
            throw new Error('rolled back')
          }),
        ).rejects.toThrow('rolled back')
        await prisma.conversation.delete({ where: { id: conversation.id } })
      }
      await expectCountsFresh(s.id, ops[0]!)
    }
    // The walk took every kind of step.
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    // A member account deleted with waits of its own.
    const gone = (await prisma.inboxItem.findFirst({ where: { memberId: { in: members.map((m) => m.id) } } }))?.memberId
    if (gone) {
      await prisma.user.delete({ where: { id: gone } })
      await expectCountsFresh(s.id, ops[0]!)
    }
  })
})

describe('the list', () => {
  it('equals the answer of the statement it replaced: rows, order, claims (live, ended, mine), counts, per language', async () => {
    const s = await site()
    const random = randomFrom(5)
    const languages = ['de', 'nl', 'fi']
    const profiles = [await person({ fictional: true }), await person({ fictional: true })]
    const created: number[] = []
    for (let i = 0; i < 30; i++) {
      const member = await person({ language: languages[i % 3], paid: random() < 0.4 })
      const sent = await write(member.id, s.id, profiles[i % 2]!.id)
      created.push(sent.conversationId)
    }
    // Waits that started in the same millisecond: the order falls back to the conversation id.
    const base = new Date(Date.now() - 3_600_000)
    for (const [i, conversationId] of created.entries())
      await prisma.inboxItem.update({
        where: { conversationId },
        data: { waitingSince: new Date(base.getTime() + Math.floor(random() * 6) * 60_000 + (i % 2)) },
      })
    const ops = [await operator(), await operator()]
    const now = new Date()
    for (const conversationId of created) {
      const r = random()
      const op = ops[r < 0.5 ? 0 : 1]!
      // Some claims live, some ended (claimed long ago), the rest unclaimed.
      if (r < 0.3) await claimConversation(op, conversationId, now)
      else if (r < 0.5) await claimConversation(op, conversationId, new Date(now.getTime() - 2 * LEASE_MS))
    }
    const me = ops[0]!
    // The waits were moved behind the services' back (no event).
    forgetSharedPages()
    for (const language of [null, 'de', 'nl', 'fi', 'xx'])
      for (const limit of [1, 7, 50, 200]) {
        const fast = await listWaiting(me, s.id, { language, now, limit })
        const old = await oldList(s.id, me.staff.id, { language, now, limit })
        expect(fast).toEqual(old)
      }
    // The claims show as the old statement showed them, the operator's own marked.
    const all = await listWaiting(me, s.id, { now, limit: 200 })
    expect(all.rows.some((r) => r.claim?.mine)).toBe(true)
    expect(all.rows.some((r) => r.claim && !r.claim.mine)).toBe(true)
  })
})

describe('the shared page', () => {
  it('serves the operators of a process one read until the site’s next inbox event, at most REUSE_MS', async () => {
    const s = await site()
    const member = await person()
    const profile = await person({ fictional: true })
    const { conversationId } = await write(member.id, s.id, profile.id)
    const [a, b] = [await operator(), await operator()]
    const row = async (op: StaffActor) =>
      (await listWaiting(op, s.id, { limit: 200 })).rows.find((r) => r.conversationId === conversationId)
    expect(await row(a)).toMatchObject({ memberName: expect.stringMatching(/^Member/), claim: null })
    // A change without an event (a new name) is not seen while the page is shared ...
    const started = Date.now()
    await prisma.profile.update({ where: { userId: member.id }, data: { name: 'Renamed' } })
    const shared = await row(b)
    if (Date.now() - started < REUSE_MS) expect(shared?.memberName).not.toBe('Renamed')
    // ... an event ends the sharing at once: the claim shows, as the holder's own and as another's.
    await claimConversation(a, conversationId)
    expect((await row(a))?.claim).toMatchObject({ staffId: a.staff.id, mine: true })
    expect(await row(b)).toMatchObject({ memberName: 'Renamed', claim: { staffId: a.staff.id, mine: false } })
    // ... and a page is read afresh after REUSE_MS without any event.
    await prisma.profile.update({ where: { userId: member.id }, data: { name: 'Renamed again' } })
    await new Promise((resolve) => setTimeout(resolve, REUSE_MS + 50))
    expect((await row(b))?.memberName).toBe('Renamed again')
    // A lease that ends while the page is shared no longer shows (compared for each call).
    const later = new Date(Date.now() + LEASE_MS + 1000)
    const afterLease = await listWaiting(b, s.id, { limit: 200, now: later })
    expect(afterLease.rows.find((r) => r.conversationId === conversationId)?.claim).toBeNull()
  })

  it('lists asked for at once share one read, each answered as their own', async () => {
    const s = await site()
    const ops = await Promise.all(Array.from({ length: 20 }, () => operator()))
    forgetSharedPages()
    const lists = await Promise.all(ops.map((op) => listWaiting(op, s.id)))
    for (const list of lists) expect(list).toEqual(lists[0])
    // The counts are each caller's own copy.
    lists[0]!.languages.push({ language: 'zz', count: 1 })
    expect(lists[1]!.languages.some((l) => l.language === 'zz')).toBe(false)
  })
})

describe('claims in one statement', () => {
  it('audits the claim in its own statement, not a renewal; a taken-over ended lease is a new claim', async () => {
    const s = await site()
    const member = await person()
    const profile = await person({ fictional: true })
    const { conversationId } = await write(member.id, s.id, profile.id)
    const [a, b] = [await operator(), await operator()]
    const now = new Date()
    const first = await claimConversation(a, conversationId, now)
    expect(first).toEqual({ conversationId, staffId: a.staff.id, claimedAt: now, expiresAt: new Date(now.getTime() + LEASE_MS) })
    const renewed = await claimConversation(a, conversationId, new Date(now.getTime() + 1000))
    expect(renewed.claimedAt).toEqual(now)
    // The renewal's lease ended.
    const later = new Date(now.getTime() + 1000 + LEASE_MS + 1)
    await claimConversation(b, conversationId, later)
    const audit = await prisma.auditLog.findMany({
      where: { action: 'inbox.claim', subjectId: String(conversationId) },
      orderBy: { id: 'asc' },
      select: {
        actorType: true,
        actorName: true,
        staffId: true,
        ip: true,
        userId: true,
        siteId: true,
        subjectType: true,
        data: true,
      },
    })
    expect(audit).toEqual([
      {
        actorType: 'staff',
        actorName: a.staff.name,
        staffId: a.staff.id,
        ip: '192.0.2.1',
        userId: member.id,
        siteId: s.id,
        subjectType: 'conversation',
        data: { profileId: profile.id, expiresAt: new Date(now.getTime() + LEASE_MS).toISOString() },
      },
      {
        actorType: 'staff',
        actorName: b.staff.name,
        staffId: b.staff.id,
        ip: '192.0.2.1',
        userId: member.id,
        siteId: s.id,
        subjectType: 'conversation',
        data: { profileId: profile.id, expiresAt: new Date(later.getTime() + LEASE_MS).toISOString() },
      },
    ])
  })

  it('30 operators claiming 6 conversations at once: each held by one, one audit row per claim won', async () => {
    const s = await site()
    const conversations: number[] = []
    for (let i = 0; i < 6; i++) {
      const sent = await write((await person()).id, s.id, (await person({ fictional: true })).id)
      conversations.push(sent.conversationId)
    }
    const ops = await Promise.all(Array.from({ length: 30 }, () => operator()))
    const results = await Promise.allSettled(
      ops.flatMap((op, i) => [0, 1].map((k) => claimConversation(op, conversations[(i + k) % conversations.length]!))),
    )
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'claimed' })
    const won = results.filter((r) => r.status === 'fulfilled').map((r) => r.value)
    expect(new Set(won.map((c) => c.conversationId)).size).toBe(won.length)
    expect(won).toHaveLength(conversations.length)
    const stored = await prisma.inboxClaim.findMany({ where: { conversationId: { in: conversations } } })
    expect(stored.map((c) => [c.conversationId, c.staffId]).sort()).toEqual(won.map((c) => [c.conversationId, c.staffId]).sort())
    expect(await prisma.auditLog.count({ where: { action: 'inbox.claim', subjectId: { in: conversations.map(String) } } })).toBe(
      conversations.length,
    )
  })
})
