// The match modal (SPEC §2, §4 Match modal): "It's a match" with both photos when a like becomes
// mutual, or the new-like variant when someone likes the member (auto-like, ?t). It closes on a
// click anywhere; the photo opens the profile and the button starts a conversation, without
// closing first. Animations last 0.75 s (SPEC §9); reduced motion turns them off.
import { useEffect } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useNavigate } from 'react-router'

export interface MatchModalMember {
  id: number
  name: string
  photo: string | null
}

export function MatchModal({
  variant,
  other,
  ownPhoto,
  onClose,
}: {
  variant: 'match' | 'like'
  other: MatchModalMember
  ownPhoto: string | null
  onClose: () => void
}) {
  const { t } = useTranslation('likes')
  const navigate = useNavigate()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])

  const go = (to: string) => (event: React.MouseEvent) => {
    event.stopPropagation()
    event.preventDefault()
    void navigate(to)
  }
  const profileHref = `/likes/m/${other.id}`
  const chatHref = `/members/${other.id}/chat`
  const photo = (src: string | null, alt: string, className: string) =>
    src ? (
      <img src={src} alt={alt} width={200} height={267} className={className} />
    ) : (
      <span className={`match-modal-nophoto ${className}`} role="img" aria-label={alt}>
        {alt.slice(0, 1)}
      </span>
    )
  return (
    <div
      className="like-modal match-modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby="match-modal-title"
      data-testid={`match-modal-${variant}`}
      onClick={onClose}
    >
      <div className="like-modal-content text-center text-white px-3">
        <h2 id="match-modal-title" className="h2 fw-bold mb-2 match-modal-title">
          {variant === 'match' ? t('modal.match') : t('modal.newLike', { name: other.name })}
        </h2>
        <p className="mb-3">{variant === 'match' ? t('modal.matchText', { name: other.name }) : t('modal.newLikeText')}</p>
        <div className="d-flex justify-content-center align-items-center gap-2 mb-3">
          {variant === 'match' ? photo(ownPhoto, t('modal.ownPhotoAlt'), 'match-modal-own') : null}
          <a
            href={profileHref}
            onClick={go(profileHref)}
            className="like-modal-photo match-modal-other"
            data-testid="match-modal-photo"
          >
            {photo(other.photo, t('modal.photoAlt', { name: other.name }), '')}
          </a>
        </div>
        <a href={chatHref} onClick={go(chatHref)} className="btn btn-light btn-lg" data-testid="match-modal-chat">
          {t('modal.startChat')}
        </a>
        <p className="small mt-3 mb-0">{t('modal.closeHint')}</p>
      </div>
    </div>
  )
}
