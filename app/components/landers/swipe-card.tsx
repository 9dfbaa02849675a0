// One member card of the swipe stack (/landers/tinderswipe): follows the pointer while it
// is dragged and, once swiped, flies out to the side it was swiped to.
import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { LanderMember } from '../../../server/landers/lander-members.ts'
import { MemberPhoto } from './member-photo.tsx'

export function SwipeCard({
  member,
  depth,
  priority,
  leaving,
  drag,
  onLeft,
  ...handlers
}: {
  member: LanderMember
  depth: number
  priority: boolean
  drag: number
  /** Set on the card flying out after a swipe: which way, and from where it was dragged to. */
  leaving?: { direction: 'left' | 'right'; from: number }
  onLeft?: () => void
  onPointerDown?: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerMove?: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerUp?: () => void
}) {
  const { t } = useTranslation('landers')
  const style: CSSProperties | undefined = leaving
    ? ({ '--from-x': `${leaving.from}px`, '--from-rotate': `${leaving.from / 18}deg` } as CSSProperties)
    : depth === 0 && drag !== 0
      ? { transform: `translateX(${drag}px) rotate(${drag / 18}deg)`, transition: 'none' }
      : undefined
  return (
    <article
      className={`swipe-card swipe-card--depth-${depth}${leaving ? ` swipe-card--leave-${leaving.direction}` : ''}`}
      style={style}
      aria-hidden={depth > 0 || leaving ? true : undefined}
      onAnimationEnd={onLeft}
      onPointerDown={handlers.onPointerDown}
      onPointerMove={handlers.onPointerMove}
      onPointerUp={handlers.onPointerUp}
      onPointerCancel={handlers.onPointerUp}
    >
      <MemberPhoto
        photo={member.photo}
        name={member.name}
        alt={t('photoOf', { name: member.name })}
        width={400}
        height={500}
        sizes="(min-width: 576px) 360px, 90vw"
        className="swipe-card__photo"
        priority={priority}
      />
      <div className="swipe-card__info">
        <h2 className="h4 mb-0">
          {member.name}, {member.age}
        </h2>
        {member.city ? <p className="mb-0">{member.city}</p> : null}
      </div>
      {depth === 0 && drag !== 0 ? (
        <span className={`swipe-card__stamp swipe-card__stamp--${drag > 0 ? 'like' : 'nope'}`} aria-hidden="true">
          {drag > 0 ? t('tinderswipe.like') : t('tinderswipe.nope')}
        </span>
      ) : null}
    </article>
  )
}
