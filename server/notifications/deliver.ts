// Turns a notification event into the e-mail the recipient chose, under the rules in
// docs/notifications.md: never to a member who opted out (type off, or notifications_disabled),
// never about someone the recipient may not see or has blocked, no mail about what the member has
// already seen or while they are online, and at most one mail per conversation until it is read.
// Every mail has one idempotency key, so a retried job never sends twice.
import type { EmailType } from '../generated/prisma/client.ts'
import { prisma } from '../db.ts'
import { localeOr } from '../../shared/i18n/config.ts'
import { deliverEmail } from '../mail/mailer.ts'
import { siteOrigin, siteUrl } from '../sites/site-url.ts'
import { checkProfileAccess } from '../members/profile-access.ts'
import type { NotificationEvent } from './notify.ts'
import { createEmailToken } from './email-token.ts'
import { renderEmail } from '../../emails/render.ts'
import { pushPayload, pushToMember } from './push.ts'
import { isOnline } from '../../shared/members/online.ts'
import { senderOf } from '../mail/sender.ts'

/** The e-mail type (SPEC §9) that governs each event; a match is a mutual like. */
export const EMAIL_TYPE_OF: Record<NotificationEvent['type'], EmailType> = {
  like: 'like',
  match: 'like',
  new_conversation: 'new_conversations',
  new_message: 'new_messages',
}

export type EmailOutcome =
  'sent' | 'already_sent' | 'no_recipient' | 'opted_out' | 'not_visible' | 'gone' | 'already_seen' | 'online' | 'throttled'

export interface DeliveryResult {
  email: EmailOutcome
  /** Subscriptions that took the push. */
  pushes: number
}

/** The footer's preferences page and the List-Unsubscribe address of a member's e-mails. */
export function preferenceLinks(site: { domain: string }, user: { id: number; email: string }) {
  const token = encodeURIComponent(createEmailToken(user))
  return {
    preferencesUrl: siteUrl(site, `/notifications/email?token=${token}`),
    unsubscribeUrl: siteUrl(site, `/api/unsubscribe.php?token=${token}`),
  }
}

interface Plan {
  kind: NotificationEvent['type']
  otherId: number
  /** Where the button goes (a path on the site). */
  path: string
  /** One e-mail per key, ever. */
  key: string
}

/** What the event is about, or why nothing is sent. */
async function plan(event: NotificationEvent): Promise<Plan | Exclude<EmailOutcome, 'sent' | 'already_sent'>> {
  switch (event.type) {
    case 'like': {
      const like = await prisma.like.findUnique({
        where: { fromUserId_toUserId: { fromUserId: event.likerId, toUserId: event.recipientId } },
      })
      if (!like) return 'gone' // withdrawn before the job ran
      if (!like.isNew) return 'already_seen'
      return {
        kind: 'like',
        otherId: event.likerId,
        path: `/likes/m/${event.likerId}`,
        key: `notify:like:${event.likerId}:${event.recipientId}`,
      }
    }
    case 'match': {
      const mutual = await prisma.like.count({
        where: {
          OR: [
            { fromUserId: event.otherId, toUserId: event.recipientId },
            { fromUserId: event.recipientId, toUserId: event.otherId },
          ],
        },
      })
      if (mutual < 2) return 'gone'
      return {
        kind: 'match',
        otherId: event.otherId,
        path: `/likes/m/${event.otherId}`,
        key: `notify:match:${event.otherId}:${event.recipientId}`,
      }
    }
    case 'new_conversation':
    case 'new_message': {
      const [message, member] = await Promise.all([
        prisma.message.findUnique({ where: { id: event.messageId } }),
        prisma.conversationMember.findUnique({
          where: { conversationId_userId: { conversationId: event.conversationId, userId: event.recipientId } },
        }),
      ])
      if (!message || message.conversationId !== event.conversationId || message.senderId !== event.senderId) return 'gone'
      if (!member || member.removedAt) return 'gone'
      if (member.lastReadAt && member.lastReadAt >= message.createdAt) return 'already_seen'
      return {
        kind: event.type,
        otherId: event.senderId,
        path: `/chats/${event.conversationId}`,
        // One key per conversation and read state: a second message before the member reads the
        // conversation finds the key taken and sends nothing; reading it opens a new key.
        key: `notify:conversation:${event.conversationId}:${event.recipientId}:${member.lastReadAt?.getTime() ?? 0}`,
      }
    }
  }
}

type Recipient = NonNullable<Awaited<ReturnType<typeof loadRecipient>>>

function loadRecipient(userId: number) {
  return prisma.user.findUnique({
    where: { id: userId },
    include: { site: true, profile: { select: { name: true, lastActiveAt: true } } },
  })
}

/** Why no e-mail of this type may go to the member, or null. */
async function emailOptOut(user: Recipient, type: EmailType): Promise<'opted_out' | null> {
  if (user.notificationsDisabled.length > 0) return 'opted_out'
  const preference = await prisma.emailPreference.findUnique({ where: { userId_type: { userId: user.id, type } } })
  return preference && !preference.enabled ? 'opted_out' : null
}

async function sendEmail(user: Recipient, planned: Plan, otherName: string, now: Date): Promise<EmailOutcome> {
  if (user.profile && isOnline(user.profile.lastActiveAt, now)) return 'online'
  const existing = await prisma.outboundEmail.findUnique({ where: { idempotencyKey: planned.key } })
  if (existing?.status === 'sent')
    return planned.kind === 'new_message' || planned.kind === 'new_conversation' ? 'throttled' : 'already_sent'

  const language = localeOr(user.language)
  const links = preferenceLinks(user.site, user)
  const email = await renderEmail(
    planned.kind,
    {
      language,
      siteName: user.site.name,
      siteUrl: siteOrigin(user.site),
      supportEmail: user.site.supportEmail,
      name: user.profile?.name ?? user.email,
      preferences: links,
    },
    { otherName, url: planned.path },
  )
  return deliverEmail({
    idempotencyKey: planned.key,
    to: user.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
    template: `notify-${planned.kind}`,
    language,
    userId: user.id,
    from: senderOf(user.site),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
}

/** The tag groups pushes about one subject: a newer push replaces the older notification. */
function pushTag(event: NotificationEvent): string {
  return event.type === 'new_conversation' || event.type === 'new_message' ? `chat-${event.conversationId}` : `likes`
}

export async function deliverNotification(event: NotificationEvent, now = new Date()): Promise<DeliveryResult> {
  const user = await loadRecipient(event.recipientId)
  if (!user || user.status !== 'active') return { email: 'no_recipient', pushes: 0 }
  const optOut = await emailOptOut(user, EMAIL_TYPE_OF[event.type])
  const planned = await plan(event)
  if (typeof planned === 'string') return { email: optOut ?? planned, pushes: 0 }
  const access = await checkProfileAccess(user.id, user.siteId, planned.otherId)
  if (access.kind !== 'ok' || access.blockedByViewer) return { email: optOut ?? 'not_visible', pushes: 0 }

  const email = optOut ?? (await sendEmail(user, planned, access.profile.name, now))
  // Pushes go to every subscribed browser, also while the member is online: the open page
  // reloads its chats and likes when one arrives. A retried job may push again (harmless: the
  // notification's tag replaces the earlier one).
  const pushes = await pushToMember(
    user.id,
    user.site,
    pushPayload(user.language, planned.kind, access.profile.name, user.site.name, planned.path, pushTag(event)),
  )
  return { email, pushes }
}
