// The withdrawal waiver as the payment pages post it (docs/privacy.md "Consumer law at the
// checkout"): the ticked checkbox becomes the waiver the order services require
// (server/payments/withdrawal.ts:requireWaiver).
import { WITHDRAWAL_WAIVER_FIELD, WITHDRAWAL_WAIVER_VERSION } from '../../../shared/payments/withdrawal.ts'
import type { WithdrawalWaiver } from '../../../server/payments/withdrawal.ts'

/** The waiver a posted form gives: the ticked checkbox, now, in the page's language; else null. */
export function waiverFromForm(form: FormData, language: string, now = new Date()): WithdrawalWaiver | null {
  return form.get(WITHDRAWAL_WAIVER_FIELD) === 'on' ? { version: WITHDRAWAL_WAIVER_VERSION, language, at: now } : null
}
