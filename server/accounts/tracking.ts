// Tracking data (network, ref, sub1-3) from the landing URL, kept in a cookie until signup.
import { z } from 'zod'

export const TRACKING_COOKIE = 'amora_tracking'
const TRACKING_DAYS = 30
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

export function trackingFromCookie(cookieHeader: string | null): Tracking | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${TRACKING_COOKIE}=([^;]+)`))
  if (!match) return null
  try {
    const parsed = trackingSchema.safeParse(JSON.parse(decodeURIComponent(match[1]!)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function serializeTrackingCookie(tracking: Tracking, secure: boolean) {
  return `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify(tracking))}; Path=/; Max-Age=${TRACKING_DAYS * 86400}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}

export function hasTrafficSource(tracking: Tracking | null) {
  return Boolean(tracking?.network || tracking?.ref)
}
