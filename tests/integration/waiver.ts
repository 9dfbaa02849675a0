// The waiver of the right of withdrawal a member gives at the checkout (shared/payments/withdrawal.ts):
// every test that starts an order gives it, as the pages do.
import { WITHDRAWAL_WAIVER_VERSION } from '../../shared/payments/withdrawal.ts'
import type { WithdrawalWaiver } from '../../server/payments/withdrawal.ts'

export const waiver = (language = 'en'): WithdrawalWaiver => ({ version: WITHDRAWAL_WAIVER_VERSION, language, at: new Date() })
