// Shown when an unconfirmed member tries something that reaches other members (like, block,
// complain, message): why it was refused and where the activation link is sent again.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import { ACTIVATION_RESEND_PATH } from '../../../shared/activation.ts'

export function ActivationRequiredNotice() {
  const { t } = useTranslation()
  return (
    <div className="alert alert-warning" role="alert" data-testid="activation-required">
      {t('activation.required')}{' '}
      <Link to={ACTIVATION_RESEND_PATH} className="alert-link">
        {t('activation.resend')}
      </Link>
    </div>
  )
}
