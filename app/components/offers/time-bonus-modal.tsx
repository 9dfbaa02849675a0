// The time-bonus modal (SPEC §4 time bonus (a)): 40 s after a member with 0 credits enters the
// members area (members, a profile, chats, likes, premium) while the time bonus runs, unless they
// dismissed it before. Leaving the area cancels the timer; dismissing stores a timestamp.
// The dialog's code (react-bootstrap's Modal) loads only when the modal is about to open.
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { OfferJson } from '../../../server/offers/discounts.ts'
import { useCountdown } from '../../shell/countdown.ts'
import { dismiss, isDismissed } from '../../shell/dismissals.ts'

const TimeBonusDialog = lazy(() => import('./time-bonus-dialog.tsx').then((m) => ({ default: m.TimeBonusDialog })))

/** SPEC §9: the modal opens after 40,000 ms in the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000
const MEMBERS_AREA = [/^\/members\/?$/, /^\/members\/\d+\/?$/, /^\/chats(\/|$)/, /^\/likes(\/|$)/, /^\/premium\/?$/]

export function inMembersArea(pathname: string) {
  return MEMBERS_AREA.some((pattern) => pattern.test(pathname))
}

export function TimeBonusModal({ offer, credits }: { offer: OfferJson | null; credits: number | null }) {
  const { pathname } = useLocation()
  const [show, setShow] = useState(false)
  // Mounted from the first opening on, so the dialog can play its closing transition.
  const [opened, setOpened] = useState(false)
  const left = useCountdown(offer?.kind === 'time_bonus' ? offer.remainingSeconds : null)
  const eligible = offer?.kind === 'time_bonus' && credits === 0 && left !== 0
  const area = inMembersArea(pathname)

  useEffect(() => {
    if (!eligible || !area || isDismissed('timeBonus')) return
    const timer = window.setTimeout(() => {
      setShow(true)
      setOpened(true)
    }, TIME_BONUS_MODAL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [eligible, area])

  const close = () => {
    dismiss('timeBonus')
    setShow(false)
  }
  if (!offer || offer.kind !== 'time_bonus' || !opened) return null
  return (
    <Suspense fallback={null}>
      <TimeBonusDialog offer={offer} show={show && eligible && area} left={left} onClose={close} />
    </Suspense>
  )
}
