// "Step n of 7" and its bar (SPEC §2 signup steps), one component for the first two steps (page and
// modal) and the steps after the account exists, so the text and the bar cannot disagree.
import { useTranslation } from '../../i18n/use-translation.ts'
import { SIGNUP_STEPS_TOTAL } from '../../../shared/accounts/signup-steps.ts'

export function SignupProgress({ step, live = false }: { step: number; live?: boolean }) {
  const { t } = useTranslation('accounts')
  const label = t('signup.stepOf', { step, total: SIGNUP_STEPS_TOTAL })
  return (
    <>
      <p className="text-muted small mb-1" aria-live={live ? 'polite' : undefined}>
        {label}
      </p>
      <div
        className="progress mb-4"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={SIGNUP_STEPS_TOTAL}
        aria-valuenow={step}
        style={{ height: 6 }}
        data-testid="signup-progress"
      >
        <div className="progress-bar" style={{ width: `${(step / SIGNUP_STEPS_TOTAL) * 100}%` }} />
      </div>
    </>
  )
}
