// What the signup screens need to know about the visitor and the site.
import type { Site } from '../generated/prisma/client.ts'
import { signupAllowed, signupMode } from './signup.ts'
import { trackingFromCookie } from './tracking.ts'
import { selectCountry } from '../sites/site-settings.ts'
import { countryFromRequest } from '../http/geo.ts'

export async function signupGate(site: Site, request: Request) {
  const url = new URL(request.url)
  const tracking = await trackingFromCookie(request.headers.get('cookie'))
  const invite = url.searchParams.get('invite')
  return {
    mode: signupMode(site),
    allowed: await signupAllowed(site, tracking, invite),
    invite,
    tracking,
    minAge: site.minAge,
    country: selectCountry(site, { geoipCountry: countryFromRequest(request), selectedCountry: null }),
  }
}
