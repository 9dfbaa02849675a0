// The "It's a match!" prompt over the swipe stack (/landers/tinderswipe): after a few swipes, or
// at the end of the stack, it asks for the signup; while cards are left the visitor may keep
// swiping. The page moves the focus here when it appears after a swipe.
import type { Ref } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { SignupButton } from '../signup/signup-button.tsx'

export function SwipeMatchPrompt({
  ref,
  likes,
  onKeepSwiping,
}: {
  ref?: Ref<HTMLElement>
  /** Cards swiped right so far: with none, the prompt asks for more instead of a match. */
  likes: number
  /** Set while cards are left: "Keep swiping" closes the prompt. */
  onKeepSwiping?: () => void
}) {
  const { t } = useTranslation('landers')
  return (
    <section className="swipe-match" ref={ref} tabIndex={-1} aria-labelledby="swipe-match-title">
      <h2 id="swipe-match-title" className="swipe-match__title h2">
        {t(likes > 0 ? 'tinderswipe.matchTitle' : 'tinderswipe.moreTitle')}
      </h2>
      <p>{likes > 0 ? t('tinderswipe.matchText', { count: likes }) : t('tinderswipe.moreText')}</p>
      <SignupButton className="btn btn-light btn-lg fw-bold w-100" data-testid="lander-cta">
        {t('cta.signup')}
      </SignupButton>
      {onKeepSwiping ? (
        <button type="button" className="btn btn-link text-white mt-2" onClick={onKeepSwiping}>
          {t('tinderswipe.keepSwiping')}
        </button>
      ) : null}
    </section>
  )
}
