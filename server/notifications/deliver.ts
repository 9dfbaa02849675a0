// Turns a notification event into the e-mail the recipient chose, under the rules in
// docs/notifications.md: never to a member who opted out (type off, or notifications_disabled),
// never about someone the recipient may not see or has blocked, no mail about what the member has
// already seen or while they are online, and at most one mail per conversation until it is read.
// Every mail has one idempotency key, so a retried job never sends twice. The e-mail itself goes
// through sendMemberEmail (member-mail.ts), which applies the opt-out rule, renders and sends it.
import type { EmailType } from '../generated/prisma/client.ts'
import { prisma } from '../db.ts'
import { checkProfileAccess } from '../members/profile-access.ts'
import type { NotificationEvent } from './notify.ts'
import { pushPayload, pushToMember } from './push.ts'
import { isOnline } from '../../shared/members/online.ts'
import { mayEmail } from './preferences.ts'
import { memberRecipient, sendMemberEmail } from './member-mail.ts'

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

/** What kept the e-mail back, unless the member may not get this type at all: then that is the answer. */
async function heldBack(user: Recipient, type: EmailType, reason: EmailOutcome): Promise<EmailOutcome> {
  return (await mayEmail(user.id, type)) ? reason : 'opted_out'
}

async function sendEmail(user: Recipient, planned: Plan, otherName: string, now: Date): Promise<EmailOutcome> {
  const type = EMAIL_TYPE_OF[planned.kind]
  if (user.profile && isOnline(user.profile.lastActiveAt, now)) return heldBack(user, type, 'online')
  const outcome = await sendMemberEmail({
    to: memberRecipient(user),
    type,
    kind: planned.kind,
    vars: () => ({ otherName, url: planned.path }),
    idempotencyKey: planned.key,
    template: `notify-${planned.kind}`,
  })
  // A second message before the member read the conversation finds its key taken.
  const conversation = planned.kind === 'new_message' || planned.kind === 'new_conversation'
  return outcome === 'already_sent' && conversation ? 'throttled' : outcome
}

/** The tag groups pushes about one subject: a newer push replaces the older notification. */
function pushTag(event: NotificationEvent): string {
  return event.type === 'new_conversation' || event.type === 'new_message' ? `chat-${event.conversationId}` : `likes`
}

export async function deliverNotification(event: NotificationEvent, now = new Date()): Promise<DeliveryResult> {
  const user = await loadRecipient(event.recipientId)
  if (!user || user.status !== 'active') return { email: 'no_recipient', pushes: 0 }
  const type = EMAIL_TYPE_OF[event.type]
  const planned = await plan(event)
  if (typeof planned === 'string') return { email: await heldBack(user, type, planned), pushes: 0 }
  const access = await checkProfileAccess(user.id, user.siteId, planned.otherId)
  if (access.kind !== 'ok' || access.blockedByViewer) return { email: await heldBack(user, type, 'not_visible'), pushes: 0 }

  const email = await sendEmail(user, planned, access.profile.name, now)
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
