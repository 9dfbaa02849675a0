// Who may search without logging in (SPEC §3 Site settings, §4 Signup mode): everyone when
// logged_out_search is on, or visitors who came with tracking data (the tracking cookie, or
// tracking parameters on this very URL) when logged_out_search_trafficsource is on.
import type { Site } from '../../generated/prisma/client.ts'
import { hasTrafficSource, trackingFromCookie, trackingFromUrl } from '../../accounts/tracking.ts'

export type LoggedOutSearchSettings = Pick<Site, 'loggedOutSearch' | 'loggedOutSearchTrafficsource'>

export async function loggedOutSearchAllowed(
  site: LoggedOutSearchSettings,
  request: Pick<Request, 'url' | 'headers'>,
): Promise<boolean> {
  if (site.loggedOutSearch) return true
  if (!site.loggedOutSearchTrafficsource) return false
  return (
    hasTrafficSource(trackingFromUrl(new URL(request.url))) ||
    hasTrafficSource(await trackingFromCookie(request.headers.get('cookie')))
  )
}
