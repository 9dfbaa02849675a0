// The waiver of the 14-day right of withdrawal for digital content (Directive 2011/83/EU art.
// 16(m), Dutch Civil Code art. 6:230p(g); docs/payments.md "Right of withdrawal"): before any
// payment the member ticks a box that asks for immediate delivery of the credits and acknowledges
// that the right of withdrawal ends with it. The text is payments:withdrawal.consent.v<version>;
// a changed text gets a new key and version, and orders keep the version they were made with, so
// a receipt always shows the words the member agreed to.
import { z } from 'zod'

export const WITHDRAWAL_WAIVER_VERSION = 1

/** The form field of the checkbox (checkout overview, mandate form, repeat orders). */
export const WITHDRAWAL_WAIVER_FIELD = 'withdrawalWaiver'

/** The key of a waiver text version in the payments namespace. */
export const withdrawalWaiverKey = (version: number) => `withdrawal.consent.v${version}` as const

/** A ticked checkbox posts "on"; anything else (missing, pre-filled by a script) is no consent. */
export const withdrawalWaiverField = z.literal('on', { error: 'withdrawal.required' })

export const withdrawalWaiverSchema = z.object({ [WITHDRAWAL_WAIVER_FIELD]: withdrawalWaiverField })
