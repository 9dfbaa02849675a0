// The scheduled e-mails (unread message reminders, reminders for members who stayed away, the
// weekly update) and staff campaigns: each sent once per key, in the member's language, and
// never to a member who opted out of the type or has notifications_disabled.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { locales } from '../../shared/i18n/config.ts'
import { sendInactiveReminders, sendUnreadReminders, sendWeeklyUpdates, weekOf } from '../../server/notifications/digests.ts'
import { runSupportCommand } from './support-run.ts'

const DAY = 24 * 3600_000
let n = 0
async function member(options: { language?: string; lastActiveAt?: Date; signupDate?: Date } = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `digest.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      language: options.language ?? 'en',
      signupDate: options.signupDate ?? new Date(),
      profile: {
        create: {
          siteId: site.id,
          name: `Digest${n}`,
          gender: 'female',
          birthDate: new Date('1990-01-01'),
          country: 'IS',
          searchable: true,
          lastActiveAt: options.lastActiveAt ?? new Date(),
        },
      },
    },
  })
}
const mails = (userId: number, template: string) => prisma.outboundEmail.findMany({ where: { userId, template } })

async function unreadMessage(recipientId: number, at: Date) {
  const sender = await member()
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const chat = await prisma.conversation.create({
    data: { siteId: site.id, initiatorId: sender.id, members: { create: [{ userId: sender.id }, { userId: recipientId }] } },
  })
  return prisma.message.create({ data: { conversationId: chat.id, senderId: sender.id, body: 'Hi', createdAt: at } })
}

describe('unread message reminders', () => {
  it('reminds once about a message unread for a day, not about a recent one, not to an opted-out member', async () => {
    const now = new Date()
    const waiting = await member({ language: 'it' })
    await unreadMessage(waiting.id, new Date(now.getTime() - 25 * 3600_000))
    const recent = await member()
    await unreadMessage(recent.id, new Date(now.getTime() - 3600_000))
    const optedOut = await member()
    await unreadMessage(optedOut.id, new Date(now.getTime() - 30 * 3600_000))
    await prisma.emailPreference.create({ data: { userId: optedOut.id, type: 'unread_message_reminders', enabled: false } })

    await sendUnreadReminders(now)
    await sendUnreadReminders(now)
    const sent = await mails(waiting.id, 'notify-unread_message_reminders')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ language: 'it', subject: 'Hai messaggi non letti' })
    expect(await mails(recent.id, 'notify-unread_message_reminders')).toHaveLength(0)
    expect(await mails(optedOut.id, 'notify-unread_message_reminders')).toHaveLength(0)
  })
})

describe('reminders for members who stayed away', () => {
  it('sends one per absence of 14 days or more, none after 180 days or when disabled', async () => {
    const now = new Date()
    const away = await member({ lastActiveAt: new Date(now.getTime() - 20 * DAY), language: 'pl' })
    const gone = await member({ lastActiveAt: new Date(now.getTime() - 200 * DAY) })
    const bounced = await member({ lastActiveAt: new Date(now.getTime() - 20 * DAY) })
    await prisma.user.update({ where: { id: bounced.id }, data: { notificationsDisabled: ['bounce'] } })
    await sendInactiveReminders(now)
    await sendInactiveReminders(now)
    expect(await mails(away.id, 'notify-reminders')).toHaveLength(1)
    expect(await mails(gone.id, 'notify-reminders')).toHaveLength(0)
    expect(await mails(bounced.id, 'notify-reminders')).toHaveLength(0)
    // Back, then away again: a new absence, a new reminder.
    await prisma.profile.update({ where: { userId: away.id }, data: { lastActiveAt: new Date(now.getTime() - 15 * DAY) } })
    await sendInactiveReminders(now)
    expect(await mails(away.id, 'notify-reminders')).toHaveLength(2)
  })
})

describe('weekly update', () => {
  it('sends one a week to a member with new likes, none to a member who turned it off', async () => {
    const now = new Date()
    const liked = await member({ signupDate: new Date(now.getTime() - 30 * DAY), language: 'fi' })
    const off = await member({ signupDate: new Date(now.getTime() - 30 * DAY) })
    await prisma.emailPreference.create({ data: { userId: off.id, type: 'weekly_updates', enabled: false } })
    const liker = await member()
    await prisma.like.createMany({
      data: [
        { fromUserId: liker.id, toUserId: liked.id },
        { fromUserId: liker.id, toUserId: off.id },
      ],
    })
    await sendWeeklyUpdates(now)
    await sendWeeklyUpdates(now)
    const sent = await prisma.outboundEmail.findMany({ where: { userId: liked.id, template: 'notify-weekly_updates' } })
    expect(sent.map((m) => m.idempotencyKey)).toEqual([`notify:weekly:${liked.id}:${weekOf(now)}`])
    expect(sent[0]!.subject).toBe('Viikkosi palvelussa Amora')
    expect(await mails(off.id, 'notify-weekly_updates')).toHaveLength(0)
  })

  it('weeks start on Monday (UTC)', () => {
    expect(weekOf(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23')
    expect(weekOf(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23')
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30')
  })
})

describe('campaigns (support CLI)', () => {
  const file = (campaign: object) => {
    const f = path.join(mkdtempSync(path.join(tmpdir(), 'amora-campaign-')), 'campaign.json')
    writeFileSync(f, JSON.stringify(campaign))
    return f
  }
  const texts = Object.fromEntries(
    locales.map((l) => [l, { subject: `News ${l}`, preview: `Preview ${l}`, intro: `Intro ${l}`, button: `Open ${l}` }]),
  )

  it('counts, previews and sends a news e-mail once per member, never to those who opted out', async () => {
    const reader = await member({ language: 'sv' })
    const optedOut = await member()
    await prisma.emailPreference.create({ data: { userId: optedOut.id, type: 'news', enabled: false } })
    const name = `news-${Date.now()}`
    const f = file({ name, type: 'news', path: '/pricing', texts })

    const count = await runSupportCommand('campaign', 'count', '--file', f)
    expect(count.code).toBe(0)
    expect(count.out).toMatch(new RegExp(`Campaign ${name} \\(news\\) on localhost would go to \\d+ members`))
    expect(count.out).toMatch(/ {2}sv: \d+/)

    const preview = await runSupportCommand('campaign', 'preview', '--file', f, '--lang', 'sv')
    expect(preview.out).toContain('Subject: News sv')
    expect(preview.out).toContain('Intro sv')

    const send = await runSupportCommand('campaign', 'send', '--file', f, '--staff', 'anna')
    expect(send).toMatchObject({ code: 0, err: '' })
    const got = await mails(reader.id, 'notify-news')
    expect(got).toHaveLength(1)
    expect(got[0]).toMatchObject({ subject: 'News sv', language: 'sv' })
    expect(await mails(optedOut.id, 'notify-news')).toHaveLength(0)
    expect((await runSupportCommand('campaign', 'send', '--file', f)).out).toContain('sent to 0 members')
    expect(await mails(reader.id, 'notify-news')).toHaveLength(1)
  })

  it('refuses a campaign without every language or with an unknown type', async () => {
    const { sv: _dropped, ...missing } = texts
    const bad = await runSupportCommand(
      'campaign',
      'count',
      '--file',
      file({ name: 'x-news', type: 'news', path: '/', texts: missing }),
    )
    expect(bad.code).not.toBe(0)
    expect(bad.err).toContain('texts.sv')
    const unknown = await runSupportCommand(
      'campaign',
      'count',
      '--file',
      file({ name: 'x-news', type: 'spam', path: '/', texts }),
    )
    expect(unknown.code).not.toBe(0)
    expect(unknown.err).toContain('type')
  })
})
