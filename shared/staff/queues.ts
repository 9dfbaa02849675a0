// The moderator queues' forms (docs/staff.md): photos, complaints, flagged profile texts. One zod
// schema per operation; messages are keys in staff.json under "queues".
import { z } from 'zod'
import { idField } from '../parse-id.ts'

/** A statement of reasons goes to the member as written (in their language): short but real. */
export const STATEMENT_MIN = 10
export const STATEMENT_MAX = 2000

const statement = z
  .string({ error: 'queues.errors.statementRequired' })
  .trim()
  .min(STATEMENT_MIN, { error: 'queues.errors.statementTooShort' })
  .max(STATEMENT_MAX, { error: 'queues.errors.statementTooLong' })

export const photoDecisionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('approve'), photoId: idField('queues.errors.photoUnknown') }),
    z.object({ intent: z.literal('reject'), photoId: idField('queues.errors.photoUnknown'), note: statement }),
  ],
  { error: 'queues.errors.intentUnknown' },
)

export const profileTextDecisionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('approve'), userId: idField('queues.errors.profileUnknown') }),
    z.object({ intent: z.literal('hide'), userId: idField('queues.errors.profileUnknown'), note: statement }),
  ],
  { error: 'queues.errors.intentUnknown' },
)

export const complaintDecisions = ['resolved', 'rejected'] as const
export const complaintMeasures = ['none', 'reject_photo', 'hide_profile'] as const

export const complaintDecisionSchema = z
  .object({
    decision: z.enum(complaintDecisions, { error: 'queues.errors.decisionRequired' }),
    /** To the sender of the notice (the decision e-mail). */
    resolution: z
      .string({ error: 'queues.errors.resolutionRequired' })
      .trim()
      .min(STATEMENT_MIN, { error: 'queues.errors.resolutionTooShort' })
      .max(STATEMENT_MAX, { error: 'queues.errors.statementTooLong' }),
    measure: z.preprocess(
      (v) => (v === undefined || v === '' ? 'none' : v),
      z.enum(complaintMeasures, { error: 'queues.errors.measureUnknown' }),
    ),
    /** To the reported member, with a measure (the statement of reasons). */
    statement: z.preprocess((v) => (v === '' ? undefined : v), statement.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.measure === 'none') return
    if (v.decision === 'rejected')
      ctx.addIssue({ code: 'custom', path: ['measure'], message: 'queues.errors.measureNeedsUpheld' })
    else if (!v.statement) ctx.addIssue({ code: 'custom', path: ['statement'], message: 'queues.errors.statementRequired' })
  })

export type ComplaintDecisionInput = z.output<typeof complaintDecisionSchema>
