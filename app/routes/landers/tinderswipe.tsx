// /landers/tinderswipe/{slug?}: a stack of member cards to like or pass on (buttons, arrow
// keys or dragging); after a few swipes the "It's a match!" prompt asks for the signup.
// Without JavaScript the buttons submit a GET form, so the stack still works card by card.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useSearchParams } from 'react-router'
import type { Route } from './+types/tinderswipe'
import { siteContext } from '../../context.ts'
import { getLanderPage } from '../../../server/landers/lander-page.ts'
import type { LanderMember } from '../../../server/landers/lander-members.ts'
import { LanderHead } from '../../components/landers/lander-head.tsx'
import { SwipeButtons } from '../../components/landers/swipe-buttons.tsx'
import { SwipeCard } from '../../components/landers/swipe-card.tsx'
import { SwipeMatchPrompt } from '../../components/landers/swipe-match-prompt.tsx'
import { useThemeText } from '../../components/landers/use-theme-text.ts'
import { SignupButton } from '../../components/signup/signup-button.tsx'
import { EmptyLander } from '../../components/landers/empty-lander.tsx'

/** Swipes before the match prompt shows. */
const MATCH_AFTER = 3
/** Pixels a card must be dragged to count as a swipe. */
const SWIPE_DISTANCE = 90
const STACK_DEPTH = 3

export async function loader({ context, params }: Route.LoaderArgs) {
  return getLanderPage(context.get(siteContext), params.slug, 8)
}

function readCount(value: string | null, max: number) {
  const n = Number(value)
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : 0
}

export default function TinderSwipe({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('landers')
  const { label, tagline } = useThemeText(loaderData.theme)
  const { members } = loaderData
  const [params] = useSearchParams()
  const [index, setIndex] = useState(() => readCount(params.get('swipe'), members.length))
  const [likes, setLikes] = useState(() => readCount(params.get('liked'), members.length))
  // The card that was just swiped flies out on top while the stack already shows the next one.
  const [ghost, setGhost] = useState<{ member: LanderMember; direction: 'left' | 'right'; from: number; key: number } | null>(
    null,
  )
  const [drag, setDrag] = useState(0)
  const dragStart = useRef<number | null>(null)
  const promptRef = useRef<HTMLElement>(null)
  const [promptDismissed, setPromptDismissed] = useState(false)
  const current = members[index]
  const showPrompt = members.length > 0 && (!current || (index >= MATCH_AFTER && !promptDismissed))

  function swipe(direction: 'left' | 'right') {
    if (!current) return
    setGhost({ member: current, direction, from: drag, key: index })
    setDrag(0)
    setIndex((i) => i + 1)
    if (direction === 'right') setLikes((n) => n + 1)
  }
  const swipeRef = useRef(swipe)
  useEffect(() => {
    swipeRef.current = swipe
  })

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [role="dialog"]')) return
      if (event.key === 'ArrowLeft') swipeRef.current('left')
      if (event.key === 'ArrowRight') swipeRef.current('right')
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // Focus moves to the prompt when it appears after a swipe (not on load, not on later swipes).
  const promptShown = useRef(showPrompt)
  useEffect(() => {
    if (showPrompt && !promptShown.current) promptRef.current?.focus()
    promptShown.current = showPrompt
  }, [showPrompt])

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    dragStart.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  function onPointerMove(event: ReactPointerEvent<HTMLElement>) {
    if (dragStart.current !== null) setDrag(event.clientX - dragStart.current)
  }
  function onPointerUp() {
    if (dragStart.current === null) return
    dragStart.current = null
    if (Math.abs(drag) >= SWIPE_DISTANCE) swipe(drag > 0 ? 'right' : 'left')
    else setDrag(0)
  }

  // The no-JavaScript path keeps the page's other query parameters (tracking data).
  const kept = [...params.entries()].filter(([key]) => key !== 'swipe' && key !== 'liked')

  return (
    <main id="main" className="lander lander--swipe">
      <LanderHead
        title={t('tinderswipe.title', { label })}
        description={t('tinderswipe.description')}
        siteName={loaderData.siteName}
      />
      <div className="container py-4">
        <header className="text-center mb-3">
          <p className="lander-kicker">{label}</p>
          <h1 className="lander-title">{t('tinderswipe.heading')}</h1>
          <p className="lead mb-0">{tagline}</p>
        </header>

        {members.length === 0 ? (
          <EmptyLander />
        ) : (
          <div className="swipe-area mx-auto">
            <div className="swipe-stack" aria-label={t('tinderswipe.stackLabel')} role="group">
              {members
                .slice(index, index + STACK_DEPTH)
                .map((member, depth) => ({ member, depth }))
                .reverse()
                .map(({ member, depth }) => (
                  <SwipeCard
                    key={member.id}
                    member={member}
                    depth={depth}
                    priority={depth === 0 && index === readCount(params.get('swipe'), members.length)}
                    drag={depth === 0 ? drag : 0}
                    onPointerDown={depth === 0 ? onPointerDown : undefined}
                    onPointerMove={depth === 0 ? onPointerMove : undefined}
                    onPointerUp={depth === 0 ? onPointerUp : undefined}
                  />
                ))}
              {ghost ? (
                <SwipeCard
                  key={`ghost-${ghost.key}`}
                  member={ghost.member}
                  depth={0}
                  priority={false}
                  drag={0}
                  leaving={ghost}
                  onLeft={() => setGhost(null)}
                />
              ) : null}
              {showPrompt ? (
                <SwipeMatchPrompt
                  ref={promptRef}
                  likes={likes}
                  onKeepSwiping={current ? () => setPromptDismissed(true) : undefined}
                />
              ) : null}
            </div>

            {current ? <SwipeButtons name={current.name} index={index} likes={likes} kept={kept} onSwipe={swipe} /> : null}
            <p className="text-center text-muted small mt-2">{t('tinderswipe.hint')}</p>
            {!showPrompt ? (
              <p className="text-center mt-3">
                <SignupButton className="btn btn-outline-primary">{t('cta.signup')}</SignupButton>
              </p>
            ) : null}
          </div>
        )}
      </div>
    </main>
  )
}
