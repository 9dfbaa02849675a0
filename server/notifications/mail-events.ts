// Bounces and spam complaints from the mail provider stop notification e-mail to the address
// (User.notificationsDisabled gets `bounce` or `fbl`). Two authenticated forms
// (docs/notifications.md): Amazon SES notifications delivered by SNS, whose RSA signature is
// checked against Amazon's signing certificate, and a generic JSON form with a shared secret.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Agent } from 'node:https'
import SnsPayloadValidator from 'sns-payload-validator'
import { z } from 'zod'
import { prisma } from '../db.ts'
import { disableNotifications } from './preferences.ts'

export type MailEventKind = 'bounce' | 'complaint'
export interface MailEvent {
  kind: MailEventKind
  email: string
}

/** Records the events; returns how many accounts changed or already had the reason. */
export async function recordMailEvents(events: MailEvent[]): Promise<number> {
  let accounts = 0
  for (const event of events) {
    // The address bounced or complained whatever the site: every account on it stops.
    const users = await prisma.user.findMany({ where: { email: event.email.toLowerCase() }, select: { id: true } })
    for (const user of users) await disableNotifications(user.id, event.kind === 'bounce' ? 'bounce' : 'fbl')
    accounts += users.length
  }
  return accounts
}

// ───────────── generic JSON ─────────────

export const genericMailEventsSchema = z.object({
  events: z
    .array(
      z.object({
        type: z.enum(['bounce', 'complaint']),
        email: z.string().email().max(254),
        /** Only permanent (hard) bounces stop e-mail; a soft bounce is retried by the provider. */
        permanent: z.boolean().default(true),
      }),
    )
    .min(1)
    .max(500),
})

export function secretMatches(given: string | null, secret: string): boolean {
  if (!given) return false
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(secret).digest()
  return timingSafeEqual(a, b)
}

export function genericEvents(body: z.infer<typeof genericMailEventsSchema>): MailEvent[] {
  return body.events
    .filter((event) => event.type === 'complaint' || event.permanent)
    .map((event) => ({ kind: event.type, email: event.email }))
}

// ───────────── Amazon SES via SNS ─────────────

export const snsMessageSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().max(200),
  TopicArn: z.string().max(300),
  Subject: z.string().max(500).optional(),
  Message: z.string().max(256_000),
  Timestamp: z.string().max(64),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().max(2000),
  SigningCertURL: z.string().max(500),
  SubscribeURL: z.string().max(1000).optional(),
  Token: z.string().max(1000).optional(),
})
export type SnsMessage = z.infer<typeof snsMessageSchema>

/** Amazon's SNS endpoints (SubscribeURL) live on sns.<region>.amazonaws.com over https only. */
export function isAmazonSnsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'https:' && /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/.test(url.hostname) && !url.port
}

export type FetchText = (url: string) => Promise<string>
const defaultFetchText: FetchText = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

/** How old a signed message may be (replays of older ones are refused). */
export const SNS_MAX_AGE_MS = 60 * 60_000

export type SnsCheck = { ok: true } | { ok: false; reason: 'topic' | 'certificate' | 'signature' | 'stale' }

export interface SnsOptions {
  topics: string[]
  /** How a SubscribeURL is visited (tests answer it locally). */
  fetchText?: FetchText
  /** The agent that downloads Amazon's signing certificates (tests point it at a local server). */
  certificateAgent?: Agent
  now?: number
}

/**
 * The signature is checked by a kept library (sns-payload-validator: the string to sign of each
 * message type, the certificate address pattern, RSA-SHA1/SHA256, a bounded certificate cache);
 * the topic and the age, which it leaves to its callers, are checked here first.
 */
const validators = new WeakMap<Agent, SnsPayloadValidator>()
let defaultValidator: SnsPayloadValidator | undefined
function validatorFor(agent: Agent | undefined): SnsPayloadValidator {
  if (!agent) return (defaultValidator ??= new SnsPayloadValidator({ maxCerts: 50 }))
  let validator = validators.get(agent)
  if (!validator) validators.set(agent, (validator = new SnsPayloadValidator({ maxCerts: 50, requestAgent: agent })))
  return validator
}

export async function verifySnsMessage(message: SnsMessage, options: SnsOptions): Promise<SnsCheck> {
  if (!options.topics.includes(message.TopicArn)) return { ok: false, reason: 'topic' }
  const sent = Date.parse(message.Timestamp)
  if (!Number.isFinite(sent) || Math.abs((options.now ?? Date.now()) - sent) > SNS_MAX_AGE_MS)
    return { ok: false, reason: 'stale' }
  try {
    await validatorFor(options.certificateAgent).validate({ ...message })
    return { ok: true }
  } catch (error) {
    // 'Invalid Signature', or the certificate's address, download or form.
    return { ok: false, reason: error instanceof Error && error.message === 'Invalid Signature' ? 'signature' : 'certificate' }
  }
}

const sesRecipients = z.array(z.object({ emailAddress: z.string().max(320) })).max(500)
const sesNotificationSchema = z.object({
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: sesRecipients }).optional(),
  complaint: z.object({ complainedRecipients: sesRecipients }).optional(),
})

/** The bounces (permanent only) and complaints in an SES notification; other types give none. */
export function sesEvents(messageText: string): MailEvent[] {
  let json: unknown
  try {
    json = JSON.parse(messageText)
  } catch {
    return []
  }
  const parsed = sesNotificationSchema.safeParse(json)
  if (!parsed.success) return []
  const type = parsed.data.notificationType ?? parsed.data.eventType
  const address = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value
  if (type === 'Bounce' && parsed.data.bounce?.bounceType === 'Permanent')
    return parsed.data.bounce.bouncedRecipients.map((r) => ({ kind: 'bounce', email: address(r.emailAddress) }))
  if (type === 'Complaint' && parsed.data.complaint)
    return parsed.data.complaint.complainedRecipients.map((r) => ({ kind: 'complaint', email: address(r.emailAddress) }))
  return []
}

export type SnsOutcome = { status: 200; recorded: number } | { status: 200; confirmed: true } | { status: 403; reason: string }

/** Handles one SNS delivery: a verified notification is recorded, a verified subscription confirmed. */
export async function handleSnsMessage(message: SnsMessage, options: SnsOptions): Promise<SnsOutcome> {
  const check = await verifySnsMessage(message, options)
  if (!check.ok) return { status: 403, reason: check.reason }
  if (message.Type === 'SubscriptionConfirmation') {
    if (!message.SubscribeURL || !isAmazonSnsUrl(message.SubscribeURL)) return { status: 403, reason: 'certificate' }
    await (options.fetchText ?? defaultFetchText)(message.SubscribeURL)
    return { status: 200, confirmed: true }
  }
  if (message.Type === 'UnsubscribeConfirmation') return { status: 200, recorded: 0 }
  return { status: 200, recorded: await recordMailEvents(sesEvents(message.Message)) }
}
