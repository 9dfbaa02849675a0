// The steps after the account exists (SPEC §2 signup steps): photo, location, about me, push
// opt-in and the e-mail confirmation. The photo and push steps are optional: skipping (or doing)
// one records it in User.signupStepsDone so it is not offered again (docs/product.md, "Signup modal and signup steps").
import { z } from 'zod'
import { prisma } from '../db.ts'
import { textFlagUpdate } from '../members/profile-text-review.ts'
import { placeUpdate } from '../geo/location-fields.ts'
import { idField } from '../http/parse-id.ts'
import type { SignupStep } from '../../shared/accounts/signup-steps.ts'
import { CITY_MAX_LENGTH } from '../../shared/geo/location-limits.ts'

export const locationSchema = z.object({
  country: z.string({ error: 'errors.countryRequired' }).regex(/^[A-Z]{2}$/, 'errors.countryRequired'),
  region: idField('errors.regionRequired'),
  city: z.string().trim().max(CITY_MAX_LENGTH, 'errors.cityTooLong').optional(),
})
export const aboutSchema = z.object({ about_me: z.string().trim().max(2000, 'errors.aboutTooLong').optional() })

export type OptionalStep = 'photo' | 'push'

/**
 * The first step this member still has to do, or null when signup is complete. The push step is
 * offered only where the site can send pushes (`push`: it has a public key).
 */
export async function nextSignupStep(userId: number, options: { push: boolean }): Promise<SignupStep | null> {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      status: true,
      signupStepsDone: true,
      profile: { select: { regionId: true, aboutMe: true } },
      _count: { select: { photos: true, pushSubscriptions: true } },
    },
  })
  const done = new Set(user.signupStepsDone)
  if (!done.has('photo') && user._count.photos === 0) return 'photo'
  if (!user.profile?.regionId) return 'location'
  if (user.profile.aboutMe === null) return 'about'
  if (options.push && !done.has('push') && user._count.pushSubscriptions === 0) return 'push'
  if (user.status === 'not_confirmed') return 'confirm'
  return null
}

/** Records that the member skipped (or finished) an optional step. */
export async function finishOptionalStep(userId: number, step: OptionalStep) {
  await prisma.$executeRaw`
    UPDATE "User" SET "signupStepsDone" = array_append("signupStepsDone", ${step})
     WHERE id = ${userId} AND NOT (${step} = ANY("signupStepsDone"))`
}

export async function saveLocation(userId: number, siteCountries: string[], input: z.infer<typeof locationSchema>) {
  if (!siteCountries.includes(input.country)) return { ok: false as const, field: 'country', error: 'errors.countryRequired' }
  const region = await prisma.region.findUnique({ where: { id: input.region } })
  if (!region || region.countryCode !== input.country)
    return { ok: false as const, field: 'region', error: 'errors.regionRequired' }
  // Coarse position: the region's main city, never the member's own coordinates.
  const place = {
    country: input.country,
    regionId: region.id,
    city: input.city || null,
    latitude: region.latitude,
    longitude: region.longitude,
  }
  await prisma.profile.update({ where: { userId }, data: placeUpdate(null, place) })
  return { ok: true as const }
}

export async function saveAboutMe(userId: number, aboutMe: string | undefined) {
  await prisma.$transaction(async (tx) => {
    const current = await tx.profile.findUniqueOrThrow({
      where: { userId },
      select: { name: true, aboutMe: true, signupMessage: true, textFlaggedAt: true },
    })
    const text = aboutMe ?? ''
    await tx.profile.update({ where: { userId }, data: { aboutMe: text, ...textFlagUpdate(current, { aboutMe: text }) } })
  })
}

export async function regionsFor(countries: string[]) {
  const rows = await prisma.country.findMany({
    where: { code: { in: countries } },
    select: { code: true, subregionKind: true, regions: { orderBy: { name: 'asc' }, select: { id: true, name: true } } },
  })
  return countries.map((c) => rows.find((r) => r.code === c)).filter((r) => r !== undefined)
}
