// The operator inbox against the real database (docs/operators.md): a member's message to a
// fictional profile waits; claims are leases that end by themselves, are taken atomically (100
// operators at once: one wins), released and handed on; operators write only as fictional
// profiles, through the chat's sendMessage, never with contact details; every answer is an audit
// row with the staff account; the figures; a member's notice about a fictional profile's message
// reaches the complaints queue like any other.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { principalOf } from '../../server/staff/sessions.ts'
import { consoleActor, StaffForbiddenError, type StaffActor } from '../../server/staff/permissions.ts'
import type { StaffRoleName } from '../../shared/staff/permissions.ts'
import { sendMessage } from '../../server/chat/send-message.ts'
import { NotFictionalError } from '../../server/chat/chat-error.ts'
import { getConversation } from '../../server/chat/read-messages.ts'
import { claimConversation, handOverClaim, LEASE_MS, releaseClaim } from '../../server/inbox/claims.ts'
import { addMemberNote, listWaiting, operatorConversation, setPersonaNote } from '../../server/inbox/inbox.ts'
import { answerAsProfile } from '../../server/inbox/answer.ts'
import { InboxError } from '../../server/inbox/inbox-error.ts'
import { inboxFigures, setTargetMinutes } from '../../server/inbox/figures.ts'
import { subscribeToInbox } from '../../server/inbox/inbox-events.ts'
import type { InboxChange } from '../../shared/realtime/inbox-events.ts'
import { fileComplaint } from '../../server/complaints/file-complaint.ts'
import { listComplaints } from '../../server/complaints/manage-complaints.ts'
import { checkOperatorText } from '../../shared/inbox/contact-filter.ts'
import { getPhotoStorage } from '../../server/photos/storage.ts'
import { DEMO_EMAIL_DOMAIN } from '../../prisma/seed/members.ts'

let n = 0
const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })

async function person(options: { fictional?: boolean; language?: string; paid?: boolean } = {}) {
  const s = await site()
  n++
  const user = await prisma.user.create({
    data: {
      siteId: s.id,
      email: `inbox.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      language: options.language ?? 'en',
      paidUser: options.paid ?? false,
      credits: 1000,
      profile: {
        create: {
          siteId: s.id,
          name: options.fictional ? `Persona${n}` : `Member${n}`,
          gender: options.fictional ? 'female' : 'male',
          birthDate: new Date('1991-03-02'),
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

async function operator(roles: StaffRoleName[] = ['operator'], siteIds?: number[]): Promise<StaffActor & { via: 'console' }> {
  n++
  // Made directly (no password hashing): a hundred of them take a moment otherwise.
  const staff = await prisma.staff.create({
    data: {
      email: `op.${process.pid}.${n}@staff.test`,
      name: `Operator ${n}`,
      roles,
      allSites: !siteIds,
      siteIds: siteIds ?? [],
    },
  })
  return consoleActor(principalOf(staff), '192.0.2.1') as StaffActor & { via: 'console' }
}

/** A member who wrote to a fresh fictional profile: the conversation waits. */
async function waitingConversation(options: { language?: string; paid?: boolean } = {}) {
  const member = await person({ language: options.language, paid: options.paid })
  const profile = await person({ fictional: true })
  const sent = await sendMessage({
    senderId: member.id,
    siteId: member.siteId,
    to: { memberId: profile.id },
    content: { kind: 'text', text: 'Hello, are you there?' },
    clientKey: null,
  })
  return { member, profile, conversationId: sent.conversationId }
}

describe('waiting conversations', () => {
  it('the demo seed gives fictional profiles persona notes and members waiting for them', async () => {
    expect(await prisma.personaNote.count({ where: { profile: { profile: { fictional: true } } } })).toBeGreaterThan(0)
    const seeded = await prisma.inboxItem.findMany({
      where: { member: { email: { endsWith: `@${DEMO_EMAIL_DOMAIN}` } } },
      include: { conversation: { include: { messages: true } } },
    })
    expect(seeded.length).toBeGreaterThanOrEqual(3)
    for (const item of seeded) expect(item.conversation.messages.every((m) => m.senderId === item.memberId)).toBe(true)
  })

  it('lists a member’s message to a fictional profile, oldest first, with language and paid, until the profile answers', async () => {
    const s = await site()
    const op = await operator()
    const heard: InboxChange[] = []
    const stop = subscribeToInbox(s.id, (c) => heard.push(c))
    const first = await waitingConversation({ language: 'de', paid: true })
    const second = await waitingConversation({ language: 'fi' })
    stop()
    expect(heard).toEqual(
      expect.arrayContaining([
        { type: 'waiting', conversationId: first.conversationId },
        { type: 'waiting', conversationId: second.conversationId },
      ]),
    )
    const list = await listWaiting(op, s.id, { limit: 200 })
    const ids = list.rows.map((r) => r.conversationId)
    expect(ids.indexOf(first.conversationId)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(first.conversationId)).toBeLessThan(ids.indexOf(second.conversationId))
    const row = list.rows.find((r) => r.conversationId === first.conversationId)!
    expect(row).toMatchObject({ language: 'de', paid: true, memberId: first.member.id, profileId: first.profile.id, claim: null })
    expect(row.waitedSeconds).toBeGreaterThanOrEqual(0)
    // The language filter.
    const finnish = await listWaiting(op, s.id, { language: 'fi', limit: 200 })
    expect(finnish.rows.every((r) => r.language === 'fi')).toBe(true)
    expect(finnish.rows.map((r) => r.conversationId)).toContain(second.conversationId)
    expect(list.languages.find((l) => l.language === 'fi')?.count).toBeGreaterThanOrEqual(1)

    // A second message keeps the first wait; the profile's answer ends it.
    const before = await prisma.inboxItem.findUniqueOrThrow({ where: { conversationId: first.conversationId } })
    await sendMessage({
      senderId: first.member.id,
      siteId: s.id,
      to: { conversationId: first.conversationId },
      content: { kind: 'text', text: 'Still there?' },
      clientKey: null,
    })
    const after = await prisma.inboxItem.findUniqueOrThrow({ where: { conversationId: first.conversationId } })
    expect(after.waitingSince).toEqual(before.waitingSince)
    await claimConversation(op, first.conversationId)
    await answerAsProfile(op, {
      conversationId: first.conversationId,
      answer: { kind: 'text', text: 'Hallo! Schön, von dir zu hören.' },
    })
    expect(await prisma.inboxItem.findUnique({ where: { conversationId: first.conversationId } })).toBeNull()
  })

  it('is not shown to staff without inbox.answer, nor on a site they do not see', async () => {
    const s = await site()
    const support = await operator(['support'])
    await expect(listWaiting(support, s.id)).rejects.toBeInstanceOf(StaffForbiddenError)
    const elsewhere = await operator(['operator'], [s.id + 1000])
    await expect(listWaiting(elsewhere, s.id)).rejects.toBeInstanceOf(StaffForbiddenError)
    const { conversationId } = await waitingConversation()
    await expect(claimConversation(elsewhere, conversationId)).rejects.toBeInstanceOf(StaffForbiddenError)
  })
})

describe('claims', () => {
  it('of 100 operators claiming at once, exactly one holds the conversation', async () => {
    const { conversationId } = await waitingConversation()
    const operators = await Promise.all(Array.from({ length: 100 }, () => operator()))
    const results = await Promise.allSettled(operators.map((op) => claimConversation(op, conversationId)))
    const won = results.filter((r) => r.status === 'fulfilled')
    expect(won).toHaveLength(1)
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refused.every((r) => r.reason instanceof InboxError && r.reason.code === 'claimed')).toBe(true)
    const winner = operators[results.findIndex((r) => r.status === 'fulfilled')]!
    // A refusal names the holder once their claim is committed (a claim refused while the
    // winner's was still being written may not know the name yet).
    const named = refused.map((r) => r.reason.details.holder).filter(Boolean)
    expect(named.every((holder) => holder === winner.staff.name)).toBe(true)
    const claims = await prisma.inboxClaim.findMany({ where: { conversationId } })
    expect(claims).toHaveLength(1)
    expect(claims[0]!.staffId).toBe(winner.staff.id)
    // One audit row: the claim that won.
    expect(await prisma.auditLog.count({ where: { action: 'inbox.claim', subjectId: String(conversationId) } })).toBe(1)
  })

  it('ends by itself: after the lease another operator may claim; the first may not answer any more', async () => {
    const { conversationId } = await waitingConversation()
    const [a, b] = [await operator(), await operator()]
    const now = new Date()
    await claimConversation(a, conversationId, now)
    await expect(claimConversation(b, conversationId, new Date(now.getTime() + LEASE_MS - 1000))).rejects.toMatchObject({
      code: 'claimed',
    })
    await expect(operatorConversation(b, conversationId)).rejects.toMatchObject({
      code: 'not_claimed',
      details: { holder: a.staff.name },
    })
    // The holder renews their own claim (no second audit row).
    await claimConversation(a, conversationId, new Date(now.getTime() + 1000))
    const later = new Date(now.getTime() + LEASE_MS + 2000)
    const taken = await claimConversation(b, conversationId, later)
    expect(taken.staffId).toBe(b.staff.id)
    await expect(
      answerAsProfile(a, { conversationId, answer: { kind: 'text', text: 'Too late' }, now: later }),
    ).rejects.toMatchObject({ code: 'not_claimed' })
    expect(await prisma.message.count({ where: { conversationId } })).toBe(1)
  })

  it('is released and handed on only by its holder, to an operator of the site', async () => {
    const s = await site()
    const { conversationId } = await waitingConversation()
    const [a, b, c] = [await operator(), await operator(), await operator()]
    const support = await operator(['support'])
    await claimConversation(a, conversationId)
    await expect(releaseClaim(b, conversationId)).rejects.toMatchObject({ code: 'not_claimed' })
    await expect(handOverClaim(b, conversationId, c.staff.id)).rejects.toMatchObject({ code: 'not_claimed' })
    await expect(handOverClaim(a, conversationId, support.staff.id)).rejects.toMatchObject({ code: 'bad_operator' })
    const handed = await handOverClaim(a, conversationId, b.staff.id)
    expect(handed.staffId).toBe(b.staff.id)
    await expect(operatorConversation(a, conversationId)).rejects.toMatchObject({ code: 'not_claimed' })
    const view = await operatorConversation(b, conversationId)
    expect(view.messages).toHaveLength(1)
    await releaseClaim(b, conversationId)
    await claimConversation(c, conversationId)
    const actions = await prisma.auditLog.findMany({
      where: { subjectType: 'conversation', subjectId: String(conversationId) },
      orderBy: { id: 'asc' },
      select: { action: true, staffId: true, siteId: true },
    })
    expect(actions).toEqual([
      { action: 'inbox.claim', staffId: a.staff.id, siteId: s.id },
      { action: 'inbox.hand_over', staffId: a.staff.id, siteId: s.id },
      { action: 'inbox.release', staffId: b.staff.id, siteId: s.id },
      { action: 'inbox.claim', staffId: c.staff.id, siteId: s.id },
    ])
  })

  it('hand-over and answer at once: the message is either the holder’s or refused, never two holders', async () => {
    for (let round = 0; round < 5; round++) {
      const { conversationId } = await waitingConversation()
      const [a, b] = [await operator(), await operator()]
      await claimConversation(a, conversationId)
      const [answer, handOver] = await Promise.allSettled([
        answerAsProfile(a, { conversationId, answer: { kind: 'text', text: 'Hi there!' } }),
        handOverClaim(a, conversationId, b.staff.id),
      ])
      expect(handOver.status).toBe('fulfilled')
      const claim = await prisma.inboxClaim.findUniqueOrThrow({ where: { conversationId } })
      expect(claim.staffId).toBe(b.staff.id)
      const answers = await prisma.auditLog.findMany({
        where: { action: 'inbox.answer', data: { path: ['conversationId'], equals: conversationId } },
      })
      if (answer.status === 'fulfilled') expect(answers.map((r) => r.staffId)).toEqual([a.staff.id])
      else {
        expect(answer.reason).toMatchObject({ code: 'not_claimed' })
        expect(answers).toHaveLength(0)
      }
    }
  })
})

describe('answering as the profile', () => {
  it('sends through the chat: the member reads it as the profile’s, audited with the staff account', async () => {
    const s = await site()
    const { member, profile, conversationId } = await waitingConversation()
    const op = await operator()
    await claimConversation(op, conversationId)
    const sent = await answerAsProfile(op, { conversationId, answer: { kind: 'text', text: 'Hi! Lovely to hear from you.' } })
    expect(sent.message.senderId).toBe(profile.id)
    expect(sent.message.credits).toBe(0)
    // The member's side: an ordinary message of the fictional profile, nothing about the operator.
    const seen = await getConversation({ id: member.id, siteId: s.id, paidUser: false }, conversationId)
    const last = seen.messages.at(-1)!
    expect(last).toMatchObject({ senderId: profile.id, body: 'Hi! Lovely to hear from you.', own: false })
    expect(JSON.stringify(seen)).not.toContain(op.staff.name)
    expect(seen.partner.fictional).toBe(true)
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { action: 'inbox.answer', subjectId: String(sent.message.id) },
    })
    expect(audit).toMatchObject({
      staffId: op.staff.id,
      actorType: 'staff',
      userId: member.id,
      siteId: s.id,
      subjectType: 'message',
    })
    const answer = await prisma.inboxAnswer.findFirstOrThrow({ where: { messageId: sent.message.id } })
    expect(answer.staffId).toBe(op.staff.id)
    // A second message while the claim runs is not another answer to a wait.
    await answerAsProfile(op, { conversationId, answer: { kind: 'text', text: 'How was your day?' } })
    expect(await prisma.inboxAnswer.count({ where: { conversationId } })).toBe(1)
    expect(await prisma.auditLog.count({ where: { action: 'inbox.answer', staffId: op.staff.id } })).toBe(2)
  })

  it('answers with an icebreaker in the member’s language, a gift and a photo of the profile’s gallery', async () => {
    const { profile, conversationId } = await waitingConversation({ language: 'nl' })
    const op = await operator()
    await claimConversation(op, conversationId)
    const dutch = await prisma.icebreaker.findFirstOrThrow({ where: { language: 'nl' } })
    const english = await prisma.icebreaker.findFirstOrThrow({ where: { language: 'en' } })
    await expect(
      answerAsProfile(op, { conversationId, answer: { kind: 'icebreaker', icebreakerId: english.id } }),
    ).rejects.toMatchObject({ code: 'icebreaker_not_found' })
    const ice = await answerAsProfile(op, { conversationId, answer: { kind: 'icebreaker', icebreakerId: dutch.id } })
    expect(ice.message.body).toBe(dutch.text)
    const gift = await prisma.gift.findFirstOrThrow({ where: { active: true } })
    const sentGift = await answerAsProfile(op, { conversationId, answer: { kind: 'gift', giftId: gift.id } })
    expect(sentGift.message).toMatchObject({ type: 'gift', credits: 0 })
    // A photo of the profile's own gallery; another member's photo is refused.
    const storage = getPhotoStorage()
    const tiny = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=', 'base64')
    await storage.put(`photos/in/inbox-${profile.id}-full.webp`, tiny, 'image/webp')
    await storage.put(`photos/in/inbox-${profile.id}-thumb.webp`, tiny, 'image/webp')
    const photo = await prisma.photo.create({
      data: {
        userId: profile.id,
        status: 'active',
        filename: `photos/in/inbox-${profile.id}-full.webp`,
        thumbFilename: `photos/in/inbox-${profile.id}-thumb.webp`,
        matchFilename: `photos/in/inbox-${profile.id}-full.webp`,
        width: 1,
        height: 1,
      },
    })
    const someoneElses = await prisma.photo.findFirstOrThrow({ where: { userId: { not: profile.id } } })
    await expect(
      answerAsProfile(op, { conversationId, answer: { kind: 'photo', photoId: someoneElses.id } }),
    ).rejects.toMatchObject({ code: 'photo_not_found' })
    const sentPhoto = await answerAsProfile(op, { conversationId, answer: { kind: 'photo', photoId: photo.id } })
    expect(sentPhoto.message.type).toBe('photo')
    const chatPhoto = await prisma.chatPhoto.findFirstOrThrow({ where: { message: { id: sentPhoto.message.id } } })
    expect(chatPhoto.uploaderId).toBe(profile.id)
    expect(chatPhoto.filename.startsWith('photos/')).toBe(false)
  })

  it('refuses to write as a real member, in the service', async () => {
    const a = await person()
    const b = await person()
    const sent = await sendMessage({
      senderId: a.id,
      siteId: a.siteId,
      to: { memberId: b.id },
      content: { kind: 'text', text: 'Hi' },
      clientKey: null,
    })
    const op = await operator()
    await expect(
      answerAsProfile(op, { conversationId: sent.conversationId, answer: { kind: 'text', text: 'Hello' } }),
    ).rejects.toBeInstanceOf(NotFictionalError)
    await expect(claimConversation(op, sent.conversationId)).rejects.toMatchObject({ code: 'not_found' })
    // sendMessage itself: an operator's send as a real member stores nothing.
    let hookRan = false
    await expect(
      sendMessage({
        senderId: b.id,
        siteId: b.siteId,
        to: { conversationId: sent.conversationId },
        content: { kind: 'text', text: 'As b' },
        clientKey: null,
        operator: { inTransaction: async () => void (hookRan = true) },
      }),
    ).rejects.toBeInstanceOf(NotFictionalError)
    expect(hookRan).toBe(false)
    expect(await prisma.message.count({ where: { conversationId: sent.conversationId } })).toBe(1)
    expect(await prisma.auditLog.count({ where: { action: 'inbox.answer', staffId: op.staff.id } })).toBe(0)
  })

  it('refuses contact details, meetings and money outside the site, with the reason, storing nothing', async () => {
    const { conversationId } = await waitingConversation()
    const op = await operator()
    await claimConversation(op, conversationId)
    const refused: [string, string][] = [
      ['write me at anna.smit@example.com', 'email'],
      ['call me: +31 6 1234 5678', 'phone'],
      ['look at www.anna-smit.nl', 'url'],
      ['add me on WhatsApp', 'messenger'],
      ['my handle is @anna_smit', 'messenger'],
      ["let's meet on Friday", 'meeting'],
      ['Wollen wir uns treffen? Lass uns treffen!', 'meeting'],
      ['Zullen we afspreken?', 'meeting'],
      ['Skal vi ses i weekenden?', 'meeting'],
      ['Tavataanko huomenna?', 'meeting'],
      ['On se voit demain ?', 'meeting'],
      ['Ci vediamo stasera?', 'meeting'],
      ['Skal vi møtes?', 'meeting'],
      ['Spotkajmy się jutro', 'meeting'],
      ['Ska vi ses?', 'meeting'],
      ['¿Quedamos mañana?', 'meeting'],
      ['send me 50 euro by PayPal', 'money'],
    ]
    for (const [text, reason] of refused)
      await expect(answerAsProfile(op, { conversationId, answer: { kind: 'text', text } })).rejects.toMatchObject({
        code: 'contact_details',
        details: { reason },
      })
    expect(await prisma.message.count({ where: { conversationId } })).toBe(1)
    for (const fine of ['I love sailing and two dogs.', 'Ich wohne in Köln und bin 34.', 'How was your day?'])
      expect(checkOperatorText(fine)).toEqual({ ok: true })
  })

  it('shows the operator the profile with its persona note, the member and the shared notes', async () => {
    const { member, profile, conversationId } = await waitingConversation({ language: 'sv', paid: true })
    const op = await operator()
    const admin = await operator(['admin'])
    await expect(setPersonaNote(op, profile.id, 'Anna, 34, loves sailing')).rejects.toBeInstanceOf(StaffForbiddenError)
    await setPersonaNote(admin, profile.id, 'Anna, 34, loves sailing')
    await expect(setPersonaNote(admin, member.id, 'not a persona')).rejects.toMatchObject({ code: 'not_found' })
    await claimConversation(op, conversationId)
    await addMemberNote(op, conversationId, 'Has a dog called Max')
    const view = await operatorConversation(op, conversationId)
    expect(view.profile).toMatchObject({ id: profile.id, persona: 'Anna, 34, loves sailing' })
    expect(view.member).toMatchObject({ id: member.id, language: 'sv', paid: true })
    expect(view.language).toBe('sv')
    expect(view.notes.map((x) => x.text)).toEqual(['Has a dog called Max'])
    expect(view.messages.map((m) => m.fromProfile)).toEqual([false])
    expect(view.icebreakers.length).toBeGreaterThan(0)
    expect(view.mayManage).toBe(false)
    expect(await prisma.auditLog.count({ where: { action: 'inbox.persona_note', staffId: admin.staff.id } })).toBe(1)
  })
})

describe('figures', () => {
  it('counts answers per operator and site with median and p90, the backlog and the breaches of the target', async () => {
    // A site of its own, so other tests' answers do not count.
    const base = await site()
    const other = await prisma.site.create({
      data: {
        domain: `inbox-figures-${Date.now()}.example`,
        name: 'Figures',
        indexTitle: 'Figures',
        description: 'Figures',
        companyId: base.companyId,
        mailName: 'Figures',
        countries: ['NL'],
        supportEmail: 'support@example.com',
        supportPhone: '0',
      },
    })
    const op = await operator()
    const admin = await operator(['admin'])
    await expect(setTargetMinutes(op, other.id, 5)).rejects.toBeInstanceOf(StaffForbiddenError)
    await setTargetMinutes(admin, other.id, 5)
    const now = new Date()
    const minutes = [1, 2, 3, 4, 10]
    for (const [i, m] of minutes.entries())
      await prisma.inboxAnswer.create({
        data: {
          siteId: other.id,
          conversationId: (await waitingConversation()).conversationId,
          staffId: i < 3 ? op.staff.id : admin.staff.id,
          messageId: i + 1,
          waitingSince: new Date(now.getTime() - m * 60_000),
          answeredAt: now,
          waitedSeconds: m * 60,
        },
      })
    const figures = await inboxFigures(admin, other.id, 7, new Date(now.getTime() + 1000))
    expect(figures.targetMinutes).toBe(5)
    expect(figures.site).toMatchObject({ answered: 5, medianSeconds: 180, breaches: 1, backlog: 0 })
    expect(figures.site.p90Seconds).toBe(Math.round(4 * 60 + 0.6 * 6 * 60))
    const mine = figures.operators.find((o) => o.staffId === op.staff.id)!
    expect(mine).toMatchObject({ answered: 3, medianSeconds: 120, breaches: 0 })
    expect(figures.breaches?.late.map((l) => l.waitedSeconds)).toEqual([600])
    const asOperator = await inboxFigures(op, other.id, 7)
    expect(asOperator.breaches).toBeNull()
  })
})

describe('complaints', () => {
  it('a member’s notice about a fictional profile’s message reaches the complaints queue', async () => {
    const s = await site()
    const { member, profile, conversationId } = await waitingConversation()
    const op = await operator()
    await claimConversation(op, conversationId)
    await answerAsProfile(op, { conversationId, answer: { kind: 'text', text: 'Such a nice message!' } })
    const reporter = await prisma.user.findUniqueOrThrow({ where: { id: member.id }, include: { profile: true } })
    const result = await fileComplaint(
      { reason: 'harassment', text: 'This profile wrote me something rude.', profile: String(profile.id), good_faith: 'on' },
      reporter,
      s,
      { ip: '203.0.113.77', baseUrl: 'http://localhost:3000', language: 'en' },
    )
    if (!result.ok) throw new Error(JSON.stringify(result))
    const queue = await listComplaints(s.id, { status: 'open', limit: 500 })
    expect(queue.map((c: { id: number }) => c.id)).toContain(result.complaintId)
    const stored = await prisma.complaint.findUniqueOrThrow({ where: { id: result.complaintId } })
    expect(stored).toMatchObject({ targetUserId: profile.id, reporterId: member.id, status: 'open' })
  })
})
