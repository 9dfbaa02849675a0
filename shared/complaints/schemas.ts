// Input of a notice (EU Digital Services Act, art. 16): why, what, who reports it, and the
// statement of good faith. Pure zod, no server imports: the page's form constraints come
// from here too. Messages are keys in locales/<lng>/complaints.json.
import { z } from 'zod'
import { optionalIdField } from '../parse-id.ts'

export const complaintReasons = [
  'fake_profile',
  'harassment',
  'explicit_content',
  'underage',
  'scam',
  'illegal_content',
  'privacy',
  'copyright',
  'other',
] as const
export type ComplaintReason = (typeof complaintReasons)[number]

export const complaintStatuses = ['open', 'in_review', 'resolved', 'rejected'] as const

export const COMPLAINT_TEXT_MIN = 10
export const COMPLAINT_TEXT_MAX = 5000

const baseFields = {
  reason: z.enum(complaintReasons, { error: 'errors.reasonRequired' }),
  text: z
    .string({ error: 'errors.textTooShort' })
    .trim()
    .min(COMPLAINT_TEXT_MIN, 'errors.textTooShort')
    .max(COMPLAINT_TEXT_MAX, 'errors.textTooLong'),
  /** The reported member's profile id (the same as their user id). */
  profile: optionalIdField('errors.profileUnknown'),
  photo: optionalIdField('errors.photoUnknown'),
  /** A checked checkbox posts "on"; JSON clients send true. */
  good_faith: z.union([z.literal('on'), z.literal(true)], { error: 'errors.goodFaithRequired' }),
  /** Honeypot: people leave it empty, bots fill it in. */
  website: z.string().max(0, 'errors.botDetected').optional(),
}

const reporterName = z
  .string({ error: 'errors.nameRequired' })
  .trim()
  .min(2, 'errors.nameRequired')
  .max(100, 'errors.nameTooLong')
  .refine((v) => !/[<>]/.test(v), 'errors.nameInvalid')

const reporterEmail = z
  .string({ error: 'errors.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'errors.emailRequired', abort: true })
  .max(254, 'errors.invalidEmail')
  .pipe(z.email({ error: 'errors.invalidEmail' }))

/** Members report under their account; visitors must say who they are (name and e-mail). */
export const visitorComplaintSchema = z.object({ ...baseFields, name: reporterName, email: reporterEmail })
export const memberComplaintSchema = z.object(baseFields)

export function complaintSchema(options: { member: boolean }) {
  return options.member ? memberComplaintSchema : visitorComplaintSchema
}

/** A parsed notice; name and e-mail are only present for visitors. */
export type ComplaintInput = z.infer<typeof memberComplaintSchema> & { name?: string; email?: string }
