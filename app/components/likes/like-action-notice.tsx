// What a like or unlike form post answered, as a notice (the match itself opens the modal).
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { LikeActionResult } from '../../routes/+shared/likes.server.ts'
import { LIKE_ERROR_KEYS } from '../../../shared/likes/like-input.ts'
import { FREE_LIKES_PER_DAY } from '../../../shared/likes/like-limits.ts'
import { ActivationRequiredNotice } from '../layout/activation-required.tsx'

const errorKey = { ...LIKE_ERROR_KEYS, invalid: 'likes:errors.invalidId' } as const

export function LikeActionNotice({ result }: { result: LikeActionResult }) {
  const { t } = useTranslation('likes')
  if (!result.ok) {
    if (result.error === 'activation_required') return <ActivationRequiredNotice />
    return (
      <div
        className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
        role="alert"
        data-testid={`like-error-${result.error}`}
      >
        <span>{t(errorKey[result.error], { count: FREE_LIKES_PER_DAY })}</span>
        {result.error === 'like_limit' ? (
          <Link to="/premium" className="btn btn-sm btn-primary" data-testid="like-premium-prompt">
            {t('locked.button')}
          </Link>
        ) : null}
      </div>
    )
  }
  return (
    <div className="alert alert-success" role="status" data-testid={`like-notice-${result.intent}`}>
      {t(result.intent === 'like' ? 'notice.liked' : 'notice.unliked', { name: result.name })}
    </div>
  )
}
