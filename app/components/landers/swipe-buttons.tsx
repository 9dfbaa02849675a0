// The Nope and Like buttons under the swipe stack (/landers/tinderswipe). With JavaScript they
// swipe the top card; without, they submit a GET form that shows the next card (?swipe, ?liked)
// and keeps the page's other query parameters (tracking data).
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form } from 'react-router'

export function SwipeButtons({
  name,
  index,
  likes,
  kept,
  onSwipe,
}: {
  /** The top card's member. */
  name: string
  /** The top card's place in the stack, and the likes so far. */
  index: number
  likes: number
  /** The page's other query parameters. */
  kept: [string, string][]
  onSwipe: (direction: 'left' | 'right') => void
}) {
  const { t } = useTranslation('landers')
  return (
    <Form method="get" className="swipe-actions" preventScrollReset>
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <input type="hidden" name="swipe" value={index + 1} />
      <button
        type="submit"
        name="liked"
        value={likes}
        className="swipe-btn swipe-btn--nope"
        aria-label={t('tinderswipe.nopeLabel', { name })}
        onClick={(event) => {
          event.preventDefault()
          onSwipe('left')
        }}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
        <span className="swipe-btn__text">{t('tinderswipe.nope')}</span>
      </button>
      <button
        type="submit"
        name="liked"
        value={likes + 1}
        className="swipe-btn swipe-btn--like"
        aria-label={t('tinderswipe.likeLabel', { name })}
        onClick={(event) => {
          event.preventDefault()
          onSwipe('right')
        }}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-8-4.7-8-10.6A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 8 2.5c0 5.9-8 10.6-8 10.6z" fill="currentColor" />
        </svg>
        <span className="swipe-btn__text">{t('tinderswipe.like')}</span>
      </button>
    </Form>
  )
}
