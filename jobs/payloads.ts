// Every background job's name, payload schema and attempts: what enqueue() checks, without the
// handlers. The handlers (registry.ts) import the services that enqueue jobs; keeping the schemas
// apart means server code → jobs/queue.ts → this file, and no cycle back into server/.
import { z } from 'zod'

const id = z.number().int().positive()
/**
 * A link in an e-mail: a path on the member's site ('/activate?token=…'), which the worker puts on
 * the site's origin (siteOrigin of the site row), or an absolute URL (a CDN photo; jobs queued
 * before links became paths).
 */
const url = z.union([z.string().regex(/^\/(?!\/)/), z.string().url()])
const hours = z.number().int().positive()

/** What every account e-mail job carries besides its template's variables. */
const accountEmail = {
  userId: z.number().int(),
  /** One key per e-mail (usually the token id): a retried job never sends twice. */
  idempotencyKey: z.string().min(1),
  /**
   * Unused: the worker builds links from the member's site row. Jobs queued before carried the
   * site's origin here, and their links are whole URLs; they are still accepted.
   */
  baseUrl: z.string().url().optional(),
  /** Another recipient than the account's address (the new address of an e-mail change). */
  to: z.string().email().optional(),
}

/**
 * One schema per account e-mail: the variables are exactly what its template renders
 * (emails/render.ts EmailVariables), dates included (they travel as ISO strings and come back
 * as Dates), so the handler needs no cast and a wrong variable fails when the job is queued.
 */
const accountEmailPayload = z.discriminatedUnion('template', [
  z.object({
    ...accountEmail,
    template: z.literal('activation'),
    variables: z.object({ activationUrl: url, expiresHours: hours }),
  }),
  z.object({
    ...accountEmail,
    template: z.literal('password-reset'),
    variables: z.object({ resetUrl: url, expiresHours: hours }),
  }),
  z.object({
    ...accountEmail,
    template: z.literal('email-change'),
    variables: z.object({ confirmUrl: url, newEmail: z.string().email(), expiresHours: hours }),
  }),
  z.object({
    ...accountEmail,
    template: z.literal('deletion-scheduled'),
    variables: z.object({ reactivateUrl: url, days: z.number().int().positive(), deletionDate: z.coerce.date() }),
  }),
  z.object({
    ...accountEmail,
    template: z.literal('photo-rejected'),
    variables: z.object({ photoUrl: url, profileUrl: url, note: z.string() }),
  }),
  z.object({
    ...accountEmail,
    template: z.literal('profile-disabled'),
    variables: z.object({ termsUrl: url, note: z.string() }),
  }),
  z.object({
    ...accountEmail,
    template: z.literal('data-export-ready'),
    variables: z.object({ downloadUrl: url, expiresAt: z.coerce.date() }),
  }),
  z.object({
    ...accountEmail,
    template: z.literal('order-confirmation'),
    variables: z.object({
      orderId: id,
      credits: z.number().int().nonnegative(),
      amount: z.number().int().nonnegative(),
      currency: z.string().length(3),
      method: z.string().min(1),
      paidAt: z.coerce.date(),
      collecting: z.boolean(),
      receiptUrl: url,
      waiverAt: z.coerce.date(),
      waiverVersion: z.number().int().positive(),
    }),
  }),
  z.object({
    ...accountEmail,
    template: z.literal('debit-notice'),
    variables: z.object({
      orderId: id,
      amount: z.number().int().nonnegative(),
      currency: z.string().length(3),
      collectionDate: z.coerce.date(),
      mandateReference: z.string().min(1),
      creditorId: z.string().min(1),
      creditorName: z.string().min(1),
      iban: z.string().min(1),
      settingsUrl: url,
    }),
  }),
])
export type AccountEmailJob = z.infer<typeof accountEmailPayload>

export const jobPayloads = {
  'send-email': {
    payload: z.object({
      /** The same key on a retry means the same e-mail: it is sent at most once. */
      idempotencyKey: z.string().min(1),
      to: z.string().email(),
      subject: z.string().min(1),
      html: z.string(),
      text: z.string(),
      template: z.string(),
      language: z.string(),
      userId: z.number().int().optional(),
      from: z.string().optional(),
      headers: z.record(z.string(), z.string()).optional(),
    }),
    attempts: 5,
  },
  'send-account-email': {
    payload: accountEmailPayload,
    attempts: 5,
  },
  'send-complaint-email': {
    payload: z.object({
      complaintId: z.number().int(),
      /** Which e-mail; jobs queued before the decision e-mail existed have none. */
      kind: z.enum(['received', 'decided']).default('received'),
      /** complaint-<kind>:<id>: a retried job never sends twice. */
      idempotencyKey: z.string().min(1),
      /** Overrides the notice's own language (older jobs carried it). */
      language: z.string().optional(),
      /** Unused: links point at the notice's site (siteOrigin of its row); older jobs carried its origin. */
      baseUrl: z.string().url().optional(),
    }),
    attempts: 5,
  },
  'purge-deleted-accounts': {
    payload: z.object({}).default({}),
    attempts: 3,
  },
  notify: {
    payload: z.discriminatedUnion('type', [
      z.object({ type: z.literal('like'), recipientId: id, likerId: id }),
      z.object({ type: z.literal('match'), recipientId: id, otherId: id }),
      z.object({ type: z.literal('new_conversation'), recipientId: id, senderId: id, conversationId: id, messageId: id }),
      z.object({ type: z.literal('new_message'), recipientId: id, senderId: id, conversationId: id, messageId: id }),
    ]),
    attempts: 5,
  },
  'notification-digests': {
    payload: z.object({}).default({}),
    attempts: 3,
  },
  'warm-search-totals': {
    payload: z.object({}).default({}),
    attempts: 1,
  },
  'build-data-export': {
    payload: z.object({ exportId: id }),
    attempts: 3,
  },
  'purge-personal-data': {
    payload: z.object({}).default({}),
    attempts: 3,
  },
  'dashboard-stats': {
    payload: z.object({}).default({}),
    attempts: 2,
  },
} as const

export type JobName = keyof typeof jobPayloads

/** Recurring jobs: name and interval. The worker registers them with BullMQ; without Redis the web process runs them. */
export type ScheduledJobName =
  'purge-deleted-accounts' | 'notification-digests' | 'warm-search-totals' | 'purge-personal-data' | 'dashboard-stats'
export const schedules: { name: ScheduledJobName; everyMs: number }[] = [
  { name: 'purge-deleted-accounts', everyMs: 60 * 60_000 },
  { name: 'notification-digests', everyMs: 60 * 60_000 },
  // Totals are answered for an hour (server/members/search/count-cache.ts): twice in that time.
  { name: 'warm-search-totals', everyMs: 30 * 60_000 },
  // The retention schedule (docs/privacy.md): small batches every hour keep each delete short.
  { name: 'purge-personal-data', everyMs: 60 * 60_000 },
  // The staff dashboard's daily rows: today and yesterday again, missing days filled in.
  { name: 'dashboard-stats', everyMs: 10 * 60_000 },
]
