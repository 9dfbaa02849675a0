// What a like, unlike, block or unblock form post on the profile screen answered (SPEC §4 like
// state, §6 blocking), as a notice: done, a match, or why not.
import { useTranslation } from '../../i18n/use-translation.ts'
import { ActivationRequiredNotice } from '../layout/activation-required.tsx'

export type ProfileActionResult =
  | { ok: true; intent: 'like'; match: boolean }
  | { ok: true; intent: 'unlike' | 'block' | 'unblock' }
  | { ok: false; error: 'cannotLikeSelf' | 'cannotBlockSelf' | 'activationRequired' | 'failed' }

export function ProfileActionNotice({ result, name }: { result: ProfileActionResult; name: string }) {
  const { t } = useTranslation('members')
  if (!result.ok) {
    if (result.error === 'activationRequired') return <ActivationRequiredNotice />
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
