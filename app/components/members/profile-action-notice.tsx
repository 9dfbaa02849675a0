// What a like, unlike, block or unblock form post on the profile screen answered (SPEC §4 like
// state, §6 blocking), as a notice: done, a match, or why not.
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { FREE_LIKES_PER_DAY } from '../../../shared/likes/like-limits.ts'
import { ActivationRequiredNotice } from '../layout/activation-required.tsx'

export type ProfileActionResult =
  | { ok: true; intent: 'like'; match: boolean }
  | { ok: true; intent: 'unlike' | 'block' | 'unblock' }
  | { ok: false; error: 'cannotLikeSelf' | 'cannotBlockSelf' | 'activationRequired' | 'likeLimit' | 'failed' }

export function ProfileActionNotice({ result, name }: { result: ProfileActionResult; name: string }) {
  const { t } = useTranslation('members')
  if (!result.ok) {
    if (result.error === 'activationRequired') return <ActivationRequiredNotice />
    if (result.error === 'likeLimit') {
      // The day's free likes are used (docs/likes.md): say so, with the way to more.
      return (
        <div
          className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
          role="alert"
          data-testid="like-error-like_limit"
        >
          <span>{t('likes:errors.likeLimit', { count: FREE_LIKES_PER_DAY })}</span>
          <Link to="/premium" className="btn btn-sm btn-primary" data-testid="like-premium-prompt">
            {t('likes:locked.button')}
          </Link>
        </div>
      )
    }
    const key =
      result.error === 'failed'
        ? 'actions.failed'
        : result.error === 'cannotBlockSelf'
          ? 'block.cannotBlockSelf'
          : `actions.${result.error}`
    return (
      <div className="alert alert-warning" role="alert">
        {t(key)}
      </div>
    )
  }
  if (result.intent === 'like' && result.match) {
    return (
      <div className="alert alert-success d-flex flex-wrap align-items-center gap-2" role="status" data-testid="profile-match">
        <strong className="fs-5">{t('like.match')}</strong>
        <span>{t('like.matchText', { name })}</span>
      </div>
    )
  }
  const key = { like: 'actions.liked', unlike: 'actions.unliked', block: 'actions.blocked', unblock: 'actions.unblocked' }[
    result.intent
  ]
  return (
    <div className="alert alert-success" role="status">
      {t(key, { name })}
    </div>
  )
}
