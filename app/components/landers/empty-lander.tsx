import { useTranslation } from '../../i18n/use-translation.ts'
import { SignupButton } from '../signup/signup-button.tsx'

/** What a lander shows when the site has no members to show yet. */
export function EmptyLander() {
  const { t } = useTranslation('landers')
  return (
    <div className="lander-empty text-center mx-auto">
      <p className="lead">{t('empty')}</p>
      <SignupButton className="btn btn-primary btn-lg">{t('cta.signup')}</SignupButton>
    </div>
  )
}
