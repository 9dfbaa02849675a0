// The parts of the default layout that only a logged-in member has. The layout loads this module
// only for members (React.lazy, one chunk for both parts), so visitors' pages do not download it.
// On a member's page the server renders them in place; the browser hydrates them once the chunk
// is there (a click before that is replayed by React).
import type { OfferJson } from '../../../server/offers/discounts.ts'
import { useEffect } from 'react'
import { useActivity, useAttentionTitle, type Activity } from '../../shell/activity.ts'
import { publishActivity } from '../../shell/live-activity.ts'
import { usePushReload } from '../../shell/push-client.ts'
import { MatchWatcher } from '../likes/match-watcher.tsx'
import { OfferBanner } from '../offers/offer-banner.tsx'
import { TimeBonusModal } from '../offers/time-bonus-modal.tsx'
import { AlertsArea, type AlertsUser } from './alerts-area.tsx'
import { LikeTimer } from './like-timer.tsx'

/** Under the top bar: the running offer and the member's alerts (photo, confirmation, push). */
export function MemberBanners({
  offer,
  locale,
  user,
  pushEnabled,
}: {
  offer: OfferJson | null
  locale: string
  user: AlertsUser
  pushEnabled: boolean
}) {
  return (
    <>
      <OfferBanner offer={offer} locale={locale} />
      <AlertsArea user={user} pushEnabled={pushEnabled} />
    </>
  )
}

/**
 * At the end of the page, none of which shows anything when the page loads: the live counts of
 * the top bar (published to it, app/shell/live-activity.ts) with the title prefix and the app
 * badge, the push worker and its reloads, the like timer (t= links), the time-bonus modal (after
 * 40 s in the members area) and the match announcement.
 */
export function MemberExtras({ userId, offer, initial }: { userId: number; offer: OfferJson | null; initial: Activity }) {
  const activity = useActivity(initial)
  useAttentionTitle(activity)
  useEffect(() => publishActivity(initial, activity), [initial, activity])
  usePushReload(true)
  return (
    <>
      <LikeTimer userId={userId} />
      <TimeBonusModal offer={offer} credits={activity?.credits ?? initial.credits} />
      <MatchWatcher userId={userId} />
    </>
  )
}
