// Why a step of the direct-debit form (SPEC §2 directdebit) was refused: the activation notice,
// or an alert with the problem (wrong code: how many tries are left).
import type { SubmissionResult } from '@conform-to/react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { DirectDebitProblem } from '../../../server/payments/direct-debit-limits.ts'
import { ActivationRequiredNotice } from '../layout/activation-required.tsx'

/** What the direct-debit page's action may answer besides the service's own refusals. */
export type DirectDebitPageProblem = DirectDebitProblem | 'tooMany' | 'activation' | 'discount' | 'provider' | 'withdrawal'

/** What the direct-debit page's action answered: conform's reply, a problem, or "code sent again". */
export interface DirectDebitAnswer {
  result?: SubmissionResult<string[]>
  problem: DirectDebitPageProblem | null
  attemptsLeft?: number
  resent?: boolean
}

export function DirectDebitProblemAlert({
  problem,
  attemptsLeft,
}: {
  problem: DirectDebitPageProblem | null | undefined
  attemptsLeft?: number
}) {
  const { t } = useTranslation('payments')
  if (!problem) return null
  if (problem === 'activation') return <ActivationRequiredNotice />
  return (
    <div className="alert alert-danger" role="alert" data-testid="direct-debit-problem">
      {problem === 'withdrawal'
        ? t('withdrawal.required')
        : problem === 'code_invalid' && attemptsLeft === undefined
          ? t('directDebit.errors.codeInvalid')
          : t(`directDebit.problems.${problem}`, { count: attemptsLeft ?? 0 })}
    </div>
  )
}
