// The profile's buttons (SPEC §2, §6): like or unlike, gift, message, block or unblock, report.
// Visitors get links to the login page; with JavaScript those open a short explanation first
// ("Login to like {name}'s profile") with the login link. Likes and blocks are plain POST forms
// to the profile route, so they work without JavaScript too.
import { useState, type ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form, Link, useNavigation } from 'react-router'
import { ReportLink } from '../complaints/report-link.tsx'
import type { LikeState } from '../../../server/likes/profile-likes.ts'

type Prompt = 'like' | 'gift' | 'message'

function IntentButton({
  intent,
  className,
  children,
  confirmText,
}: {
  intent: 'like' | 'unlike' | 'block' | 'unblock'
  className: string
  children: ReactNode
  confirmText?: string
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        if (confirmText && !window.confirm(confirmText)) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={className} disabled={busy} data-testid={`profile-${intent}`}>
        {children}
      </button>
    </Form>
  )
}

export function ProfileActions({
  id,
  name,
  like,
  loggedIn,
  blockedByViewer,
  loginHref,
}: {
  id: number
  name: string
  like: LikeState
  loggedIn: boolean
  blockedByViewer: boolean
  loginHref: string
}) {
  const { t } = useTranslation('members')
  const [prompt, setPrompt] = useState<Prompt | null>(null)

  if (!loggedIn) {
    const messages: Record<Prompt, string> = {
      like: t('actions.loginToLike', { name }),
      gift: t('actions.loginToGift', { name }),
      message: t('actions.loginToChat'),
    }
    const promptLink = (kind: Prompt, label: string, className: string, icon: string) => (
      <Link
        to={loginHref}
        className={className}
        aria-controls="profile-login-prompt"
        aria-expanded={prompt === kind}
        data-testid={`profile-${kind}`}
        onClick={(event) => {
          event.preventDefault()
          setPrompt(prompt === kind ? null : kind)
        }}
      >
        <span aria-hidden="true">{icon} </span>
        {label}
      </Link>
    )
    return (
      <div className="mb-3">
        <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions.label', { name })}>
          {promptLink('like', t('actions.like'), 'btn btn-primary', '♥')}
          {promptLink('message', t('actions.message'), 'btn btn-outline-primary', '✉')}
          {promptLink('gift', t('actions.gift'), 'btn btn-outline-primary', '🎁')}
          <ReportLink profileId={id} name={name} variant="button" className="align-self-center" />
        </div>
        <div id="profile-login-prompt" role="status" aria-live="polite">
          {prompt ? (
            <div
              className="alert alert-info d-flex flex-wrap align-items-center gap-2 mt-2 mb-0"
              data-testid="profile-login-prompt"
            >
              <span>{messages[prompt]}</span>
              <Link to={loginHref} className="btn btn-sm btn-primary">
                {t('actions.login')}
              </Link>
              <button
                type="button"
                className="btn-close ms-auto"
                aria-label={t('actions.close')}
                onClick={() => setPrompt(null)}
              />
            </div>
          ) : null}
        </div>
      </div>
    )
  }

  if (blockedByViewer) {
    return (
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('actions.label', { name })}>
        <IntentButton intent="unblock" className="btn btn-primary">
          {t('actions.unblock')}
        </IntentButton>
        <ReportLink profileId={id} name={name} variant="button" className="align-self-center" />
      </div>
    )
  }

  const liked = like === 'sent' || like === 'match'
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('actions.label', { name })}>
      {liked ? (
        <IntentButton intent="unlike" className="btn btn-outline-primary">
          <span aria-hidden="true">♡ </span>
          {t('actions.unlike')}
        </IntentButton>
      ) : (
        <IntentButton intent="like" className="btn btn-primary">
          <span aria-hidden="true">♥ </span>
          {t('actions.like')}
        </IntentButton>
      )}
      <Link to={`/members/${id}/chat`} className="btn btn-outline-primary" data-testid="profile-message">
        <span aria-hidden="true">✉ </span>
        {t('actions.message')}
      </Link>
      <Link to={`/members/${id}/chat?gift=1`} className="btn btn-outline-primary" data-testid="profile-gift">
        <span aria-hidden="true">🎁 </span>
        {t('actions.gift')}
      </Link>
      <IntentButton intent="block" className="btn btn-outline-dark" confirmText={t('actions.confirmBlock', { name })}>
        {t('actions.block')}
      </IntentButton>
      <ReportLink profileId={id} name={name} variant="button" className="align-self-center" />
    </div>
  )
}
