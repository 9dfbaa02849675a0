// Notification e-mails against the real database: each event's trigger and throttle rule, the
// recipient's language, one mail per key (a retried job sends nothing more), one-click
// unsubscribe (RFC 8058), the e-mail-source preferences page, and no mail to a member who opted out.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { deliverNotification } from '../../server/notifications/deliver.ts'
import type { NotificationEvent } from '../../server/notifications/notify.ts'
import { createEmailToken } from '../../server/notifications/email-token.ts'
import { EMAIL_TYPES, mayEmail } from '../../server/notifications/preferences.ts'
import { mailDir } from '../../server/mail/mailer.ts'
import * as unsubscribeApi from '../../app/routes/api/unsubscribe.php.ts'
import * as emailSourcePage from '../../app/routes/notifications.email.tsx'
import { routeContext } from './loader.ts'

const LONG_AGO = new Date(Date.now() - 24 * 3600_000)
let n = 0
async function member(options: { language?: string; online?: boolean; name?: string } = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `notify.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      language: options.language ?? 'en',
      profile: {
        create: {
          siteId: site.id,
          name: options.name ?? `Notified${n}`,
          gender: 'female',
          birthDate: new Date('1990-02-01'),
          country: 'IS',
          searchable: true,
          lastActiveAt: options.online ? new Date() : LONG_AGO,
        },
      },
    },
  })
}

async function like(from: number, to: number) {
  return prisma.like.create({ data: { fromUserId: from, toUserId: to } })
}

async function conversation(sender: number, recipient: number) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  return prisma.conversation.create({
    data: {
      siteId: site.id,
      initiatorId: sender,
      members: { create: [{ userId: sender }, { userId: recipient }] },
    },
  })
}

async function message(conversationId: number, senderId: number, at = new Date()) {
  return prisma.message.create({ data: { conversationId, senderId, body: 'Hej!', createdAt: at } })
}

const mailsTo = (userId: number) => prisma.outboundEmail.findMany({ where: { userId }, orderBy: { id: 'asc' } })

async function emlOf(outboundId: number): Promise<string> {
  const file = (await readdir(mailDir())).find((name) => name.endsWith(`-${outboundId}.eml`))
  if (!file) throw new Error(`no .eml for ${outboundId}`)
  const raw = await readFile(path.join(mailDir(), file), 'utf8')
  // Unfold headers and undo quoted-printable so the test reads what a mail client shows.
  return raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
}

describe('like and match e-mails', () => {
  it('sends a like e-mail once, in the recipient language, with one-click unsubscribe headers', async () => {
    const recipient = await member({ language: 'de' })
    const liker = await member({ name: 'Greta' })
    await like(liker.id, recipient.id)
    const event: NotificationEvent = { type: 'like', recipientId: recipient.id, likerId: liker.id }
    expect(await deliverNotification(event)).toMatchObject({ email: 'sent' })
    // A retried job (or the same event twice) sends nothing more.
    expect(await deliverNotification(event)).toMatchObject({ email: 'already_sent' })
    const mails = await mailsTo(recipient.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ status: 'sent', language: 'de', template: 'notify-like', subject: 'Greta hat dich geliked' })
    const eml = await emlOf(mails[0]!.id)
    expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/unsubscribe\.php\?token=[^>]+>/m)
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(eml).toContain(`/likes/m/${liker.id}`)
    expect(eml).toContain('/notifications/email?token=')
  })

  it('sends nothing for a like already seen, withdrawn, from a blocked member, or while the member is online', async () => {
    const recipient = await member()
    const seen = await member()
    await prisma.like.create({ data: { fromUserId: seen.id, toUserId: recipient.id, isNew: false } })
    expect(await deliverNotification({ type: 'like', recipientId: recipient.id, likerId: seen.id })).toMatchObject({
      email: 'already_seen',
    })
    const withdrawn = await member()
    expect(await deliverNotification({ type: 'like', recipientId: recipient.id, likerId: withdrawn.id })).toMatchObject({
      email: 'gone',
    })
    const blocked = await member()
    await like(blocked.id, recipient.id)
    await prisma.block.create({ data: { blockerId: recipient.id, blockedId: blocked.id } })
    expect(await deliverNotification({ type: 'like', recipientId: recipient.id, likerId: blocked.id })).toMatchObject({
      email: 'not_visible',
    })
    const online = await member({ online: true })
    const liker = await member()
    await like(liker.id, online.id)
    expect(await deliverNotification({ type: 'like', recipientId: online.id, likerId: liker.id })).toMatchObject({
      email: 'online',
    })
    expect(await mailsTo(recipient.id)).toHaveLength(0)
    expect(await mailsTo(online.id)).toHaveLength(0)
  })

  it('sends a match e-mail only for a mutual like', async () => {
    const a = await member({ language: 'fr' })
    const b = await member({ name: 'Léa' })
    await like(a.id, b.id)
    expect(await deliverNotification({ type: 'match', recipientId: a.id, otherId: b.id })).toMatchObject({ email: 'gone' })
    await like(b.id, a.id)
    expect(await deliverNotification({ type: 'match', recipientId: a.id, otherId: b.id })).toMatchObject({ email: 'sent' })
    const [mail] = await mailsTo(a.id)
    expect(mail).toMatchObject({ template: 'notify-match', language: 'fr', subject: "C'est un match avec Léa\u00a0!" })
  })
})

describe('conversation e-mails', () => {
  it('sends one e-mail per conversation until it is read, then one again', async () => {
    const recipient = await member({ language: 'nl' })
    const sender = await member({ name: 'Sanne' })
    const chat = await conversation(sender.id, recipient.id)
    const first = await message(chat.id, sender.id, new Date(Date.now() - 3000))
    const base = { recipientId: recipient.id, senderId: sender.id, conversationId: chat.id }
    expect(await deliverNotification({ type: 'new_conversation', ...base, messageId: first.id })).toMatchObject({ email: 'sent' })
    const second = await message(chat.id, sender.id, new Date(Date.now() - 2000))
    expect(await deliverNotification({ type: 'new_message', ...base, messageId: second.id })).toMatchObject({
      email: 'throttled',
    })
    expect(await mailsTo(recipient.id)).toHaveLength(1)

    await prisma.conversationMember.update({
      where: { conversationId_userId: { conversationId: chat.id, userId: recipient.id } },
      data: { lastReadAt: new Date(Date.now() - 1000), unreadCount: 0 },
    })
    const third = await message(chat.id, sender.id)
    expect(await deliverNotification({ type: 'new_message', ...base, messageId: third.id })).toMatchObject({ email: 'sent' })
    const mails = await mailsTo(recipient.id)
    expect(mails.map((m) => m.template)).toEqual(['notify-new_conversation', 'notify-new_message'])
    expect(mails[0]!.subject).toBe('Sanne heeft je een bericht gestuurd')
    expect(mails[1]!.subject).toBe('Nieuw bericht van Sanne')
    expect(await emlOf(mails[1]!.id)).toContain(`/chats/${chat.id}`)
  })

  it('sends nothing for a message already read, a removed conversation, or a forged event', async () => {
    const recipient = await member()
    const sender = await member()
    const chat = await conversation(sender.id, recipient.id)
    const read = await message(chat.id, sender.id, new Date(Date.now() - 5000))
    await prisma.conversationMember.update({
      where: { conversationId_userId: { conversationId: chat.id, userId: recipient.id } },
      data: { lastReadAt: new Date() },
    })
    const base = { recipientId: recipient.id, senderId: sender.id, conversationId: chat.id }
    expect(await deliverNotification({ type: 'new_message', ...base, messageId: read.id })).toMatchObject({
      email: 'already_seen',
    })
    // The message is not from the named sender: nothing.
    const other = await member()
    const fresh = await message(chat.id, sender.id)
    expect(await deliverNotification({ type: 'new_message', ...base, senderId: other.id, messageId: fresh.id })).toMatchObject({
      email: 'gone',
    })
    await prisma.conversationMember.update({
      where: { conversationId_userId: { conversationId: chat.id, userId: recipient.id } },
      data: { removedAt: new Date() },
    })
    expect(await deliverNotification({ type: 'new_message', ...base, messageId: fresh.id })).toMatchObject({ email: 'gone' })
    expect(await mailsTo(recipient.id)).toHaveLength(0)
  })
})

/** One event of every kind, all of which would be mailed to `recipient`. */
async function everyEvent(recipientId: number): Promise<NotificationEvent[]> {
  const liker = await member()
  await like(liker.id, recipientId)
  const mutual = await member()
  await like(mutual.id, recipientId)
  await like(recipientId, mutual.id)
  const sender = await member()
  const chat = await conversation(sender.id, recipientId)
  const first = await message(chat.id, sender.id)
  const other = await member()
  const chat2 = await conversation(other.id, recipientId)
  const later = await message(chat2.id, other.id)
  return [
    { type: 'like', recipientId, likerId: liker.id },
    { type: 'match', recipientId, otherId: mutual.id },
    { type: 'new_conversation', recipientId, senderId: sender.id, conversationId: chat.id, messageId: first.id },
    { type: 'new_message', recipientId, senderId: other.id, conversationId: chat2.id, messageId: later.id },
  ]
}

describe('opted-out members', () => {
  it('a member with notifications_disabled gets zero e-mails of every type', async () => {
    for (const reason of ['fbl', 'bounce', 'listunsubscribe'] as const) {
      const recipient = await member()
      await prisma.user.update({ where: { id: recipient.id }, data: { notificationsDisabled: [reason] } })
      for (const event of await everyEvent(recipient.id)) {
        expect(await deliverNotification(event)).toMatchObject({ email: 'opted_out' })
      }
      expect(await mailsTo(recipient.id)).toHaveLength(0)
    }
  })

  it('a member who turned every type off gets zero e-mails; turning one on sends only that one', async () => {
    const recipient = await member()
    await prisma.emailPreference.createMany({ data: EMAIL_TYPES.map((type) => ({ userId: recipient.id, type, enabled: false })) })
    const events = await everyEvent(recipient.id)
    for (const event of events) expect(await deliverNotification(event)).toMatchObject({ email: 'opted_out' })
    expect(await mailsTo(recipient.id)).toHaveLength(0)

    await prisma.emailPreference.update({
      where: { userId_type: { userId: recipient.id, type: 'like' } },
      data: { enabled: true },
    })
    const results = await Promise.all(events.map((event) => deliverNotification(event)))
    expect(results.map((r) => r.email)).toEqual(['sent', 'sent', 'opted_out', 'opted_out'])
  })

  it('sends nothing to a member not active (deleted, pending deletion, unconfirmed)', async () => {
    for (const status of ['deleted', 'pending_deletion', 'not_confirmed'] as const) {
      const recipient = await member()
      const events = await everyEvent(recipient.id)
      await prisma.user.update({ where: { id: recipient.id }, data: { status } })
      for (const event of events) expect(await deliverNotification(event)).toMatchObject({ email: 'no_recipient' })
      expect(await mailsTo(recipient.id)).toHaveLength(0)
    }
  })
})

function unsubscribe(token: string, body = 'List-Unsubscribe=One-Click') {
  const request = new Request(`http://localhost:3000/api/unsubscribe.php?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })
  return unsubscribeApi.action({ request, params: {}, context: routeContext() } as never)
}

describe('one-click unsubscribe (RFC 8058)', () => {
  it('records listunsubscribe once, after which no notification e-mail is sent', async () => {
    const recipient = await member()
    const token = createEmailToken(recipient)
    const response = await unsubscribe(token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ unsubscribed: true })
    expect((await unsubscribe(token)).status).toBe(200)
    const user = await prisma.user.findUniqueOrThrow({ where: { id: recipient.id } })
    expect(user.notificationsDisabled).toEqual(['listunsubscribe'])
    for (const event of await everyEvent(recipient.id)) expect((await deliverNotification(event)).email).toBe('opted_out')
  })

  it('refuses forged, expired, foreign and malformed requests with a 4xx and changes nothing', async () => {
    const recipient = await member()
    const token = createEmailToken(recipient)
    const [id, expires, signature] = token.split('.')
    const other = await member()
    const cases: [string, string, number][] = [
      [`${other.id}.${expires}.${signature}`, 'List-Unsubscribe=One-Click', 403], // another member's id
      [`${id}.${Number(expires) + 1}.${signature}`, 'List-Unsubscribe=One-Click', 403], // extended expiry
      [createEmailToken(recipient, Date.now() - 61 * 86_400_000), 'List-Unsubscribe=One-Click', 410],
      ['garbage', 'List-Unsubscribe=One-Click', 403],
      [token, 'List-Unsubscribe=Yes', 400],
      [token, '', 400],
    ]
    for (const [forged, body, status] of cases) {
      const response = await unsubscribe(forged, body)
      expect(response.status, `${forged} ${body}`).toBe(status)
    }
    // After an e-mail change the old links stop working.
    await prisma.user.update({ where: { id: recipient.id }, data: { email: `changed.${recipient.email}` } })
    expect((await unsubscribe(token)).status).toBe(403)
    for (const user of [recipient, other]) {
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).notificationsDisabled).toEqual([])
    }
  })

  it('GET only leads to the preferences page, at its one-button unsubscribe', async () => {
    const recipient = await member()
    const token = createEmailToken(recipient)
    const request = new Request(`http://localhost:3000/api/unsubscribe.php?token=${token}`)
    const response = unsubscribeApi.loader({ request, params: {}, context: routeContext() } as never)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/notifications/email?token=${token}#unsubscribe`)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: recipient.id } })).notificationsDisabled).toEqual([])
  })
})

describe('the e-mail-source preferences page', () => {
  const call = async (fn: 'loader' | 'action', url: string, form?: Record<string, string | string[]>) => {
    const body = new URLSearchParams()
    for (const [key, value] of Object.entries(form ?? {})) for (const v of [value].flat()) body.append(key, v)
    const request = new Request(
      url,
      form ? { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {},
    )
    const result = await (emailSourcePage[fn] as (args: unknown) => Promise<unknown>)({
      request,
      params: {},
      context: routeContext(),
    })
    return result as { data?: unknown; init?: { status?: number } } & Record<string, unknown>
  }

  it('shows and saves one member’s toggles with the token, without a login', async () => {
    const recipient = await member()
    await prisma.user.update({ where: { id: recipient.id }, data: { notificationsDisabled: ['listunsubscribe'] } })
    const token = createEmailToken(recipient)
    const url = `http://localhost:3000/notifications/email?token=${encodeURIComponent(token)}`
    const shown = await call('loader', url)
    expect(shown).toMatchObject({ valid: true, email: recipient.email, preferences: { disabled: ['listunsubscribe'] } })

    const saved = await call('action', url, { token, intent: 'email-preferences', types: ['like', 'new_messages'] })
    expect(saved.data).toMatchObject({ ok: true, notice: 'settings.saved' })
    const rows = await prisma.emailPreference.findMany({ where: { userId: recipient.id, enabled: true } })
    expect(rows.map((r) => r.type).sort()).toEqual(['like', 'new_messages'])

    const enabled = await call('action', url, { token, intent: 'enable-notifications' })
    expect(enabled.data).toMatchObject({ ok: true })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: recipient.id } })).notificationsDisabled).toEqual([])
  })

  it('turns off every e-mail with one button, as the footer’s "Unsubscribe" promises', async () => {
    const recipient = await member()
    const token = createEmailToken(recipient)
    const url = `http://localhost:3000/notifications/email?token=${encodeURIComponent(token)}`
    const off = await call('action', url, { token, intent: 'unsubscribe' })
    expect(off.data).toMatchObject({ intent: 'unsubscribe', ok: true })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: recipient.id } })).notificationsDisabled).toEqual([
      'listunsubscribe',
    ])
    expect(await mayEmail(recipient.id, 'new_messages')).toBe(false)
    // Twice is once; a made-up token changes nothing.
    await call('action', url, { token, intent: 'unsubscribe' })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: recipient.id } })).notificationsDisabled).toHaveLength(1)
    const other = await member()
    expect(await call('action', url, { token: 'x.1.y', intent: 'unsubscribe' })).toMatchObject({ init: { status: 403 } })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).notificationsDisabled).toEqual([])
  })

  it('refuses an invalid token and an unknown type', async () => {
    const recipient = await member()
    const token = createEmailToken(recipient)
    const url = 'http://localhost:3000/notifications/email?token=x'
    expect(await call('loader', url)).toMatchObject({ data: { valid: false }, init: { status: 403 } })
    expect(await call('action', url, { token: 'x.1.y', intent: 'email-preferences', types: 'like' })).toMatchObject({
      init: { status: 403 },
    })
    expect(await call('action', url, { token, intent: 'email-preferences', types: 'spam' })).toMatchObject({
      init: { status: 400 },
    })
    expect(await prisma.emailPreference.count({ where: { userId: recipient.id } })).toBe(0)
  })
})
