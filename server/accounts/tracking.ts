// Tracking data (network, ref, sub1-3) from the landing URL, kept in a cookie until signup.
import { z } from 'zod'
import { trackingCookie } from '../http/cookies.ts'

const value = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\w.:~@+-]*$/)
const trackingSchema = z.object({
  network: value.optional(),
  ref: value.optional(),
  sub1: value.optional(),
  sub2: value.optional(),
  sub3: value.optional(),
})
export type Tracking = z.infer<typeof trackingSchema>
const KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const

/** The tracking parameters of a landing URL, or null when it has none (or only malformed ones). */
export function trackingFromUrl(url: URL): Tracking | null {
  const raw: Record<string, string> = {}
  for (const key of KEYS) {
    const v = url.searchParams.get(key)
    if (v) raw[key] = v
  }
  if (Object.keys(raw).length === 0) return null
  const parsed = trackingSchema.safeParse(raw)
  return parsed.success && Object.keys(parsed.data).length ? parsed.data : null
}

export async function trackingFromCookie(cookieHeader: string | null): Promise<Tracking | null> {
  const parsed = trackingSchema.safeParse(await trackingCookie().parse(cookieHeader))
  return parsed.success && Object.keys(parsed.data).length ? parsed.data : null
}

export function serializeTrackingCookie(tracking: Tracking): Promise<string> {
  return trackingCookie().serialize(tracking)
}

export function hasTrafficSource(tracking: Tracking | null) {
  return Boolean(tracking?.network || tracking?.ref)
}
