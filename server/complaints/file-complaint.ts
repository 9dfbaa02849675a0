// Filing a notice (EU DSA notice and action): the reported profile must be on this site and a
// reported photo must be that member's. The complaint gets a human reference, and the reporter
// an acknowledgement e-mail in their language with it.
import { prisma } from '../db.ts'
import type { Site } from '../generated/prisma/client.ts'
import { isLocale, type Locale } from '../../shared/i18n/config.ts'
import { enqueue } from '../../jobs/queue.ts'
import { audit } from '../accounts/audit.ts'
import { checkLimit, consumeLimit, RATE_LIMITS, type LimitName } from '../http/rate-limits.ts'
import { complaintSchema, type ComplaintInput } from '../../shared/complaints/schemas.ts'
import { newComplaintReference } from './reference.ts'
import { mayActOnOthers } from '../accounts/member-policy.ts'
import type { UserStatus } from '../generated/prisma/client.ts'

export const COMPLAINTS_PER_HOUR = RATE_LIMITS['complaint-member'].points
/** Reference draws per attempt before giving up; with 31^6 codes a year, more than one is rare. */
const REFERENCE_DRAWS = 5
const ATTEMPTS = 3

export interface Reporter {
  id: number
  status: UserStatus
  email: string
  language: string
  profile: { name: string } | null
}

export interface FileComplaintContext {
  ip: string
  /** Origin the reporter used, e.g. https://amora.example: links in the e-mail point back there. */
  baseUrl: string
  /** The page language; a member's own language wins. */
  language: Locale
  /** Tests replace it to force a collision. */
  generateReference?: () => string
}

export type FileComplaintResult =
  | { ok: true; reference: string; complaintId: number; email: string }
  | { ok: false; error: 'invalid'; fieldErrors: Record<string, string[]> }
  | { ok: false; error: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; error: 'activation_required' }

class FieldError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('invalid complaint')
  }
}

/** A notice counts against its sender (member or address) and the client it came from. */
function limitKeys(reporter: Reporter | null, email: string, ip: string): [LimitName, string][] {
  return [
    reporter ? ['complaint-member', String(reporter.id)] : ['complaint-address', email.toLowerCase()],
    ['complaint-client', ip],
  ]
}

function isUniqueViolation(error: unknown) {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002'
}

export async function fileComplaint(
  input: unknown,
  reporter: Reporter | null,
  site: Pick<Site, 'id'>,
  context: FileComplaintContext,
): Promise<FileComplaintResult> {
  const parsed = complaintSchema({ member: reporter !== null }).safeParse(input)
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || 'form'] ??= []).push(issue.message)
    return { ok: false, error: 'invalid', fieldErrors }
  }
  // An unconfirmed member's notice waits for the confirmed address (member-policy.ts).
  if (reporter && !mayActOnOthers(reporter)) return { ok: false, error: 'activation_required' }
  const data: ComplaintInput = parsed.data
  const email = reporter?.email ?? data.email!
  const name = reporter ? (reporter.profile?.name ?? reporter.email) : data.name!
  const language = reporter && isLocale(reporter.language) ? reporter.language : context.language

  const keys = limitKeys(reporter, email, context.ip)
  for (const [name, key] of keys) {
    const limit = await checkLimit(name, key)
    if (!limit.allowed) return { ok: false, error: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds }
  }

  const generate = context.generateReference ?? (() => newComplaintReference())
  let stored: { id: number; reference: string } | undefined
  for (let attempt = 1; !stored; attempt++) {
    try {
      stored = await prisma.$transaction(async (tx) => {
        let targetUserId: number | null = null
        if (data.profile !== undefined) {
          const profile = await tx.profile.findFirst({
            where: { userId: data.profile, siteId: site.id },
            select: { userId: true },
          })
          if (!profile) throw new FieldError({ profile: ['errors.profileUnknown'] })
          targetUserId = profile.userId
        }
        if (data.photo !== undefined) {
          const photo = await tx.photo.findUnique({
            where: { id: data.photo },
            select: { userId: true, user: { select: { siteId: true } } },
          })
          if (!photo || photo.user.siteId !== site.id) throw new FieldError({ photo: ['errors.photoUnknown'] })
          // A photo alone names its owner; with a profile it must be that member's photo.
          if (targetUserId !== null && photo.userId !== targetUserId)
            throw new FieldError({ photo: ['errors.photoNotOfProfile'] })
          targetUserId = photo.userId
        }
        let reference = generate()
        for (let draw = 1; await tx.complaint.findUnique({ where: { reference }, select: { id: true } }); draw++) {
          if (draw >= REFERENCE_DRAWS) throw new Error('no free complaint reference found')
          reference = generate()
        }
        const complaint = await tx.complaint.create({
          data: {
            reference,
            siteId: site.id,
            reporterId: reporter?.id ?? null,
            // Kept for members too: the notice stays answerable if the account goes away.
            reporterName: name,
            reporterEmail: email,
            targetUserId,
            photoId: data.photo ?? null,
            reason: data.reason,
            text: data.text,
            language,
          },
          select: { id: true, reference: true },
        })
        await audit(
          {
            userId: reporter?.id ?? null,
            action: 'complaint_filed',
            actorType: reporter ? 'member' : 'system',
            actorName: reporter ? undefined : 'visitor',
            data: { reference, reason: data.reason, targetUserId, photoId: data.photo ?? null },
            ip: context.ip,
          },
          tx,
        )
        return complaint
      })
    } catch (error) {
      if (error instanceof FieldError) return { ok: false, error: 'invalid', fieldErrors: error.fieldErrors }
      // Two notices drew the same reference at the same moment: draw again.
      if (isUniqueViolation(error) && attempt < ATTEMPTS) continue
      throw error
    }
  }

  for (const [name, key] of keys) await consumeLimit(name, key)
  const key = `complaint-received:${stored.id}`
  await enqueue(
    'send-complaint-email',
    { complaintId: stored.id, kind: 'received', idempotencyKey: key, baseUrl: context.baseUrl },
    { jobId: `complaint-received-${stored.id}` },
  )
  return { ok: true, reference: stored.reference, complaintId: stored.id, email }
}
