// Web push (RFC 8030/8291/8292) with the `web-push` library and the site's VAPID keys: the
// member's subscriptions (POST /api/user.php?push=1) and the pushes for likes, matches,
// conversations and messages. Endpoints must be the browsers' push services and are only
// connected to at public addresses (push-endpoints.ts); an endpoint belongs to the member who
// registered it. A subscription the push service answers 404 or 410 is gone and removed.
// Rules: docs/notifications.md.
import type { Agent } from 'node:https'
import webpush, { type WebPushError } from 'web-push'
import { z } from 'zod'
import { prisma } from '../db.ts'
import { getEnv } from '../env.ts'
import { ServiceError } from '../errors.ts'
import { log } from '../log.ts'
import { localeOr } from '../../shared/i18n/config.ts'
import { getI18n } from '../i18n/resources.ts'
import { createPushServiceAgent, pushDestination } from './push-endpoints.ts'
import { pushesSent } from '../metrics/metrics.ts'

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

/** The endpoint is not one of the browsers' push services (nor a configured test service). */
export class PushServiceNotAllowedError extends ServiceError<'push_service_not_allowed'> {
  constructor() {
    super('push_service_not_allowed')
  }
}

/** The endpoint is registered by another member: it stays theirs until that browser unsubscribes. */
export class PushEndpointTakenError extends ServiceError<'push_endpoint_taken'> {
  constructor() {
    super('push_endpoint_taken')
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002'

/**
 * Stores the subscription for the member. Only the browsers' push services are accepted; an
 * endpoint another member registered is refused (nobody can take over or silence another
 * member's browser by posting its endpoint with other keys).
 */
export async function savePushSubscription(userId: number, subscription: PushSubscriptionInput, userAgent: string | null) {
  if (!pushDestination(subscription.endpoint, getEnv().PUSH_EXTRA_ORIGINS)) throw new PushServiceNotAllowedError()
  const { endpoint } = subscription
  const data = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, userAgent: userAgent?.slice(0, 300) ?? null }
  const refreshOwn = async () => (await prisma.pushSubscription.updateMany({ where: { endpoint, userId }, data })).count > 0
  if (await refreshOwn()) return
  try {
    await prisma.pushSubscription.create({ data: { endpoint, userId, ...data } })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Registered meanwhile: by this member (a double click) it is refreshed, by another it stays theirs.
    if (!(await refreshOwn())) throw new PushEndpointTakenError()
  }
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
  const locale = localeOr(language)
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

let pushServiceAgent: Agent | undefined
let localAgent: Agent | undefined
/** The connection pool for PUSH_EXTRA_ORIGINS (a test's local push service with a self-signed certificate). */
export function setLocalPushAgent(next: Agent | undefined) {
  localAgent = next
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
  const extraOrigins = getEnv().PUSH_EXTRA_ORIGINS
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      // Checked again when sending: rows stored before the allow-list, or a test origin no longer configured.
      const destination = pushDestination(subscription.endpoint, extraOrigins)
      if (!destination) {
        log().warn({ subscriptionId: subscription.id }, 'push not sent: the endpoint is not a push service')
        return 0
      }
      const agent = destination === 'push_service' ? (pushServiceAgent ??= createPushServiceAgent()) : localAgent
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
        pushesSent.inc({ outcome: 'sent' })
        return 1
      } catch (error) {
        const status = (error as WebPushError).statusCode
        pushesSent.inc({ outcome: status === 404 || status === 410 ? 'gone' : 'failed' })
        if (status === 404 || status === 410) await prisma.pushSubscription.deleteMany({ where: { id: subscription.id } })
        else if ((error as { code?: unknown }).code === 'PUSH_ADDRESS_REFUSED') {
          log().warn(
            { subscriptionId: subscription.id, err: error },
            'push not sent: the push service resolved to an address that is not public',
          )
        }
        return 0
      }
    }),
  )
  return results.reduce<number>((sum, n) => sum + n, 0)
}
