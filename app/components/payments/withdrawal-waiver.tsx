// The required checkbox before every payment (shared/payments/withdrawal.ts): the member asks for
// immediate delivery of the credits and acknowledges that the 14-day right of withdrawal ends with
// it. Never pre-ticked; `required` stops the browser's submit, and the server refuses the order
// without it (also without JavaScript).
import { useTranslation } from '../../i18n/use-translation.ts'
import { WITHDRAWAL_WAIVER_FIELD, WITHDRAWAL_WAIVER_VERSION, withdrawalWaiverKey } from '../../../shared/payments/withdrawal.ts'

export function WithdrawalWaiverCheckbox({
  id,
  missing,
  errorId = `${id}-error`,
}: {
  id: string
  /** The last submit came without it: the field says so. */
  missing: boolean
  errorId?: string
}) {
  const { t } = useTranslation('payments')
  return (
    <div className="form-check mb-3" data-testid="withdrawal-waiver">
      <input
        id={id}
        name={WITHDRAWAL_WAIVER_FIELD}
        type="checkbox"
        value="on"
        required
        className={`form-check-input${missing ? ' is-invalid' : ''}`}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
      />
      <label className="form-check-label small" htmlFor={id}>
        {t(withdrawalWaiverKey(WITHDRAWAL_WAIVER_VERSION))}
      </label>
      {missing ? (
        <div id={errorId} className="invalid-feedback" role="alert">
          {t('withdrawal.required')}
        </div>
      ) : null}
    </div>
  )
}
