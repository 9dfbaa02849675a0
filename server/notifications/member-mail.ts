// Sends one e-mail of a given type (SPEC §9) to a member under the opt-out rules: active account,
// nothing in notifications_disabled, the type not turned off. Used by the reminders, the weekly
// update and staff campaigns; every e-mail has its own idempotency key (sent at most once).
import type { EmailType } from '../generated/prisma/client.ts'
import { prisma } from '../db.ts'
import { type Locale, localeOr } from '../../shared/i18n/config.ts'
import { deliverEmail } from '../mail/mailer.ts'
import { siteOrigin } from '../sites/site-url.ts'
import { mayEmail } from './preferences.ts'
import { preferenceLinks } from './deliver.ts'
import { senderOf } from '../mail/sender.ts'
import { renderEmail, type EmailVariables, type MemberEmailKind } from '../../emails/render.ts'

export type MemberMailOutcome = 'sent' | 'already_sent' | 'opted_out' | 'no_recipient'

export async function sendMemberMail<K extends MemberEmailKind>(
  userId: number,
  type: EmailType,
  key: string,
  email: { kind: K; vars: (language: Locale) => EmailVariables[K] },
): Promise<MemberMailOutcome> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    include: { site: true, profile: { select: { name: true } } },
  })
  if (!user) return 'no_recipient'
  if (!(await mayEmail(user.id, type))) return 'opted_out'
  const existing = await prisma.outboundEmail.findUnique({ where: { idempotencyKey: key } })
  if (existing?.status === 'sent') return 'already_sent'
  const language = localeOr(user.language)
  const links = preferenceLinks(user.site, user)
  const rendered = await renderEmail(
    email.kind,
    {
      language,
      siteName: user.site.name,
      siteUrl: siteOrigin(user.site),
      supportEmail: user.site.supportEmail,
      name: user.profile?.name ?? user.email,
      preferences: links,
    },
    email.vars(language),
  )
  return deliverEmail({
    idempotencyKey: key,
    to: user.email,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    template: `notify-${type}`,
    language,
    userId: user.id,
    from: senderOf(user.site),
    headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}
