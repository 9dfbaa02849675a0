// The member's waiver of the right of withdrawal (shared/payments/withdrawal.ts): checked by
// every service that starts an order (openOrder, repeatOrder, the direct-debit mandate form), so
// no page, script or API can start a payment without it. The pages read it from their forms with
// app/routes/+shared/withdrawal.server.ts.
import { WITHDRAWAL_WAIVER_VERSION } from '../../shared/payments/withdrawal.ts'
import { OrderError } from './order-error.ts'

export interface WithdrawalWaiver {
  /** The text version the member saw (WITHDRAWAL_WAIVER_VERSION when they ticked it). */
  version: number
  /** The language the text was shown in. */
  language: string
  at: Date
}

/** Refuses an order without the member's waiver of the current text (OrderError 'withdrawal_waiver'). */
export function requireWaiver(waiver: WithdrawalWaiver | null | undefined): WithdrawalWaiver {
  if (
    !waiver ||
    waiver.version !== WITHDRAWAL_WAIVER_VERSION ||
    !(waiver.at instanceof Date) ||
    Number.isNaN(waiver.at.getTime())
  )
    throw new OrderError('withdrawal_waiver', 'No order without the waiver of the right of withdrawal.')
  return waiver
}

/** The order columns that keep the waiver. */
export const waiverColumns = (waiver: WithdrawalWaiver) => ({
  withdrawalWaiverAt: waiver.at,
  withdrawalWaiverVersion: waiver.version,
  withdrawalWaiverLanguage: waiver.language.slice(0, 5),
})
