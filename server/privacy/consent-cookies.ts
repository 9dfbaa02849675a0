// The cookies behind the banner's choice (shared/privacy/consent.ts): the choice itself, and the
// optional cookies it allows. Accepting on a landing page keeps that page's tracking data (the
// redirect target carries it); rejecting removes tracking data kept before.
import { serialize } from 'cookie'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseConsent, type ConsentChoice } from '../../shared/privacy/consent.ts'
import { readPlainCookie, secureCookies, trackingCookie } from '../http/cookies.ts'
import { serializeTrackingCookie, trackingFromUrl } from '../accounts/tracking.ts'

/** The visitor's choice, or null when they have not chosen. */
export function consentFromRequest(request: Request): ConsentChoice | null {
  return parseConsent(readPlainCookie(request.headers.get('cookie'), CONSENT_COOKIE))
}

/** Whether optional (tracking) cookies may be set for this request. */
export function trackingAllowed(request: Request): boolean {
  return consentFromRequest(request) === 'accepted'
}

/** Set-Cookie headers for a choice made on a page whose address (path and query) is `pagePath`. */
export async function consentCookies(choice: ConsentChoice, pagePath: string): Promise<string[]> {
  const cookies = [
    serialize(CONSENT_COOKIE, choice, {
      path: '/',
      maxAge: CONSENT_MAX_AGE_SECONDS,
      sameSite: 'lax',
      httpOnly: true,
      secure: secureCookies(),
    }),
  ]
  if (choice === 'rejected') {
    cookies.push(await trackingCookie().serialize('', { maxAge: 0 }))
    return cookies
  }
  const tracking = trackingFromUrl(new URL(pagePath, 'http://internal.invalid'))
  if (tracking) cookies.push(await serializeTrackingCookie(tracking))
  return cookies
}
