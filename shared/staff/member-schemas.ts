// The member 360° view's forms (docs/staff.md): one zod schema per action; messages are keys in
// staff.json under "members".
import { z } from 'zod'
import { idField } from '../parse-id.ts'

/** The largest credit adjustment at once, either way (server/credits/adjust-credits.ts checks it too). */
export const MAX_CREDIT_ADJUSTMENT = 100_000
export const STAFF_NOTE_MAX = 2000

/** The search box: an e-mail address, a member id, a name or an order id. */
export const memberSearchSchema = z.object({
  q: z.string().trim().max(200, { error: 'members.errors.queryTooLong' }).optional().default(''),
})

/** A checkbox that must be ticked: the confirmation of a destructive action (works without JavaScript). */
const confirmed = z.preprocess(
  (v) => v === 'on' || v === 'true' || v === true,
  z.literal(true, { error: 'members.errors.confirmRequired' }),
)

const note = z
  .string({ error: 'members.errors.noteRequired' })
  .trim()
  .min(1, { error: 'members.errors.noteRequired' })
  .max(STAFF_NOTE_MAX, { error: 'members.errors.noteTooLong' })

export const changeEmailSchema = z.object({
  email: z
    .string({ error: 'members.errors.emailRequired' })
    .trim()
    .toLowerCase()
    .max(200, { error: 'members.errors.emailInvalid' })
    .pipe(z.email({ error: 'members.errors.emailInvalid' })),
})

export const adjustCreditsSchema = z.object({
  amount: z.preprocess(
    (v) => (typeof v === 'string' && /^[+-]?\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v === '' ? undefined : Number.NaN),
    z
      .number({ error: 'members.errors.amountInvalid' })
      .int({ error: 'members.errors.amountInvalid' })
      .refine((n) => n !== 0 && Math.abs(n) <= MAX_CREDIT_ADJUSTMENT, { error: 'members.errors.amountInvalid' }),
  ),
  note,
})

export const refundSchema = z.object({
  orderId: idField('members.errors.orderInvalid'),
  /** Outside the site's refund period (staff only). */
  anyTime: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()),
  confirm: confirmed,
})

/** Hiding a profile: the statement of reasons the member gets by e-mail (DSA art. 17). */
export const hideProfileSchema = z.object({ note, confirm: confirmed })

/** Blocking or allowing direct debit: why, for the audit trail. */
export const directDebitSchema = z.object({ note })

/** Deleting the account's personal data now. */
export const deleteMemberSchema = z.object({ confirm: confirmed })
