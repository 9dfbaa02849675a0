// The time-bonus modal (SPEC §4 time bonus (a)): 40 s after a member with 0 credits enters the
// members area (members, a profile, chats, likes, premium) while the time bonus runs, unless they
// dismissed it before. Leaving the area cancels the timer; dismissing stores a timestamp.
import { useEffect, useState } from 'react'
import { Modal } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { OfferJson } from '../../../server/offers/discounts.ts'
import { formatCountdown, useCountdown } from '../../shell/countdown.ts'
import { dismiss, isDismissed } from '../../shell/dismissals.ts'
import { creditsLink } from './offer-banner.tsx'

/** SPEC §9: the modal opens after 40,000 ms in the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000
const MEMBERS_AREA = [/^\/members\/?$/, /^\/members\/\d+\/?$/, /^\/chats(\/|$)/, /^\/likes(\/|$)/, /^\/premium\/?$/]

export function inMembersArea(pathname: string) {
  return MEMBERS_AREA.some((pattern) => pattern.test(pathname))
}

export function TimeBonusModal({ offer, credits }: { offer: OfferJson | null; credits: number | null }) {
  const { t } = useTranslation('offers')
  const { pathname } = useLocation()
  const [show, setShow] = useState(false)
  const left = useCountdown(offer?.kind === 'time_bonus' ? offer.remainingSeconds : null)
  const eligible = offer?.kind === 'time_bonus' && credits === 0 && left !== 0
  const area = inMembersArea(pathname)

  useEffect(() => {
    if (!eligible || !area || isDismissed('timeBonus')) return
    const timer = window.setTimeout(() => setShow(true), TIME_BONUS_MODAL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [eligible, area])

  const close = () => {
    dismiss('timeBonus')
    setShow(false)
  }
  if (!offer || offer.kind !== 'time_bonus') return null
  const percentage = offer.percentage
  return (
    <Modal show={show && eligible && area} onHide={close} centered aria-labelledby="time-bonus-title">
      <Modal.Header>
        <Modal.Title id="time-bonus-title">{t('modal.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <p className="lead">{t('modal.body', { hours: 4, percentage })}</p>
        <p className="mb-0">
          <span className="d-block small text-body-secondary">{t('modal.countdown')}</span>
          <time className="fs-4 fw-bold font-monospace" role="timer" dateTime={offer.endsAt}>
            {formatCountdown(left ?? offer.remainingSeconds)}
          </time>
        </p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center">
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          {t('modal.dismiss')}
        </button>
        <Link className="btn btn-primary" to={creditsLink(offer.code)} onClick={close}>
          {t('modal.cta', { percentage })}
        </Link>
      </Modal.Footer>
    </Modal>
  )
}
