// The welcome-bonus top banner and the time-bonus countdown (SPEC §2, §4): the member's running
// discount, leading to the credits page with its code. At zero the page data is reloaded, so
// the welcome discount takes over from an ended time bonus.
import { useEffect } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link, useRevalidator } from 'react-router'
import type { OfferJson } from '../../../server/offers/discounts.ts'
import { formatCountdown, useCountdown } from '../../shell/countdown.ts'
import { intlLocale } from '../../../shared/i18n/intl-locale.ts'

export function creditsLink(code: string) {
  return `/credits?discount=${encodeURIComponent(code)}`
}

export function OfferBanner({ offer, locale }: { offer: OfferJson | null; locale: string }) {
  const { t } = useTranslation('offers')
  const left = useCountdown(offer ? offer.remainingSeconds : null)
  const revalidator = useRevalidator()
  const ended = offer !== null && left === 0
  useEffect(() => {
    if (ended && revalidator.state === 'idle') void revalidator.revalidate()
    // Only when it reaches zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended])
  if (!offer || ended) return null
  const percentage = offer.percentage
  return (
    <section className="offer-banner text-bg-success small py-2" aria-label={t('banner.label')} data-testid="offer-banner">
      <div className="container d-flex flex-wrap align-items-center justify-content-center gap-2 text-center">
        {offer.kind === 'time_bonus' ? (
          <span>
            {t('banner.timeBonus', { percentage })} · {t('banner.endsIn')}{' '}
            <time className="fw-bold font-monospace" role="timer" dateTime={offer.endsAt}>
              {formatCountdown(left ?? offer.remainingSeconds)}
            </time>
          </span>
        ) : (
          <span>
            {t('banner.welcome', {
              percentage,
              date: new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(offer.endsAt)),
            })}
          </span>
        )}
        <Link className="btn btn-light btn-sm fw-semibold" to={creditsLink(offer.code)}>
          {t('banner.cta', { percentage })}
        </Link>
      </div>
    </section>
  )
}
