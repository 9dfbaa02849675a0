// Web push (RFC 8030/8291/8292) with the `web-push` library and the site's VAPID keys: the
// member's subscriptions (POST /api/user.php?push=1) and the pushes for likes, matches,
// conversations and messages. A subscription the push service answers 404 or 410 is gone and
// removed. Rules: docs/notifications.md.
import type { Agent } from 'node:https'
import webpush, { type WebPushError } from 'web-push'
import { z } from 'zod'
import { prisma } from '../db.ts'
import { isLocale } from '../../shared/i18n/config.ts'
import { getI18n } from '../i18n/resources.ts'

/** A push subscription as PushSubscription.toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2048)
    .url()
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'The endpoint must be an https address.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/),
  }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/** Stores the subscription for the member (a browser's endpoint moves to whoever subscribed last). */
export async function savePushSubscription(userId: number, subscription: PushSubscriptionInput, userAgent: string | null) {
  const data = {
    userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  }
  await prisma.pushSubscription.upsert({
    where: { endpoint: subscription.endpoint },
    create: { endpoint: subscription.endpoint, ...data },
    update: data,
  })
}

/** Removes one of the member's subscriptions (the settings switch turned off). */
export async function removePushSubscription(userId: number, endpoint: string) {
  await prisma.pushSubscription.deleteMany({ where: { userId, endpoint } })
}

export async function hasPushSubscription(userId: number): Promise<boolean> {
  return (await prisma.pushSubscription.count({ where: { userId } })) > 0
}

export type PushKind = 'like' | 'match' | 'new_conversation' | 'new_message'
const textKey: Record<PushKind, string> = {
  like: 'like',
  match: 'match',
  new_conversation: 'newConversation',
  new_message: 'newMessage',
}

export interface PushPayload {
  type: PushKind
  title: string
  body: string
  /** Path opened by a click on the notification. */
  url: string
  /** One notification per subject: a newer one replaces it. */
  tag: string
}

export function pushPayload(language: string, kind: PushKind, otherName: string, siteName: string, url: string, tag: string) {
  const locale = isLocale(language) ? language : 'en'
  const t = getI18n(locale).getFixedT(locale, 'notifications')
  const vars = { name: otherName, siteName }
  return {
    type: kind,
    title: t(`push.${textKey[kind]}.title`, vars),
    body: t(`push.${textKey[kind]}.body`, vars),
    url,
    tag,
  } satisfies PushPayload
}

let agent: Agent | undefined
/** Lets the integration test reach its local push service (a self-signed certificate). */
export function setPushAgent(next: Agent | undefined) {
  agent = next
}

export interface PushSite {
  pushPublicKey: string
  pushPrivateKey: string
  supportEmail: string
}

/**
 * Sends `payload` to every subscription of the member; returns how many took it. Subscriptions
 * answered 404/410 are deleted; other failures are left for the next push.
 */
export async function pushToMember(userId: number, site: PushSite, payload: PushPayload): Promise<number> {
  if (!site.pushPublicKey || !site.pushPrivateKey) return 0
  const subscriptions = await prisma.pushSubscription.findMany({ where: { userId } })
  const body = JSON.stringify(payload)
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          body,
          {
            vapidDetails: {
              subject: `mailto:${site.supportEmail}`,
              publicKey: site.pushPublicKey,
              privateKey: site.pushPrivateKey,
            },
            TTL: 24 * 3600,
            timeout: 10_000,
            ...(agent ? { agent } : {}),
          } as webpush.RequestOptions,
        )
        await prisma.pushSubscription.update({
          where: { id: subscription.id },
          data: { lastPushedAt: new Date(), lastPushedMessage: payload.body.slice(0, 500) },
        })
        return 1
      } catch (error) {
        const status = (error as WebPushError).statusCode
        if (status === 404 || status === 410) await prisma.pushSubscription.deleteMany({ where: { id: subscription.id } })
        return 0
      }
    }),
  )
  return results.reduce<number>((sum, n) => sum + n, 0)
}
