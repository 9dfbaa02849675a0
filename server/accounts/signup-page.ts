// What the signup screens need to know about the visitor and the site.
import type { Site } from '../generated/prisma/client.ts'
import { signupAllowed, signupMode } from './signup.ts'
import { trackingFromCookie, trackingFromUrl } from './tracking.ts'
import { trackingAllowed } from '../privacy/consent-cookies.ts'
import { selectCountry } from '../sites/site-settings.ts'
import { countryFromRequest } from '../http/geo.ts'

export async function signupGate(site: Site, request: Request) {
  const url = new URL(request.url)
  // A partner link opens signup (with_trafficsource) whether or not the visitor accepted optional
  // cookies; the tracking data is stored with the account only when they did (docs/privacy.md).
  const source = (await trackingFromCookie(request.headers.get('cookie'))) ?? trackingFromUrl(url)
  const invite = url.searchParams.get('invite')
  return {
    mode: signupMode(site),
    allowed: await signupAllowed(site, source, invite),
    invite,
    source,
    tracking: trackingAllowed(request) ? source : null,
    minAge: site.minAge,
    country: selectCountry(site, { geoipCountry: countryFromRequest(request), selectedCountry: null }),
  }
}
