// The time-bonus dialog itself (SPEC §4 time bonus (a)); time-bonus-modal.tsx decides when it opens.
import { Modal } from 'react-bootstrap'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import type { OfferJson } from '../../../server/offers/discounts.ts'
import { formatCountdown } from '../../shell/countdown.ts'
import { creditsLink } from './offer-banner.tsx'
import { TIME_BONUS_HOURS } from '../../../shared/offers/time-bonus.ts'

export function TimeBonusDialog({
  offer,
  show,
  left,
  onClose: close,
}: {
  offer: OfferJson
  show: boolean
  left: number | null
  onClose: () => void
}) {
  const { t } = useTranslation('offers')
  const percentage = offer.percentage
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="time-bonus-title">
      <Modal.Header>
        <Modal.Title id="time-bonus-title">{t('modal.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <p className="lead">{t('modal.body', { hours: TIME_BONUS_HOURS, percentage })}</p>
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
