// The card of the swipe game (SPEC §2 swipe-game, §9): photo, name, age and city of the member
// on top. It follows a touch or mouse drag; dragged past SWIPE_THRESHOLD_PX to the right it
// likes, to the left it passes.
import { useRef, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { MemberCard } from '../../../server/members/member-card.ts'

const SWIPE_THRESHOLD_PX = 90

export function SwipeGameCard({
  card,
  busy,
  onAnswer,
}: {
  card: MemberCard
  /** The last answer is still on its way. */
  busy: boolean
  onAnswer: (intent: 'like' | 'pass') => void
}) {
  const { t } = useTranslation('likes')
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null)
  const cardRef = useRef<HTMLDivElement>(null)

  const onPointerDown = (event: React.PointerEvent) => {
    if (busy) return
    cardRef.current?.setPointerCapture(event.pointerId)
    setDrag({ startX: event.clientX, dx: 0 })
  }
  const onPointerMove = (event: React.PointerEvent) => {
    if (drag) setDrag({ ...drag, dx: event.clientX - drag.startX })
  }
  const onPointerUp = () => {
    if (!drag) return
    if (drag.dx > SWIPE_THRESHOLD_PX) onAnswer('like')
    else if (drag.dx < -SWIPE_THRESHOLD_PX) onAnswer('pass')
    setDrag(null)
  }

  const dx = drag?.dx ?? 0
  return (
    <div
      ref={cardRef}
      className={`card shadow swipe-game-card${drag ? ' dragging' : ''}`}
      data-testid="swipe-card"
      data-member-id={card.id}
      // While the last answer is on its way (and the cards reload) a new one is not taken.
      aria-busy={busy || undefined}
      style={{ transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
    >
      {card.photo ? (
        <img className="card-img-top" src={card.photo.match} alt={t('photoAlt', { name: card.name })} draggable={false} />
      ) : null}
      <div className="card-body">
        <h2 className="h5 mb-0">
          <Link to={`/members/${card.id}`} className="text-reset">
            {card.name}, {card.age}
          </Link>
        </h2>
        {card.city ? <p className="text-body-secondary small mb-0">{card.city}</p> : null}
      </div>
    </div>
  )
}
