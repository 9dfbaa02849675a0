// sendMemberEmail (server/notifications/member-mail.ts), the one way an e-mail reaches a member:
// the opt-out rule for the types a member can turn off, the language fallback (the member's, else
// the site's default), the links on the site's origin, the List-Unsubscribe headers, the sender
// and the idempotency key; transactional e-mails (account, complaint) ignore the opt-outs.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { mailDir } from '../../server/mail/mailer.ts'
import { senderOf } from '../../server/mail/sender.ts'
import { siteOrigin } from '../../server/sites/site-url.ts'
import { memberRecipient, sendMemberEmail } from '../../server/notifications/member-mail.ts'

let n = 0
async function member(language: string) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `member-mail.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      language,
      profile: {
        create: { siteId: site.id, name: `Mailed${n}`, gender: 'female', birthDate: new Date('1990-01-01'), country: 'IS' },
      },
    },
    include: { site: true, profile: { select: { name: true } } },
  })
}

/** The .eml of an OutboundEmail row, headers unfolded and quoted-printable undone. */
async function emlOf(outboundId: number): Promise<string> {
  const file = (await readdir(mailDir())).find((name) => name.endsWith(`-${outboundId}.eml`))
  if (!file) throw new Error(`no .eml for ${outboundId}`)
  const raw = await readFile(path.join(mailDir(), file), 'utf8')
  return raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
}

const like = (otherName: string) => ({ kind: 'like' as const, vars: () => ({ otherName, url: '/likes/m/1' }) })

describe('sendMemberEmail', () => {
  it('sends a member e-mail in the member language, with links on the site and one-click unsubscribe headers, once', async () => {
    const user = await member('de')
    const key = `test:member-mail:${user.id}`
    const email = {
      to: memberRecipient(user),
      type: 'like' as const,
      ...like('Greta'),
      idempotencyKey: key,
      template: 'notify-like',
    }
    expect(await sendMemberEmail(email)).toBe('sent')
    expect(await sendMemberEmail(email)).toBe('already_sent')

    const [row, ...more] = await prisma.outboundEmail.findMany({ where: { idempotencyKey: key } })
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({ language: 'de', template: 'notify-like', userId: user.id, status: 'sent' })
    expect(row!.subject).toContain('Greta')
    const eml = await emlOf(row!.id)
    const origin = siteOrigin(user.site)
    expect(eml).toMatch(new RegExp(`List-Unsubscribe: <${origin}/api/unsubscribe\\.php\\?token=[^>]+>`))
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(eml).toContain(`${origin}/likes/m/1`)
    expect(eml).toContain(`${origin}/notifications/email?token=`)
    expect(eml).toContain(`From: ${senderOf(user.site)}`)
  })

  it('sends nothing of a type the member turned off, nor anything to a member with notifications_disabled', async () => {
    const off = await member('en')
    await prisma.emailPreference.create({ data: { userId: off.id, type: 'like', enabled: false } })
    const disabled = await member('en')
    await prisma.user.update({ where: { id: disabled.id }, data: { notificationsDisabled: ['bounce'] } })
    for (const user of [off, disabled]) {
      const key = `test:member-mail:opt-out:${user.id}`
      const email = {
        to: memberRecipient(user),
        type: 'like' as const,
        ...like('Greta'),
        idempotencyKey: key,
        template: 'notify-like',
      }
      expect(await sendMemberEmail(email)).toBe('opted_out')
      expect(await prisma.outboundEmail.count({ where: { idempotencyKey: key } })).toBe(0)
    }
  })

  it('sends a transactional e-mail whatever the preferences, without unsubscribe headers', async () => {
    const user = await member('nl')
    await prisma.user.update({ where: { id: user.id }, data: { notificationsDisabled: ['listunsubscribe'] } })
    const key = `test:member-mail:account:${user.id}`
    const outcome = await sendMemberEmail({
      to: memberRecipient(user),
      kind: 'activation',
      vars: () => ({ activationUrl: '/activate?token=abc', expiresHours: 24 }),
      idempotencyKey: key,
      template: 'activation',
    })
    expect(outcome).toBe('sent')
    const row = await prisma.outboundEmail.findUniqueOrThrow({ where: { idempotencyKey: key } })
    expect(row.language).toBe('nl')
    const eml = await emlOf(row.id)
    expect(eml).not.toContain('List-Unsubscribe')
    expect(eml).toContain(`${siteOrigin(user.site)}/activate?token=abc`)
  })

  it('falls back to the site default language when the member has none we speak', async () => {
    const user = await member('xx')
    const key = `test:member-mail:fallback:${user.id}`
    const site = { ...user.site, domainLanguage: 'fr' }
    const outcome = await sendMemberEmail({
      to: { ...memberRecipient(user), site },
      type: 'like',
      ...like('Greta'),
      idempotencyKey: key,
      template: 'notify-like',
    })
    expect(outcome).toBe('sent')
    const row = await prisma.outboundEmail.findUniqueOrThrow({ where: { idempotencyKey: key } })
    expect(row.language).toBe('fr')
    // A site default we do not speak either reads as English.
    const other = await member('')
    const englishKey = `test:member-mail:fallback:${other.id}`
    await sendMemberEmail({
      to: { ...memberRecipient(other), site: { ...other.site, domainLanguage: 'tlh' } },
      type: 'like',
      ...like('Greta'),
      idempotencyKey: englishKey,
      template: 'notify-like',
    })
    expect((await prisma.outboundEmail.findUniqueOrThrow({ where: { idempotencyKey: englishKey } })).language).toBe('en')
  })
})
