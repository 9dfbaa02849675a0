// Sends one e-mail of a given type (SPEC §9) to a member under the opt-out rules: active account,
// nothing in notifications_disabled, the type not turned off. Used by the reminders, the weekly
// update and staff campaigns; every e-mail has its own idempotency key (sent at most once).
import type { EmailType } from '../generated/prisma/client.ts'
import { prisma } from '../db.ts'
import { type Locale, localeOr } from '../../shared/i18n/config.ts'
import { deliverEmail } from '../mail/mailer.ts'
import { siteOrigin, siteUrl } from '../sites/site-url.ts'
import { mayEmail } from './preferences.ts'
import { preferenceLinks } from './deliver.ts'
import { senderOf } from '../mail/sender.ts'
import { renderMemberEmail, type MemberEmailTexts } from './render.ts'

export type MemberMailOutcome = 'sent' | 'already_sent' | 'opted_out' | 'no_recipient'

export async function sendMemberMail(
  userId: number,
  type: EmailType,
  key: string,
  path: string,
  texts: (language: Locale, siteName: string) => MemberEmailTexts,
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
  const email = await renderMemberEmail(
    {
      language,
      siteName: user.site.name,
      siteUrl: siteOrigin(user.site),
      supportEmail: user.site.supportEmail,
      name: user.profile?.name ?? user.email,
      url: siteUrl(user.site, path),
      ...links,
    },
    texts(language, user.site.name),
  )
  return deliverEmail({
    idempotencyKey: key,
    to: user.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
    template: `notify-${type}`,
    language,
    userId: user.id,
    from: senderOf(user.site),
    headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}
