// The cookie banner's choice (docs/privacy.md): accepted or rejected, kept in the amora_consent
// cookie for a year; no cookie means the visitor has not chosen (the banner shows). Changed at
// any time on /cookie-settings (linked in the footer and the cookie policy).
import { z } from 'zod'

export const CONSENT_COOKIE = 'amora_consent'
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
export const consentChoices = ['accepted', 'rejected'] as const
export type ConsentChoice = (typeof consentChoices)[number]

/** The banner's and the settings page's form: the choice and the page to go back to. */
export const consentFormSchema = z.object({
  choice: z.enum(consentChoices),
  redirectTo: z.string().max(2000).optional(),
})

export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  return value === 'accepted' || value === 'rejected' ? value : null
}
