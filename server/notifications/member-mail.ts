// The one way an e-mail goes to a member (or to the sender of a notice, who may have no account).
// sendMemberEmail owns what every such e-mail shares: the opt-out rule (mayEmail) for the e-mails
// a member can turn off, the idempotency key (a retried job never sends twice), the language
// (the recipient's, else the site's default), links on the site's origin (siteOrigin of the site
// row, in the worker), the preferences and one-click List-Unsubscribe links (RFC 8058), the
// sender (senderOf) and the rendering (emails/render.ts). Notifications (deliver.ts), the
// reminders and weekly update (digests.ts), campaigns and the account and complaint jobs use it.
import type { EmailType } from '../generated/prisma/client.ts'
import { prisma } from '../db.ts'
import { type Locale, localeOr } from '../../shared/i18n/config.ts'
import { deliverEmail } from '../mail/mailer.ts'
import { senderOf } from '../mail/sender.ts'
import { siteOrigin, siteUrl } from '../sites/site-url.ts'
import { renderEmail, type EmailKind, type EmailVariables } from '../../emails/render.ts'
import { createEmailToken } from './email-token.ts'
import { mayEmail } from './preferences.ts'

export type MemberEmailOutcome = 'sent' | 'already_sent' | 'opted_out'

/** Who gets the e-mail, and the site that sends it. */
export interface MailRecipient {
  /** The member (opt-outs, preference links, OutboundEmail.userId); none for a reporter without an account. */
  userId?: number
  email: string
  /** The greeting's name. */
  name: string
  /** The language asked for (the member's setting, a notice's language); one we do not speak reads as the site's default. */
  language: string | null | undefined
  site: { name: string; domain: string; supportEmail: string; mailName: string; domainLanguage: string }
}

/** A member row with its site and profile name as the recipient of an e-mail to their address. */
export function memberRecipient(user: {
  id: number
  email: string
  language: string | null
  site: MailRecipient['site']
  profile: { name: string } | null
}): MailRecipient {
  return { userId: user.id, email: user.email, name: user.profile?.name ?? user.email, language: user.language, site: user.site }
}

export interface MemberEmail<K extends EmailKind> {
  to: MailRecipient
  /**
   * The e-mail type (SPEC §9) for the e-mails a member can turn off: sent only when mayEmail
   * allows it, with the preferences and unsubscribe links. Account, payment and complaint
   * e-mails have none and always go.
   */
  type?: EmailType
  kind: K
  /** The e-mail's variables in the language it is sent in (campaign texts, a translated reason); links as site paths. */
  vars: (language: Locale) => EmailVariables[K]
  /** One e-mail per key, ever. */
  idempotencyKey: string
  /** The name OutboundEmail and the metrics record (e.g. notify-like, activation). */
  template: string
}

/** The footer's preferences page and the List-Unsubscribe address of a member's e-mails (site paths). */
export function preferencePaths(user: { id: number; email: string }) {
  const token = encodeURIComponent(createEmailToken(user))
  return {
    preferencesUrl: `/notifications/email?token=${token}`,
    unsubscribeUrl: `/api/unsubscribe.php?token=${token}`,
  }
}

export async function sendMemberEmail<K extends EmailKind>(email: MemberEmail<K>): Promise<MemberEmailOutcome> {
  const { to, type, idempotencyKey } = email
  if (type && (to.userId === undefined || !(await mayEmail(to.userId, type)))) return 'opted_out'
  const existing = await prisma.outboundEmail.findUnique({ where: { idempotencyKey } })
  if (existing?.status === 'sent') return 'already_sent'

  const language = localeOr(to.language, localeOr(to.site.domainLanguage))
  const preferences = type && to.userId !== undefined ? preferencePaths({ id: to.userId, email: to.email }) : undefined
  const rendered = await renderEmail(
    email.kind,
    {
      language,
      siteName: to.site.name,
      siteUrl: siteOrigin(to.site),
      supportEmail: to.site.supportEmail,
      name: to.name,
      preferences,
    },
    email.vars(language),
  )
  return deliverEmail({
    idempotencyKey,
    to: to.email,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    template: email.template,
    language,
    userId: to.userId,
    from: senderOf(to.site),
    headers: preferences && {
      'List-Unsubscribe': `<${siteUrl(to.site, preferences.unsubscribeUrl)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}

/** A member e-mail of `type` to the member `userId` (digests and campaigns); nothing to a member who is gone. */
export async function sendToMember<K extends EmailKind>(
  userId: number,
  email: Omit<MemberEmail<K>, 'to'>,
): Promise<MemberEmailOutcome | 'no_recipient'> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    include: { site: true, profile: { select: { name: true } } },
  })
  if (!user) return 'no_recipient'
  return sendMemberEmail({ ...email, to: memberRecipient(user) })
}
