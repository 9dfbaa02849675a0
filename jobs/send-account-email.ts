// Renders an account e-mail in the member's language and delivers it once per key.
import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { prisma } from '../server/db.ts'
import type { AccountEmailTemplate, EmailVariables } from '../emails/render.ts'
import { memberRecipient, sendMemberEmail } from '../server/notifications/member-mail.ts'

const id = z.number().int().positive()
/**
 * A link in an e-mail: a path on the member's site ('/activate?token=…'), which the worker puts on
 * the site's origin (siteOrigin of the site row), or an absolute URL (a CDN photo; jobs queued
 * before links became paths).
 */
const url = z.union([z.string().regex(/^\/(?!\/)/), z.string().url()])
const hours = z.number().int().positive()

/** What every account e-mail job carries besides its template's variables. */
const accountEmailFields = {
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
    ...accountEmailFields,
    template: z.literal('activation'),
    variables: z.object({ activationUrl: url, expiresHours: hours }),
  }),
  z.object({
    ...accountEmailFields,
    template: z.literal('password-reset'),
    variables: z.object({ resetUrl: url, expiresHours: hours }),
  }),
  z.object({
    ...accountEmailFields,
    template: z.literal('email-change'),
    variables: z.object({ confirmUrl: url, newEmail: z.string().email(), expiresHours: hours }),
  }),
  z.object({
    ...accountEmailFields,
    template: z.literal('deletion-scheduled'),
    variables: z.object({ reactivateUrl: url, days: z.number().int().positive(), deletionDate: z.coerce.date() }),
  }),
  z.object({
    ...accountEmailFields,
    template: z.literal('photo-rejected'),
    variables: z.object({ photoUrl: url, profileUrl: url, note: z.string() }),
  }),
  z.object({
    ...accountEmailFields,
    template: z.literal('profile-disabled'),
    variables: z.object({ termsUrl: url, note: z.string() }),
  }),
  z.object({
    ...accountEmailFields,
    template: z.literal('data-export-ready'),
    variables: z.object({ downloadUrl: url, expiresAt: z.coerce.date() }),
  }),
  z.object({
    ...accountEmailFields,
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
    ...accountEmailFields,
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

export const sendAccountEmailJob = defineJob({
  name: 'send-account-email',
  payload: accountEmailPayload,
  attempts: 5,
  handler: (payload) => sendAccountEmail(payload),
})

/**
 * Renders and delivers one account e-mail now (once per idempotency key). The job calls it; so
 * does a service that must know the e-mail went out before it goes on (the SEPA pre-notification).
 */
export async function sendAccountEmail(payload: AccountEmailJob): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: payload.userId }, include: { profile: true, site: true } })
  if (!user || user.status === 'deleted') return
  // Links are site paths (or whole URLs in jobs queued before): they point at the member's site.
  await sendMemberEmail({
    to: { ...memberRecipient(user), email: payload.to ?? user.email },
    ...accountEmail(payload),
    idempotencyKey: payload.idempotencyKey,
    template: payload.template,
  })
}

/** The template and its variables travel together, so their types stay tied without a cast. */
function accountEmail<K extends AccountEmailTemplate>(job: { template: K; variables: EmailVariables[K] }) {
  return { kind: job.template, vars: () => job.variables }
}
